import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pino } from 'pino';
import request from 'supertest';
import { inject } from 'vitest';
import { createApp } from '../src/app';
import { DEFAULT_PUSH_SERVICE_HOSTS, loadConfig, type Config } from '../src/config';
import type { Deps } from '../src/deps';
import { appEventHandlers } from '../src/event-handlers';
import { startEventDispatcher, type EventDispatcher } from '../src/shared/events/dispatcher';
import { FakeClock } from '../src/shared/clock';
import { createSessionStore, SESSION_CHANGES_CHANNEL } from '../src/features/auth/sessions';
import { createChallengePageCache } from '../src/features/challenges/global-page-cache';
import { createParticipantPageCache } from '../src/features/challenges/participant-page-cache';
import { createHistoryCopies } from '../src/features/streaks/kept-history';
import { createNotificationPages } from '../src/features/notifications/kept-page';
import { createDiskStorage } from '../src/integrations/storage/disk-storage';
import { createPaymentProvider } from '../src/integrations/payments/payments';
import { createQuoteWriter } from '../src/integrations/ai-quotes/ai-quotes';
import { createPushSender } from '../src/integrations/push/push';
import { createChangeFeed } from '../src/shared/db/change-feed';
import type { Db } from '../src/shared/db/db';
import { atFileEnd } from './file-end';
import { bossSchemaOf } from './job-queue';
import { createTestDb } from './test-db';

export interface TestContext {
  app: ReturnType<typeof createApp>;
  deps: Deps;
  clock: FakeClock;
  config: Config;
  /**
   * The app's domain events (docs/decisions/070-domain-events.md): `drain()` hands every event recorded so far to the
   * app's handlers and waits until they ran and this process heard their changes. Nothing is handled unasked: a test that checks what a handler does
   * (friend activities) drains after the writes it checks.
   */
  events: { drain(): Promise<void> };
}

/**
 * The real app on a fresh database with a fake clock, built once per test file and torn down after it.
 * Rate limits are high unless a test sets them, and bcrypt is cheap: those have their own tests.
 */
export async function createTestContext(
  env: Record<string, string> = {},
  overrides: (deps: Deps) => Partial<Deps> = () => ({}),
): Promise<TestContext> {
  // In the run's folder, which the run removes at its end (test/global-setup.ts).
  const dataDir = mkdtempSync(path.join(inject('testDataRoot'), 'context-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SESSION_SECRET: 'test-secret',
    LOG_LEVEL: 'silent',
    BCRYPT_COST: '4',
    RATE_LIMIT_LOGIN_FAILURES: '1000',
    RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: '1000',
    RATE_LIMIT_SIGNUPS_PER_HOUR: '100000',
    RATE_LIMIT_UPLOADS_PER_30_MIN: '100000',
    RATE_LIMIT_FRIEND_REQUESTS_PER_DAY: '100000',
    RATE_LIMIT_COMMENTS_PER_HOUR: '100000',
    RATE_LIMIT_LIKES_PER_HOUR: '100000',
    RATE_LIMIT_CHALLENGES_PER_DAY: '100000',
    RATE_LIMIT_EXPORTS_PER_DAY: '100000',
    RATE_LIMIT_PUSH_SUBSCRIPTIONS_PER_DAY: '100000',
    RATE_LIMIT_TEST_REMINDERS_PER_HOUR: '100000',
    // The tests' own push service listens on loopback (test/fakes/push-service.ts); production never allows an IP.
    PUSH_SERVICE_HOSTS: `${DEFAULT_PUSH_SERVICE_HOSTS},127.0.0.1`,
    ...env,
  });
  const db = await createTestDb();
  const clock = new FakeClock();
  const base: Deps = {
    config,
    db,
    clock,
    logger: pino({ level: 'silent' }),
    storage: createDiskStorage(config.uploadDir),
    ...keptCopies(db, config.sessionSecret),
    payments: createPaymentProvider(config, db, clock),
    quotes: createQuoteWriter(config),
    push: createPushSender(config),
  };
  const overridden = overrides(base);
  // The feed listens and marks on the database the test chose (one that records, fails or goes deaf), and the stores
  // follow that feed; a test that brings its own stores keeps them.
  const deps = { ...base, ...(overridden.db ? keptCopies(overridden.db, config.sessionSecret) : {}), ...overridden };
  // The suite runs with sessions kept in the process, as the server does (docs/decisions/033-session-cache.md). The
  // challenge pages are not: every list reads the database, so a test's own SQL is seen at once on both engines; they
  // have their own tests (features/challenges/global-page.api.test.ts, participant-page.api.test.ts).
  const sessionChanges = deps.changes.listen([SESSION_CHANGES_CHANNEL]);
  await sessionChanges.firstListening;
  atFileEnd(async () => {
    await sessionChanges.stop();
    await db.drop();
  });
  return { app: createApp(deps), deps, clock, config, events: drainOnAsk(deps) };
}

