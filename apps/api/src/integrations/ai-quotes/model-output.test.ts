import { describe, expect, it } from 'vitest';
import { MAX_QUOTE_CHARS, tidyModelQuote } from './model-output';

describe('tidyModelQuote', () => {
  it('trims and joins lines into one', () => {
    expect(tidyModelQuote('  Keep going,\n  one day at a time.  \n')).toBe('Keep going, one day at a time.');
  });

  it.each([
    ['"Small steps count."', 'Small steps count.'],
    ['“Small steps count.”', 'Small steps count.'],
    ["'Small steps count.'", 'Small steps count.'],
    ['Quote: "Small steps count."', 'Small steps count.'],
  ])('strips wrapping quotation marks and labels from %s', (reply, expected) => {
    expect(tidyModelQuote(reply)).toBe(expected);
  });

  it('keeps apostrophes inside the quote', () => {
    expect(tidyModelQuote("Don't stop now, you're close.")).toBe("Don't stop now, you're close.");
  });

  it.each([[''], ['   '], ['""'], ['“ ”'], [null], [undefined], ['...']])('rejects an empty reply (%j)', (reply) => {
    expect(tidyModelQuote(reply)).toBeNull();
  });

  it('cuts a long reply at a word and marks the cut', () => {
    const long = 'Every small step you take today builds the road you will walk tomorrow. '.repeat(5);
    const tidy = tidyModelQuote(long)!;
    expect(tidy.length).toBeLessThanOrEqual(MAX_QUOTE_CHARS);
    expect(tidy.endsWith('…')).toBe(true);
    expect(long.startsWith(tidy.slice(0, -1))).toBe(true);
    expect(tidy.slice(0, -1)).not.toMatch(/\s$/);
  });

  it('keeps a reply of exactly the limit whole', () => {
    const exact = 'a'.repeat(MAX_QUOTE_CHARS);
    expect(tidyModelQuote(exact)).toBe(exact);
  });
});
