/** A background pass on a schedule; `stop` ends it after the pass in progress. */
export interface Periodic {
  stop(): Promise<void>;
}

/**
 * Runs `pass` now and then every `everyMs`, never two at once in this process: a pass that outlasts the interval
 * is not queued behind again, the running one does what there is. The timer does not keep the process alive.
 * `pass` handles its own errors (each logs what failed) and may check `stopped()` to end early.
 */
export function runPeriodically(pass: (stopped: () => boolean) => Promise<void>, everyMs: number): Periodic {
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  let stopped = false;
  const isStopped = () => stopped;
  const tick = () => {
    if (stopped || busy) return;
    busy = true;
    running = pass(isStopped).finally(() => {
      busy = false;
    });
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
