import { existsSync, readdirSync } from 'node:fs';
import type request from 'supertest';
import { expect } from 'vitest';
import { keysetCursor, type Keyset, type Page } from '../src/shared/http/pagination';
import type { TestContext } from './test-app';

const SECRET_FIELD = /pass|hash|token|secret/i;

/** No key anywhere in an answer looks like a password, hash, token or secret. */
export function expectNoSecrets(body: unknown) {
  const walk = (v: unknown): void => {
    if (v && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        expect(k).not.toMatch(SECRET_FIELD);
        walk(child);
      }
    }
  };
  walk(body);
}

/** The ids of the trophies a user has earned, sorted. */
export async function trophiesOf(ctx: TestContext, userId: string): Promise<string[]> {
  const { rows } = await ctx.deps.db.query<{ trophy_id: string }>(
    'SELECT trophy_id FROM user_trophies WHERE user_id = $1 ORDER BY trophy_id',
    [userId],
  );
  return rows.map((r) => r.trophy_id);
}

/** The stored photo files, sorted; none before the first upload makes the folder. */
export function uploadedFiles(ctx: TestContext): string[] {
  return existsSync(ctx.config.uploadDir) ? readdirSync(ctx.config.uploadDir).sort() : [];
}

/** The value of the cookie `name` a cookie-keeping agent holds. */
async function heldCookie(agent: request.Agent, name: string): Promise<string> {
  const res = await agent.get('/api/health');
  const sent = String((res as unknown as { req: { getHeader(name: string): unknown } }).req.getHeader('cookie') ?? '');
  const pair = sent.split(/;\s*/).find((c) => c.startsWith(`${name}=`));
  expect(pair).toBeDefined();
  return pair!.slice(name.length + 1);
}

/** The device cookie value a cookie-keeping agent holds. */
export const deviceCookieOf = (agent: request.Agent) => heldCookie(agent, 'did');

/** The session cookie value a cookie-keeping agent holds. */
export const sessionCookieOf = (agent: request.Agent) => heldCookie(agent, 'sid');

/**
 * Every page of a stored read and of its oracle, each walked by its own cursors: they must agree page by page on what
 * `shown` picks of the items, and on the next cursor. Returns how many items the stored read showed.
 */
export async function expectSamePages<T>(
  stored: (before: Keyset | null) => Promise<Page<T>>,
  oracle: (before: Keyset | null) => Promise<Page<T>>,
  shown: (items: T[]) => unknown,
): Promise<number> {
  let before: string | null = null;
  let seen = 0;
  for (let page = 0; page < 100; page += 1) {
    const key: Keyset | null = before === null ? null : keysetCursor.decode(before);
    const read: Page<T> = await stored(key);
    const expected = await oracle(key);
    expect(shown(read.items)).toEqual(shown(expected.items));
    expect(read.next).toEqual(expected.next);
    seen += read.items.length;
    if (!read.next) return seen;
    before = read.next;
  }
  throw new Error('the pages did not end');
}
