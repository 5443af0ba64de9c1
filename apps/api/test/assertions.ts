import { existsSync, readdirSync } from 'node:fs';
import type request from 'supertest';
import { expect } from 'vitest';
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
