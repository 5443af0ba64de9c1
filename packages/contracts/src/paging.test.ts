import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { INVALID_CURSOR, PageQuery, type RouteDef } from './common';
import { CURSOR_MAX, PAGE_SIZES } from './constants';
import { routes } from './index';

const paged = Object.entries(routes as Record<string, RouteDef>).filter(([, route]) => route.page);
const sizeOf = (name: string) => PAGE_SIZES[name as keyof typeof PAGE_SIZES];
const issues = (query: z.ZodType, value: unknown) => query.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('PAGE_SIZES', () => {
  it('when the route table is walked, then every paged route has its sizes, and nothing else has any', () => {
    expect(paged.map(([name]) => name).sort()).toEqual(Object.keys(PAGE_SIZES).sort());
  });

  it.each(paged)("when %s is asked without a limit, or with one within its sizes, then its own figures hold", (name, route) => {
    const { default: fallback, max } = sizeOf(name);
    expect(route.query!.parse({})).toMatchObject({ limit: fallback });
    expect(route.query!.parse({ limit: String(max) })).toMatchObject({ limit: max });
    expect(route.query!.safeParse({ limit: max + 1 }).success).toBe(false);
    expect(route.query!.safeParse({ limit: 0 }).success).toBe(false);
  });
});

describe('PageQuery', () => {
  const query = PageQuery({ default: 3, max: 5 });

  it('when no cursor is sent, then `before` is absent; one sent is passed on as text for the API to read', () => {
    expect(query.parse({})).toEqual({ limit: 3 });
    expect(query.parse({ before: 'abc', limit: '5' })).toEqual({ before: 'abc', limit: 5 });
  });

  it.each([
    ['an empty cursor', ''],
    ['a cursor one past the longest taken', 'a'.repeat(CURSOR_MAX + 1)],
    ['a megabyte cursor', 'a'.repeat(1 << 20)],
  ])('when it gets %s, then it is refused as an invalid page cursor', (_case, before) => {
    expect(issues(query, { before })).toEqual([INVALID_CURSOR]);
  });

  it('when a list takes another cursor (a day), then that schema checks it instead', () => {
    const days = routes.getMoodLogs.query;
    expect(days.parse({ before: '2026-03-01' })).toMatchObject({ before: '2026-03-01' });
    expect(days.safeParse({ before: 'yesterday' }).success).toBe(false);
  });
});
