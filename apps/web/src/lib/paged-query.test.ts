import { describe, expect, it } from 'vitest';
import { withoutItem, type PagedData } from './paged-query';

const data = (total: number | null | undefined): PagedData<{ id: string }> => ({
  pages: [
    { items: [{ id: 'a' }, { id: 'b' }], nextCursor: 'c1', total },
    { items: [{ id: 'c' }], nextCursor: null, total: null },
  ],
  pageParams: [undefined, 'c1'],
});

describe('withoutItem', () => {
  it('when the item is loaded, then it leaves its page and the first page count drops by one', () => {
    expect(withoutItem(data(5), 'c')?.pages.map((p) => [p.items.map((i) => i.id), p.total])).toEqual([
      [['a', 'b'], 4],
      [[], null],
    ]);
  });

  it('when the item is not loaded, then the pages and the count stay as they were', () => {
    expect(withoutItem(data(5), 'z')).toEqual(data(5));
  });

  it('when the list carries no count, then none appears', () => {
    expect(withoutItem(data(undefined), 'a')?.pages[0]).toEqual({ items: [{ id: 'b' }], nextCursor: 'c1', total: undefined });
  });

  it('when nothing is cached, then nothing is made', () => {
    expect(withoutItem(undefined, 'a')).toBeUndefined();
  });
});
