import { vi } from 'vitest';

/** jsdom lays nothing out and has no ResizeObserver: one that never reports, for what observes a size (the trophy sheet). */
export function observeNoResizes(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
