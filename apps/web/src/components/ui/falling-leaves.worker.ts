import { LeafPainter, type LeafMessage } from './leaf-scene';

// The falling leaves, drawn off the page's main thread on the canvas it hands over (falling-leaves.tsx).
let painter: LeafPainter | null = null;

self.onmessage = (event: MessageEvent<LeafMessage>) => {
  const { canvas, ...change } = event.data;
  if (canvas) painter = new LeafPainter(canvas, { makeCanvas: (width, height) => new OffscreenCanvas(width, height), now: () => performance.now() });
  painter?.update(change);
};
