import { memo, useEffect, useRef } from 'react';
import { LEAF_COLOUR_COUNT, LeafPainter, type LeafMessage, type LeafSceneState } from './leaf-scene';

// Drawn leaves rather than emoji, so they look the same on every device whatever its emoji font. The canvas reads
// each colour from one of these (so a theme or dark mode recolours the leaves), in the order of LeafSpec.colour.
const LEAF_COLOURS = ['text-primary/40', 'text-accent/40', 'text-emerald-500/30', 'text-orange-400/35'];
if (LEAF_COLOURS.length !== LEAF_COLOUR_COUNT) throw new Error('one colour per leaf colour');

/** Canvas pixels per CSS pixel: sharp on a phone without drawing nine pixels for each of a 3x screen's. */
const MAX_RATIO = 2;

/** What the page is drawing on: a worker holding the canvas, or a painter on the page. */
interface Scene {
  send(change: Partial<LeafSceneState>): void;
  end(): void;
}

/**
 * A worker draws where the browser lets a page hand its canvas over; elsewhere the page draws. Without a 2D canvas
 * at all (jsdom) there is no scene.
 */
function openScene(canvas: HTMLCanvasElement, first: LeafSceneState): Scene | null {
  if (typeof Worker !== 'undefined' && typeof canvas.transferControlToOffscreen === 'function') {
    const offscreen = canvas.transferControlToOffscreen();
    const worker = new Worker(new URL('./falling-leaves.worker.ts', import.meta.url), { type: 'module', name: 'falling-leaves' });
    const post = (message: LeafMessage, transfer: Transferable[] = []) => worker.postMessage(message, transfer);
    post({ canvas: offscreen, ...first }, [offscreen]);
    return { send: (change) => post(change), end: () => worker.terminate() };
  }
  if (typeof CanvasRenderingContext2D === 'undefined') return null;
  const painter = new LeafPainter(canvas, {
    makeCanvas: (width, height) => Object.assign(document.createElement('canvas'), { width, height }),
    now: () => performance.now(),
  });
  painter.update(first);
  return { send: (change) => painter.update(change), end: () => painter.stop() };
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)');
const darkScheme = () => window.matchMedia('(prefers-color-scheme: dark)');

function screenSize(): Pick<LeafSceneState, 'width' | 'height' | 'ratio'> {
  return { width: window.innerWidth, height: window.innerHeight, ratio: Math.min(window.devicePixelRatio || 1, MAX_RATIO) };
}

/**
 * Starts the leaves on a new canvas in the layer, with the colours of the swatches, and keeps them told of what the
 * page does: hidden (they stop), resized, recoloured (a theme, dark mode), reduced motion switched. Returns the
 * stop, which removes the canvas: a canvas handed to a worker cannot be handed again, so each start has its own.
 */
function startLeaves(layer: HTMLElement, swatches: HTMLElement): () => void {
  const canvas = document.createElement('canvas');
  canvas.className = 'block h-full w-full';
  layer.append(canvas);
  const colours = () => [...swatches.children].map((swatch) => getComputedStyle(swatch).color);
  let shown = colours();
  const scene = openScene(canvas, {
    ...screenSize(),
    colours: shown,
    still: reducedMotion().matches,
    paused: document.visibilityState === 'hidden',
  });
  if (!scene) return () => canvas.remove();

  const onVisibility = () => scene.send({ paused: document.visibilityState === 'hidden' });
  const onResize = () => scene.send(screenSize());
  const onMotion = () => scene.send({ still: reducedMotion().matches });
  const onColours = () => {
    const now = colours();
    if (now.join() === shown.join()) return;
    shown = now;
    scene.send({ colours: now });
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('resize', onResize);
  const motion = reducedMotion();
  const scheme = darkScheme();
  motion.addEventListener?.('change', onMotion);
  scheme.addEventListener?.('change', onColours);
  // A theme is painted as variables on <html> (features/themes/theme-colors.ts).
  const themes = new MutationObserver(onColours);
  themes.observe(document.documentElement, { attributes: true });
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('resize', onResize);
    motion.removeEventListener?.('change', onMotion);
    scheme.removeEventListener?.('change', onColours);
    themes.disconnect();
    scene.end();
    canvas.remove();
  };
}

/**
 * The decorative background of 20 falling leaves, behind everything and never in the way of a press; still under
 * prefers-reduced-motion, and stopped while the page is hidden. One canvas, drawn a few times a second off the
 * main thread: decision record 068.
 */
export const FallingLeaves = memo(function FallingLeaves() {
  const layer = useRef<HTMLDivElement>(null);
  const swatches = useRef<HTMLDivElement>(null);
  useEffect(() => startLeaves(layer.current!, swatches.current!), []);
  return (
    <div ref={layer} aria-hidden data-testid="falling-leaves" className="falling-leaves pointer-events-none fixed inset-0 -z-10">
      <div ref={swatches} hidden>
        {LEAF_COLOURS.map((colour) => (
          <span key={colour} className={colour} />
        ))}
      </div>
    </div>
  );
});
