/**
 * Confetti over the whole screen, skipped under prefers-reduced-motion. The library loads only when
 * needed and draws on its own canvas without a worker (the CSP allows no blob: workers).
 */
export async function celebrate(): Promise<void> {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const { default: confetti } = await import('canvas-confetti');
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  canvas.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;pointer-events:none;z-index:60';
  document.body.appendChild(canvas);
  const fire = confetti.create(canvas, { resize: true, useWorker: false });
  try {
    await fire({ particleCount: 140, spread: 90, startVelocity: 45, origin: { y: 0.75 } });
  } finally {
    fire.reset();
    canvas.remove();
  }
}
