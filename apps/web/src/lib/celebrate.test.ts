import { afterEach, describe, expect, it, vi } from 'vitest';
import { celebrate } from './celebrate';

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

describe('celebrate', () => {
  it('when the user prefers reduced motion, then no confetti canvas is added', async () => {
    window.matchMedia = vi.fn().mockImplementation((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }));
    // The canvas is removed when the confetti ends either way, so watch whether one is ever added.
    const append = vi.spyOn(document.body, 'appendChild');
    await celebrate();
    expect(window.matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    expect(append).not.toHaveBeenCalled();
    append.mockRestore();
  });
});