/** The change feed on `db` and the stores it tells what changed, as deps.ts makes them. */
function keptCopies(db: Db, sessionSecret: string): Pick<Deps, 'changes' | 'sessions' | 'challengePages' | 'participantPages' | 'keptHistory' | 'notificationPages'> {
  const changes = createChangeFeed(db);
  return {
    changes,
    sessions: createSessionStore(sessionSecret, changes),
    challengePages: createChallengePageCache(changes),
    participantPages: createParticipantPageCache(changes),
    keptHistory: createHistoryCopies(changes),
    notificationPages: createNotificationPages(changes),
  };
}

/**
 * The event dispatcher of the app, started at the first drain (pg-boss's tables and workers are for the files that
 * need them) with its relay left to the drains, and stopped with the file.
 */
function drainOnAsk(deps: Deps): TestContext['events'] {
  let started: Promise<EventDispatcher> | undefined;
  return {
    async drain() {
      if (!started) {
        started = bossSchemaOf(deps.db).then((schema) =>
          startEventDispatcher(deps, appEventHandlers(deps), { schema, pollingIntervalSeconds: 0.5, retryDelaySeconds: 1, relayEveryMs: null }),
        );
        const stopping = started;
        atFileEnd(async () => (await stopping).stop());
      }
      await (await started).drain();
      // The handlers' changes are heard before the test reads on: what this process keeps is told of them (decision 074).
      await deps.changes.caughtUp();
    },
  };
}

let counter = 0;
/** A unique, valid username for a test. */
export function uniqueName(prefix = 'user'): string {
  counter += 1;
  return `${prefix}_${process.pid % 1000}_${counter}`.slice(0, 30);
}

export const PASSWORD = 'correct horse battery';

/** Signs a new user up and returns a cookie-keeping agent acting as them. */
export async function signUp(ctx: TestContext, username = uniqueName()) {
  const agent = request.agent(ctx.app);
  const res = await agent.post('/api/auth/signup').send({ username, password: PASSWORD }).expect(201);
  return { agent, user: res.body as { id: string; username: string }, username };
}

export type SignedUp = Awaited<ReturnType<typeof signUp>>;
export type Agent = SignedUp['agent'];

/** A friendship straight in the table, for tests whose subject is not the friend flow (it has its own). */
export async function makeFriends(ctx: TestContext, a: string, b: string, status: 'accepted' | 'pending' = 'accepted'): Promise<void> {
  await ctx.deps.db.query('INSERT INTO friendships (requester_id, addressee_id, status) VALUES ($1, $2, $3)', [a, b, status]);
}

/** A new user who is already `person`'s friend (makeFriends), for tests that need one more friend to act. */
export async function signUpFriendOf(ctx: TestContext, person: SignedUp): Promise<SignedUp> {
  const friend = await signUp(ctx);
  await makeFriends(ctx, person.user.id, friend.user.id);
  return friend;
}

/**
 * The app on a real port, for tests that write raw HTTP on a socket (aborted or malformed bodies), and the
 * session cookie of a new signed-in user to send with it. `close()` stops the server.
 */
export async function listenSignedIn(ctx: TestContext) {
  const me = await signUp(ctx);
  const login = await request(ctx.app).post('/api/auth/login').send({ username: me.username, password: PASSWORD }).expect(200);
  const cookie = (login.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
  const server = http.createServer(ctx.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { server, port, cookie, userId: me.user.id, close };
}

export type Listening = Awaited<ReturnType<typeof listenSignedIn>>;
