/**
 * The falling leaves' scene (docs/product.md#the-app, decision record 068): where each of the 20 leaves is at a
 * moment, and a painter that draws them on a 2D canvas a few times a second. The painter runs in a worker
 * (falling-leaves.worker.ts) on the canvas the page hands over, or on the page where a worker cannot draw.
 * This module imports nothing: the worker's bundle is this file.
 */

export const LEAF_COUNT = 20;

/**
 * Frames drawn per second. Where the browser composites on the CPU, each frame costs the same few milliseconds
 * whatever changed in it (the canvas handed over, the screen composited again), so the rate is what the leaves cost:
 * 7 a second is about 4% of a core on a phone-sized page, 60 (the animation this replaced) 27 to 34% (decision
 * record 068). A leaf moves 70 to 110 px a second, 10 to 16 px a frame: a drift, still.
 */
export const LEAF_FRAMES_PER_SECOND = 7;

/** How opaque a leaf is at most while it falls, and while it stays still (reduced motion), over its colour's own alpha. */
export const FALLING_OPACITY = 0.7;
export const STILL_OPACITY = 0.35;

/** The leaf of the icon set's `Leaf` (24 x 24 view box), drawn filled and stroked as the icon is. */
const LEAF_PATHS = ['M11 20A7 7 0 0 1 9.8 6.1C15.5 5 17 4.48 19 2c1 2 2 4.18 2 8 0 5.5-4.78 10-10 10Z', 'M2 21c0-3 1.85-5.36 5.08-6C9.5 14.52 12 13 13 12'];
const VIEW_BOX = 24;
const STROKE_WIDTH = 1.5;

export interface LeafSpec {
  /** Where it falls across the screen, 0 (left edge) to 1. */
  left: number;
  /** Seconds to fall from above the screen to below it: 8 to 13. */
  duration: number;
  /** Seconds before it first falls: up to 10. */
  delay: number;
  /** CSS pixels: 14 to 24. */
  size: number;
  /** Index into the colours the page gives (4). */
  colour: number;
  /** The sway: CSS pixels to each side, swings per fall and where in the swing it starts. */
  sway: number;
  swings: number;
  phase: number;
  /** Turns over one fall (either way), and its sideways drift in CSS pixels. */
  turns: number;
  drift: number;
  /** Where it rests under reduced motion, 0 to 1 down the screen. */
  restTop: number;
}

export const LEAF_COLOUR_COUNT = 4;

/** A fixed pseudo-random sequence: the same leaves on every load and in every test. */
function seeded(i: number, salt: number): number {
  const x = Math.sin(i * 12.9898 + salt * 78.233) * 43758.5453;
  return x - Math.floor(x);
}

export const LEAVES: readonly LeafSpec[] = Array.from({ length: LEAF_COUNT }, (_, i) => ({
  left: Math.round(seeded(i, 1) * 100) / 100,
  duration: 8 + seeded(i, 2) * 5,
  delay: seeded(i, 3) * 10,
  size: 14 + Math.round(seeded(i, 4) * 10),
  colour: i % LEAF_COLOUR_COUNT,
  sway: 8 + seeded(i, 5) * 12,
  swings: 1 + seeded(i, 6),
  phase: seeded(i, 7) * Math.PI * 2,
  turns: (seeded(i, 8) < 0.5 ? -1 : 1) * (0.5 + seeded(i, 9) * 0.75),
  drift: (seeded(i, 10) - 0.3) * 80,
  restTop: ((i * 37) % 90) / 100,
}));

export interface LeafPose {
  /** The leaf's centre, in CSS pixels. */
  x: number;
  y: number;
  /** Radians. */
  angle: number;
  /** 0 to 1, over the colour's own alpha. */
  opacity: number;
}

/**
 * Where a leaf is `t` seconds after the leaves started on a `width` x `height` screen: it fades in above the top,
 * swings from side to side as it falls and turns, and fades out below the bottom; then it falls again. Null before
 * its delay.
 */
export function fallingLeafAt(leaf: LeafSpec, t: number, width: number, height: number): LeafPose | null {
  if (t < leaf.delay) return null;
  const p = ((t - leaf.delay) % leaf.duration) / leaf.duration;
  const swing = Math.sin(p * leaf.swings * 2 * Math.PI + leaf.phase);
  const fade = p < 0.1 ? p / 0.1 : p > 0.9 ? (1 - p) / 0.1 : 1;
  return {
    x: leaf.left * width + leaf.drift * p + leaf.sway * swing,
    y: -leaf.size + p * (height + 2 * leaf.size),
    // A leaf tilts into its swing as well as turning.
    angle: leaf.turns * p * 2 * Math.PI + 0.4 * swing,
    opacity: FALLING_OPACITY * fade,
  };
}

