import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_GAP, toastBottom, useToastClearance, useToastsAbove } from './toast-clearance';

/*
 * jsdom lays nothing out and has no ResizeObserver: each sheet's box is the one `boxes` gives it by id, and
 * `resized()` plays what the browser's observer would report after a change.
 */
const boxes = new Map<string, { top: number; height: number }>();
let observed: Array<() => void> = [];
const resized = () => act(() => observed.forEach((report) => report()));

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: () => void) {}
      observe() {
        observed.push(this.report);
      }
      disconnect() {
        observed = observed.filter((report) => report !== this.report);
      }
    },
  );
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const { top, height } = boxes.get(this.id) ?? { top: 0, height: 0 };
    return DOMRect.fromRect({ x: 0, y: top, width: 358, height });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  boxes.clear();
  observed = [];
});

function Sheet({ id, shown }: { id: string; shown: boolean }) {
  const ref = useRef<HTMLElement>(null);
  useToastsAbove(ref, shown);
  return <section ref={ref} id={id} hidden={!shown} />;
}

function Clearance() {
  return <output aria-label="Clearance">{useToastClearance()}</output>;
}

const clearance = () => Number(screen.getByRole('status', { name: 'Clearance' }).textContent);

describe('useToastsAbove and useToastClearance', () => {
  it('when a sheet shows, then the clearance is how far its top stands above the bottom; it follows the sheet as it grows, and is 0 once the sheet hides or goes', () => {
    const bottom = window.innerHeight;
    boxes.set('trophy', { top: bottom - 88 - 300, height: 300 });
    const { rerender } = render(
      <>
        <Sheet id="trophy" shown />
        <Clearance />
      </>,
    );
    expect(clearance()).toBe(388);

    // A second trophy makes the sheet taller.
    boxes.set('trophy', { top: bottom - 88 - 420, height: 420 });
    resized();
    expect(clearance()).toBe(508);

    rerender(
      <>
        <Sheet id="trophy" shown={false} />
        <Clearance />
      </>,
    );
    expect(clearance()).toBe(0);
    expect(observed).toEqual([]);

    rerender(
      <>
        <Sheet id="trophy" shown />
        <Clearance />
      </>,
    );
    expect(clearance()).toBe(508);
    rerender(<Clearance />);
    expect(clearance()).toBe(0);
  });

  it('when the window changes (a phone turned, a wider layout), then the sheet is measured again', () => {
    boxes.set('trophy', { top: window.innerHeight - 88 - 300, height: 300 });
    render(
      <>
        <Sheet id="trophy" shown />
        <Clearance />
      </>,
    );
    expect(clearance()).toBe(388);
    // On a wide screen the sheet sits 24 px above the bottom.
    boxes.set('trophy', { top: window.innerHeight - 24 - 300, height: 300 });
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(clearance()).toBe(324);
  });

  it('when two sheets show, then the toasts clear the higher one, and the other once it is alone', () => {
    boxes.set('low', { top: window.innerHeight - 200, height: 100 });
    boxes.set('high', { top: window.innerHeight - 400, height: 300 });
    const { rerender } = render(
      <>
        <Sheet id="low" shown />
        <Sheet id="high" shown />
        <Clearance />
      </>,
    );
    expect(clearance()).toBe(400);
    rerender(
      <>
        <Sheet id="low" shown />
        <Clearance />
      </>,
    );
    expect(clearance()).toBe(200);
  });

  it('when a sheet shows with no box yet (hidden by a style), then it takes no room', () => {
    render(
      <>
        <Sheet id="unmeasured" shown />
        <Clearance />
      </>,
    );
    expect(clearance()).toBe(0);
  });
});

describe('toastBottom', () => {
  it('keeps the usual place with no sheet up, or under a sheet lower than it, and stands just above a higher one', () => {
    expect(toastBottom(88, 0)).toBe(88);
    expect(toastBottom(88, 40)).toBe(88);
    expect(toastBottom(88, 388)).toBe(388 + TOAST_GAP);
  });
});
