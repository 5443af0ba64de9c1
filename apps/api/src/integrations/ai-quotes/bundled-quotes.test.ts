import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/clock';
import { BUNDLED_QUOTES, bundledQuote, formatQuote } from './bundled-quotes';

const USER = '6f1c2a4e-8a53-4a55-9a8e-2d4f0c7b9e11';
const OTHER = '0b7d9d2c-3e0f-4c5b-8f6e-91a2b3c4d5e6';

describe('BUNDLED_QUOTES', () => {
  it('holds at least 60 distinct, attributed quotes short enough for the quote box', () => {
    expect(BUNDLED_QUOTES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(BUNDLED_QUOTES.map((q) => q.text)).size).toBe(BUNDLED_QUOTES.length);
    for (const q of BUNDLED_QUOTES) {
      expect(q.author.trim()).not.toBe('');
      expect(formatQuote(q).length).toBeLessThanOrEqual(200);
    }
  });
});

describe('bundledQuote', () => {
  it('gives the same quote for one user and day', () => {
    expect(bundledQuote(USER, '2026-03-10')).toBe(bundledQuote(USER, '2026-03-10'));
  });

  it('never repeats on two days in a row, across a year', () => {
    let day = '2026-01-01';
    for (let i = 0; i < 400; i++) {
      const next = addDays(day, 1);
      expect(bundledQuote(USER, next)).not.toBe(bundledQuote(USER, day));
      day = next;
    }
  });

  it('shows every quote once before any comes back', () => {
    const seen = new Set<string>();
    for (let i = 0; i < BUNDLED_QUOTES.length; i++) seen.add(bundledQuote(USER, addDays('2026-05-01', i)));
    expect(seen.size).toBe(BUNDLED_QUOTES.length);
  });

  it('starts users at different places in the list', () => {
    expect(bundledQuote(OTHER, '2026-03-10')).not.toBe(bundledQuote(USER, '2026-03-10'));
  });

  it('reads as the text, a dash and the author', () => {
    expect(bundledQuote(USER, '2026-03-10')).toMatch(/^.+\S — \S.+$/);
  });
});
