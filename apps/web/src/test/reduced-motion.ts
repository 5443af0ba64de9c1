import { vi } from 'vitest';

/** The person asked for less motion: no confetti (jsdom draws no canvas) and no animations that wait for it. */
export function askForLessMotion(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
