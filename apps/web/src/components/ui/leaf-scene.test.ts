import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FALLING_OPACITY, fallingLeafAt, LEAF_COUNT, LEAF_FRAMES_PER_SECOND, LeafPainter, LEAVES, STILL_OPACITY, type LeafSceneState } from './leaf-scene';

const W = 390;
const H = 844;

describe('the leaves', () => {
  it('are 20, each falling for 8 to 13 s after a start delay of at most 10 s', () => {
    expect(LEAF_COUNT).toBe(20);
    expect(LEAVES).toHaveLength(20);
    for (const leaf of LEAVES) {
      expect(leaf.duration).toBeGreaterThanOrEqual(8);
      expect(leaf.duration).toBeLessThanOrEqual(13);
      expect(leaf.delay).toBeGreaterThanOrEqual(0);
      expect(leaf.delay).toBeLessThanOrEqual(10);
    }
    // Not all alike: the durations and delays spread over their ranges.
    expect(new Set(LEAVES.map((l) => l.duration.toFixed(1))).size).toBeGreaterThan(10);
    expect(Math.max(...LEAVES.map((l) => l.delay)) - Math.min(...LEAVES.map((l) => l.delay))).toBeGreaterThan(5);
  });

  it('when a leaf falls, then it is not there before its delay, enters above the screen faded out, and leaves below it in its duration', () => {
    const leaf = LEAVES[3]!;
    expect(fallingLeafAt(leaf, leaf.delay - 0.01, W, H)).toBeNull();
    const start = fallingLeafAt(leaf, leaf.delay, W, H)!;
    expect(start.y).toBeLessThan(0);
    expect(start.opacity).toBe(0);
    const middle = fallingLeafAt(leaf, leaf.delay + leaf.duration / 2, W, H)!;
    expect(middle.y).toBeCloseTo(H / 2, 0);
    expect(middle.opacity).toBe(FALLING_OPACITY);
    const end = fallingLeafAt(leaf, leaf.delay + leaf.duration * 0.999, W, H)!;
    expect(end.y).toBeGreaterThan(H);
    expect(end.opacity).toBeLessThan(0.01);
    // Then it falls again from the top.
    expect(fallingLeafAt(leaf, leaf.delay + leaf.duration * 1.5, W, H)!.y).toBeCloseTo(middle.y, 5);
  });

  it('when a leaf falls, then it sways from side to side and turns', () => {
    const leaf = LEAVES[5]!;
    const poses = Array.from({ length: 50 }, (_, k) => fallingLeafAt(leaf, leaf.delay + (leaf.duration * k) / 50, W, H)!);
    // Sideways, less the steady drift: the swing.
    const swing = poses.map((p, k) => p.x - leaf.left * W - (leaf.drift * k) / 50);
    expect(Math.max(...swing) - Math.min(...swing)).toBeGreaterThan(leaf.sway);
    expect(new Set(poses.map((p) => p.angle.toFixed(2))).size).toBeGreaterThan(40);
  });
});

/** A canvas whose 2D context records what is drawn. */
function fakeCanvas() {
  const context = {
    setTransform: vi.fn(),
    clearRect: vi.fn(),
    drawImage: vi.fn(),
    scale: vi.fn(),
    fill: vi.fn(),
    stroke: vi.fn(),
    globalAlpha: 1,
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    lineCap: 'butt',
    lineJoin: 'miter',
  };
  const canvas = { width: 0, height: 0, getContext: () => context };
  return { canvas: canvas as unknown as HTMLCanvasElement, context };
}

const FIRST: LeafSceneState = { width: W, height: H, ratio: 1, colours: ['red', 'green', 'blue', 'orange'], still: false, paused: false };

describe('LeafPainter', () => {
  let now = 0;
  const host = { makeCanvas: () => fakeCanvas().canvas, now: () => now };

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('Path2D', class {});
    now = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The frames drawn while `ms` pass on the page's clock and timers. */
  function pass(ms: number) {
    now += ms;
    vi.advanceTimersByTime(ms);
  }
  /** Where the last frame put each leaf: the transforms after the frame's reset to the identity. */
  const lastFrame = (context: ReturnType<typeof fakeCanvas>['context']) => {
    const calls = context.setTransform.mock.calls.map((args) => args.join());
    const reset = calls.lastIndexOf('1,0,0,1,0,0');
    expect(reset).toBeGreaterThanOrEqual(0);
    return calls.slice(reset + 1);
  };

  it('when running, then it draws the frames of its rate on a canvas of the screen', () => {
    const { canvas, context } = fakeCanvas();
    const painter = new LeafPainter(canvas, host);
    painter.update(FIRST);
    expect([canvas.width, canvas.height]).toEqual([W, H]);
    const before = context.clearRect.mock.calls.length;
    pass(3000);
    expect(context.clearRect.mock.calls.length - before).toBe(3 * LEAF_FRAMES_PER_SECOND);
    painter.stop();
  });

  it('when paused (the page hidden), then it draws nothing, and when it goes on, the leaves go on from where they were', () => {
    const { canvas, context } = fakeCanvas();
    const painter = new LeafPainter(canvas, host);
    painter.update(FIRST);
    pass(12_000); // every leaf past its delay; the last frame shows 12 s of fall
    const stopped = lastFrame(context);
    expect(stopped.length).toBeGreaterThan(10);
    painter.update({ paused: true });
    const frames = context.clearRect.mock.calls.length;
    pass(60_000);
    expect(context.clearRect.mock.calls.length).toBe(frames);

    painter.update({ paused: false });
    expect(context.clearRect.mock.calls.length).toBe(frames + 1);
    // The same moment of the fall as when it stopped, not a minute further on.
    expect(lastFrame(context)).toEqual(stopped);
    pass(1000);
    expect(lastFrame(context)).not.toEqual(stopped);
    painter.stop();
  });

  it('when still (reduced motion), then it draws the resting leaves once and no frames after', () => {
    const { canvas, context } = fakeCanvas();
    const painter = new LeafPainter(canvas, host);
    painter.update({ ...FIRST, still: true });
    expect(context.drawImage).toHaveBeenCalledTimes(LEAF_COUNT);
    expect(context.globalAlpha).toBe(STILL_OPACITY);
    const frames = context.clearRect.mock.calls.length;
    pass(10_000);
    expect(context.clearRect.mock.calls.length).toBe(frames);
    painter.stop();
  });
});
