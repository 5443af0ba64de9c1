import { afterEach, describe, expect, it, vi } from 'vitest';
import { intlTag, readyIntl, readyIntlSoon } from './intl-ready';

afterEach(() => vi.restoreAllMocks());

describe('readyIntl', () => {
  it("makes a number, a date and a plural formatter in the locale's Intl tag, the pseudo-locale's being English", () => {
    const made: string[] = [];
    const note = (kind: string) =>
      function (this: { resolvedOptions(): { locale: string } }) {
        made.push(`${kind} ${this.resolvedOptions().locale}`);
        return '';
      };
    vi.spyOn(Intl.NumberFormat.prototype as { format: unknown }, 'format', 'get').mockReturnValue(note('number') as never);
    vi.spyOn(Intl.DateTimeFormat.prototype as { format: unknown }, 'format', 'get').mockReturnValue(note('date') as never);
    vi.spyOn(Intl.PluralRules.prototype, 'select').mockImplementation(note('plural') as never);
    readyIntl('ar');
    readyIntl('pseudo');
    expect(made).toEqual(['number ar', 'date ar', 'plural ar', 'number en-US', 'date en-US', expect.stringMatching(/^plural en/)]);
    expect(intlTag('es')).toBe('es');
  });

  it('runs as a later task, and a browser whose Intl throws loses nothing', () => {
    const tasks: (() => void)[] = [];
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(() => {
      throw new RangeError('Incorrect locale information provided');
    });
    readyIntlSoon('de', (run) => tasks.push(run));
    expect(tasks).toHaveLength(1);
    expect(() => tasks[0]!()).not.toThrow();
  });
});
