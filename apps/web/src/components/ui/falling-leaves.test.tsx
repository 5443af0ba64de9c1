import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askForLessMotion } from '../../test/reduced-motion';
import { FallingLeaves } from './falling-leaves';
import type { LeafMessage } from './leaf-scene';

/** The worker the leaves start: what the page sends it, and whether it was ended. */
class FakeWorker {
  static last: FakeWorker | null = null;
  messages: LeafMessage[] = [];
  terminated = false;
  constructor(
    readonly url: URL | string,
    readonly options?: WorkerOptions,
  ) {
    FakeWorker.last = this;
  }
  postMessage(message: LeafMessage) {
    this.messages.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

const handedOver = { handed: 'over' } as unknown as OffscreenCanvas;

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

const worker = () => FakeWorker.last!;
const lastMessage = () => worker().messages.at(-1)!;

const width = window.innerWidth;

describe('FallingLeaves', () => {
  beforeEach(() => {
    FakeWorker.last = null;
    vi.stubGlobal('Worker', FakeWorker);
    // jsdom cannot hand a canvas to a worker; the browsers the app supports can.
    HTMLCanvasElement.prototype.transferControlToOffscreen = function () {
      return handedOver;
    };
  });
  afterEach(() => {
    delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen;
    Reflect.deleteProperty(document, 'visibilityState');
    window.innerWidth = width;
  });

  it('when shown, then a worker gets the canvas, the screen and the four colours, behind the page and never in the way of a press', () => {
    render(<FallingLeaves />);
    const layer = screen.getByTestId('falling-leaves');
    expect(layer).toHaveAttribute('aria-hidden', 'true');
    expect(layer).toHaveClass('fixed', 'inset-0', '-z-10', 'pointer-events-none');
    expect(layer.querySelector('canvas')).not.toBeNull();
    expect(worker().messages).toHaveLength(1);
    const first = worker().messages[0]!;
    expect(first.canvas).toBe(handedOver);
    expect(first).toMatchObject({ width: window.innerWidth, height: window.innerHeight, still: false, paused: false });
    expect(first.colours).toHaveLength(4);
  });

  it('when the page is hidden, then the leaves pause, and when it shows again, they go on', () => {
    render(<FallingLeaves />);
    setVisibility('hidden');
    expect(lastMessage()).toEqual({ paused: true });
    setVisibility('visible');
    expect(lastMessage()).toEqual({ paused: false });
  });

  it('when it opens in a hidden page, then the leaves start paused', () => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    render(<FallingLeaves />);
    expect(worker().messages[0]).toMatchObject({ paused: true });
  });

  it('when the person asked for less motion, then the leaves are still', () => {
    askForLessMotion();
    render(<FallingLeaves />);
    expect(worker().messages[0]).toMatchObject({ still: true });
  });

  it('when the window changes size, then the worker is told the new size', () => {
    render(<FallingLeaves />);
    window.innerWidth = 800;
    window.dispatchEvent(new Event('resize'));
    expect(lastMessage()).toMatchObject({ width: 800, height: window.innerHeight });
  });

  it('when it goes, then the worker ends, its canvas goes, and a hidden page tells it nothing', () => {
    const { unmount } = render(<FallingLeaves />);
    const started = worker();
    unmount();
    expect(started.terminated).toBe(true);
    const sent = started.messages.length;
    setVisibility('hidden');
    expect(started.messages).toHaveLength(sent);
  });

  it('where the browser can neither hand a canvas to a worker nor draw one (jsdom), then the layer is there and nothing starts', () => {
    delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen;
    render(<FallingLeaves />);
    expect(screen.getByTestId('falling-leaves')).toBeInTheDocument();
    expect(FakeWorker.last).toBeNull();
  });
});
