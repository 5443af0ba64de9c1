import { describe, expect, it, vi } from 'vitest';
import { englishList, formatList } from './format';

describe('formatList', () => {
  const lists = [[], ['21 done'], ['21 done', '2 frozen'], ['ben', 'cleo', 'dan'], ['1 done', '2 frozen', '3 on a break', '4 missed']];

  it.each(['conjunction', 'unit'] as const)('when English lists %s items, then it writes what Intl writes for en-US, without Intl', (type) => {
    const intl = new Intl.ListFormat('en-US', { style: type === 'unit' ? 'short' : 'long', type });
    const made = vi.spyOn(Intl, 'ListFormat');
    for (const items of lists) expect(englishList(items, type)).toBe(intl.format(items));
    for (const items of lists) expect(formatList(items, 'en', type)).toBe(intl.format(items));
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });

  it('when another language lists, then it writes that language’s words', () => {
    expect(formatList(['ben', 'cleo', 'dan'], 'de')).toBe('ben, cleo und dan');
    expect(formatList(['ben', 'cleo'], 'es')).toBe('ben y cleo');
  });
});