/** Where a leaf rests under reduced motion: a still pattern over the screen. */
export function restingLeafAt(leaf: LeafSpec, width: number, height: number): LeafPose {
  return { x: leaf.left * width, y: leaf.restTop * height + leaf.size / 2, angle: leaf.phase, opacity: STILL_OPACITY };
}

/** What the page tells the painter; each message carries what changed. */
export interface LeafSceneState {
  /** The screen in CSS pixels, and the canvas pixels per CSS pixel. */
  width: number;
  height: number;
  ratio: number;
  /** The four leaf colours (any CSS colour the canvas takes), from the page's theme. */
  colours: string[];
  /** Reduced motion: the leaves stay where they rest. */
  still: boolean;
  /** The page is hidden: no frames until it shows again, and the leaves go on from where they stopped. */
  paused: boolean;
}

/** A message to the worker: the canvas (first message only) and what changed. */
export type LeafMessage = Partial<LeafSceneState> & { canvas?: OffscreenCanvas };

type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;
type Context2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;
type Clock = () => number;

export interface PainterHost {
  /** A blank canvas for a leaf's picture. */
  makeCanvas(width: number, height: number): AnyCanvas;
  /** Milliseconds, for the fall (performance.now). */
  now: Clock;
}

/**
 * Draws the leaves on a canvas: every leaf's picture once per colour and size, then each frame only places the
 * pictures. Nothing runs while paused or still.
 */
export class LeafPainter {
  private readonly context: Context2D | null;
  private state: LeafSceneState = { width: 0, height: 0, ratio: 1, colours: [], still: false, paused: false };
  private pictures: AnyCanvas[] = [];
  private timer: ReturnType<typeof setInterval> | null = null;
  /** Seconds of fall shown so far when the clock last stopped, and the clock's reading when it last started. */
  private shownSeconds = 0;
  private runningSince: number | null = null;

  constructor(
    private readonly canvas: AnyCanvas,
    private readonly host: PainterHost,
  ) {
    this.context = canvas.getContext('2d') as Context2D | null;
  }

  update(change: Partial<LeafSceneState>): void {
    const before = this.state;
    this.state = { ...before, ...change };
    const s = this.state;
    if (s.width !== before.width || s.height !== before.height || s.ratio !== before.ratio) {
      this.canvas.width = Math.round(s.width * s.ratio);
      this.canvas.height = Math.round(s.height * s.ratio);
    }
    if (s.ratio !== before.ratio || s.colours.join() !== before.colours.join()) this.pictures = this.drawPictures();
    const runs = !s.paused && !s.still;
    if (runs && this.timer === null) {
      this.runningSince = this.host.now();
      this.timer = setInterval(() => this.draw(), 1000 / LEAF_FRAMES_PER_SECOND);
    } else if (!runs && this.timer !== null) {
      this.shownSeconds = this.elapsed();
      this.runningSince = null;
      clearInterval(this.timer);
      this.timer = null;
    }
    if (!s.paused) this.draw();
  }

  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  /** Seconds of fall to show now. */
  private elapsed(): number {
    return this.shownSeconds + (this.runningSince === null ? 0 : (this.host.now() - this.runningSince) / 1000);
  }

  private drawPictures(): AnyCanvas[] {
    const { ratio, colours } = this.state;
    if (colours.length === 0) return [];
    const paths = LEAF_PATHS.map((d) => new Path2D(d));
    return LEAVES.map((leaf) => {
      const side = Math.ceil(leaf.size * ratio);
      const picture = this.host.makeCanvas(side, side);
      const g = picture.getContext('2d') as Context2D | null;
      if (!g) return picture;
      g.scale(side / VIEW_BOX, side / VIEW_BOX);
      g.fillStyle = g.strokeStyle = colours[leaf.colour % colours.length]!;
      g.lineWidth = STROKE_WIDTH;
      g.lineCap = g.lineJoin = 'round';
      for (const path of paths) {
        g.fill(path);
        g.stroke(path);
      }
      return picture;
    });
  }

  private draw(): void {
    const g = this.context;
    const { width, height, ratio, still } = this.state;
    if (!g) return;
    g.setTransform(1, 0, 0, 1, 0, 0);
    g.clearRect(0, 0, this.canvas.width, this.canvas.height);
    if (this.pictures.length === 0) return;
    const t = this.elapsed();
    for (const [i, leaf] of LEAVES.entries()) {
      const pose = still ? restingLeafAt(leaf, width, height) : fallingLeafAt(leaf, t, width, height);
      const half = (leaf.size * ratio) / 2;
      if (!pose || pose.opacity <= 0 || pose.y * ratio < -half * 2 || pose.y * ratio > this.canvas.height + half * 2) continue;
      g.globalAlpha = pose.opacity;
      g.setTransform(Math.cos(pose.angle), Math.sin(pose.angle), -Math.sin(pose.angle), Math.cos(pose.angle), pose.x * ratio, pose.y * ratio);
      g.drawImage(this.pictures[i]!, -half, -half, half * 2, half * 2);
    }
  }
}
