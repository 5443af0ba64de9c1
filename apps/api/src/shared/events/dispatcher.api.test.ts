import { beforeAll, describe, expect, it } from 'vitest';
import { atFileEnd } from '../../../test/file-end';
import { bossSchemaOf } from '../../../test/job-queue';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { atOf } from '../clock';
import type { Db } from '../db/db';
import { createPostgresDb } from '../db/postgres';
import { deleteExpiredRows } from '../expired-rows';
import { expiredEvents } from './events';
import { eventHandlers, startEventDispatcher, EVENTS_QUEUE, type EventDispatcher, type EventHandlers } from './dispatcher';
import { EVENTS_KEPT_DAYS, recordEvent, type DomainEvent, type RecordedEvent } from './events';

/*
 * The kernel's domain events (docs/decisions/070-domain-events.md) with handlers of this file's own: recorded in a
 * transaction, handled after it commits by every handler registered for the type, tried again with a growing wait
 * when a handler throws, kept a bounded time, and handled once across two instances (PostgreSQL).
 */

type TestEvent = DomainEvent<'test.happened', { n: number; who: string }> | DomainEvent<'test.unheard', { n: number }>;

let ctx: TestContext;
let schema: string;
let dispatcher: EventDispatcher;
/** Every run of a handler: which, with which event, when. */
const runs: { handler: string; event: RecordedEvent; at: number }[] = [];
/** How many more runs of `flaky` throw for an event's `n`. */
const failures = new Map<number, number>();

function handlersOf(): EventHandlers<TestEvent> {
  const record = (handler: string) => async (event: RecordedEvent) => {
    runs.push({ handler, event, at: Date.now() });
  };
  return eventHandlers<TestEvent>()
    .on('test.happened', 'test.first', record('test.first'))
    .on('test.happened', 'test.second', record('test.second'))
    .on('test.happened', 'test.flaky', async (event) => {
      const left = failures.get(event.payload.n) ?? 0;
      if (left > 0) {
        failures.set(event.payload.n, left - 1);
        runs.push({ handler: 'test.flaky (threw)', event, at: Date.now() });
        throw new Error(`flaky ${event.payload.n}`);
      }
      runs.push({ handler: 'test.flaky', event, at: Date.now() });
    });
}

/** A dispatcher on `db` with this file's handlers, stopped by the test or else at the file's end. */
async function start(db: Db, options: { retries?: number; relayEveryMs?: number | null } = {}): Promise<EventDispatcher> {
  const started = await startEventDispatcher({ ...ctx.deps, db }, handlersOf(), {
    schema,
    pollingIntervalSeconds: 0.5,
    retryDelaySeconds: 1,
    relayEveryMs: null,
    ...options,
  });
  let stopped: Promise<void> | undefined;
  const stop = () => (stopped ??= started.stop());
  atFileEnd(stop);
  return { ...started, stop };
}

beforeAll(async () => {
  ctx = await createTestContext();
  schema = await bossSchemaOf(ctx.deps.db);
  // Its relay runs only when a test drains, so each test decides which dispatcher queues its events.
  dispatcher = await start(ctx.deps.db);
});

let counter = 0;
/** Records a test.happened in its own transaction, committed unless `rollBack`. */
async function happen(options: { rollBack?: boolean; db?: Db } = {}): Promise<number> {
  const n = (counter += 1);
  const write = (options.db ?? ctx.deps.db).transaction(async (tx) => {
    await recordEvent<TestEvent>(tx, { type: 'test.happened', payload: { n, who: `user ${n}` } }, atOf(ctx.clock));
    if (options.rollBack) throw new Error('rolled back');
  });
  await (options.rollBack ? expect(write).rejects.toThrow('rolled back') : write);
  return n;
}

const runsOf = (n: number) => runs.filter((r) => r.event.payload.n === n);

