import { afterEach, describe, expect, it, vi } from 'vitest';
import { runPeriodically } from './periodic';

afterEach(() => {
  vi.useRealTimers();
});

describe('runPeriodically', () => {
  it('when a pass outlasts several intervals, then no pass is queued behind it and the next tick starts a new one', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => undefined;
    const pass = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const job = runPeriodically(pass, 100);
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(350);
    expect(pass).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(100);
    expect(pass).toHaveBeenCalledTimes(2);
    finish();
    await job.stop();
  });

  it('when stopped, then it waits for the pass in progress, tells it to stop and starts no other', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => undefined;
    let sawStop = false;
    const pass = vi.fn(
      (stopped: () => boolean) =>
        new Promise<void>((resolve) => {
          finish = () => {
            sawStop = stopped();
            resolve();
          };
        }),
    );
    const job = runPeriodically(pass, 100);
    const stopping = job.stop();
    finish();
    await stopping;
    expect(sawStop).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    expect(pass).toHaveBeenCalledTimes(1);
  });
});