describe('recordEvent and the dispatcher', () => {
  it('when an event is recorded in a transaction that commits, then each handler of its type runs once with it', async () => {
    const n = await happen();
    await dispatcher.drain();
    expect(runsOf(n).map((r) => r.handler).sort()).toEqual(['test.first', 'test.flaky', 'test.second']);
    for (const { event } of runsOf(n)) {
      expect(event).toEqual({
        id: expect.stringMatching(/^\d+$/),
        type: 'test.happened',
        payload: { n, who: `user ${n}` },
        occurredAt: ctx.clock.now().toISOString(),
      });
    }
    expect(new Set(runsOf(n).map((r) => r.event.id)).size).toBe(1);
  });

  it('when the transaction that records an event rolls back, then no handler ever runs for it', async () => {
    const n = await happen({ rollBack: true });
    const after = await happen();
    await dispatcher.drain();
    expect(runsOf(after)).toHaveLength(3);
    expect(runsOf(n)).toEqual([]);
  });

  it('when nothing drains, then the relay and the worker of an instance handle an event on their own', async () => {
    const running = await start(ctx.deps.db, { relayEveryMs: 100 });
    const n = await happen();
    await expect.poll(() => runsOf(n).length, { timeout: 30_000, interval: 50 }).toBe(3);
    await running.stop();
  });

  it('when a handler throws, then its job alone is tried again, each wait longer than the one before, until it succeeds', async () => {
    const n = (counter += 1);
    failures.set(n, 2);
    await ctx.deps.db.transaction((tx) => recordEvent<TestEvent>(tx, { type: 'test.happened', payload: { n, who: 'flaky' } }, atOf(ctx.clock)));
    await dispatcher.drain();
    const flaky = runsOf(n).filter((r) => r.handler.startsWith('test.flaky'));
    expect(flaky.map((r) => r.handler)).toEqual(['test.flaky (threw)', 'test.flaky (threw)', 'test.flaky']);
    // pg-boss's backoff: the first retry 1 to 2 s after the failure (the delay the tests set), the second 2 to 4 s.
    expect(flaky[1]!.at - flaky[0]!.at).toBeGreaterThanOrEqual(900);
    expect(flaky[2]!.at - flaky[1]!.at).toBeGreaterThanOrEqual(1_900);
    // The others of the event ran once, whatever the flaky one did.
    expect(runsOf(n).filter((r) => !r.handler.startsWith('test.flaky')).map((r) => r.handler).sort()).toEqual(['test.first', 'test.second']);
  }, 60_000);

  it('when a handler still throws at its last try, then its job ends failed and draining no longer waits for it', async () => {
    const n = (counter += 1);
    failures.set(n, 100);
    await ctx.deps.db.transaction((tx) => recordEvent<TestEvent>(tx, { type: 'test.happened', payload: { n, who: 'hopeless' } }, atOf(ctx.clock)));
    // Jobs carry their tries: those this dispatcher queues get one retry, whichever instance works them.
    const stingy = await start(ctx.deps.db, { retries: 1 });
    await stingy.drain();
    expect(runsOf(n).filter((r) => r.handler.startsWith('test.flaky')).map((r) => r.handler)).toEqual(['test.flaky (threw)', 'test.flaky (threw)']);
    const { rows } = await ctx.deps.db.query<{ state: string }>(
      `SELECT state FROM ${schema}.job WHERE name = $1 AND data->>'handler' = 'test.flaky' AND (data->'event'->'payload'->>'n')::int = $2`,
      [EVENTS_QUEUE, n],
    );
    expect(rows.map((r) => r.state)).toEqual(['failed']);
    await stingy.stop();
  }, 60_000);

  it('when no handler is registered for a type, then the event is marked queued and no job is made for it', async () => {
    await ctx.deps.db.transaction((tx) => recordEvent<TestEvent>(tx, { type: 'test.unheard', payload: { n: 0 } }, atOf(ctx.clock)));
    await dispatcher.drain();
    const { rows } = await ctx.deps.db.query<{ queued: boolean }>(`SELECT queued_at IS NOT NULL AS queued FROM domain_events WHERE type = 'test.unheard'`);
    expect(rows).toEqual([{ queued: true }]);
    const jobs = await ctx.deps.db.query(`SELECT 1 FROM ${schema}.job WHERE data->'event'->>'type' = 'test.unheard'`);
    expect(jobs.rows).toEqual([]);
  });

  it(`when an event is older than ${EVENTS_KEPT_DAYS} days, then the cleanup deletes it; a newer one stays`, async () => {
    const old = await happen();
    ctx.clock.advanceDays(EVENTS_KEPT_DAYS - 1);
    const recent = await happen();
    await dispatcher.drain();
    ctx.clock.advanceDays(1.5);
    const deleted = await deleteExpiredRows(ctx.deps.db, atOf(ctx.clock), [expiredEvents]);
    expect(deleted.events).toBeGreaterThanOrEqual(1);
    const { rows } = await ctx.deps.db.query<{ n: number }>(`SELECT (payload->>'n')::int AS n FROM domain_events WHERE type = 'test.happened'`);
    expect(rows.map((r) => r.n)).toContain(recent);
    expect(rows.map((r) => r.n)).not.toContain(old);
  });

  it('when a handler name is registered twice, then the registration throws', () => {
    const handlers = eventHandlers<TestEvent>().on('test.happened', 'test.twice', async () => {});
    expect(() => handlers.on('test.unheard', 'test.twice', async () => {})).toThrow('already registered as test.twice');
  });

  it.runIf(process.env.DATABASE_URL)('when two instances record and relay events at the same time, then every handler runs once per event', async () => {
    const secondDb = createPostgresDb({ connectionString: process.env.DATABASE_URL!, searchPath: `${schema},public`, max: 5 });
    atFileEnd(() => secondDb.close());
    const [running, second] = [await start(ctx.deps.db, { relayEveryMs: 50 }), await start(secondDb, { relayEveryMs: 50 })];
    const ns = await Promise.all(Array.from({ length: 40 }, (_, i) => happen({ db: i % 2 ? secondDb : ctx.deps.db })));
    await Promise.all([running.drain(), second.drain()]);
    for (const n of ns) expect(runsOf(n).map((r) => r.handler).sort()).toEqual(['test.first', 'test.flaky', 'test.second']);
    await Promise.all([running.stop(), second.stop()]);
  }, 120_000);
});
