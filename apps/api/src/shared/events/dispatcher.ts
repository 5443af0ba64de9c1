import type { Logger } from 'pino';
import PgBoss from 'pg-boss';
import { atOf, type Clock } from '../clock';
import { bossDb } from '../db/boss-db';
import type { Db } from '../db/db';
import { rowCount, sql } from '../db/sql';
import { runPeriodically, type Periodic } from '../periodic';
import type { DomainEvent, EventPayload, RecordedEvent } from './events';

/**
 * Hands recorded events (events.ts) to their handlers on the job queue (pg-boss, on the app's own database; decision
 * 070). Every instance runs it. The relay moves events not yet queued to the queue, one job per handler registered for
 * the type, and marks them queued in the same transaction; rows it takes are locked (SKIP LOCKED), so two instances
 * never queue one twice. Each job is fetched by one worker; a handler that throws is tried again later, with the wait
 * doubled each time (pg-boss's backoff), and a process that dies mid-job leaves it to be tried again once it expires.
 * So a handler runs at least once per event and may run again: it must be idempotent (write with ON CONFLICT, read
 * the state it acts on when it runs), and must not count on events arriving in the order they happened.
 */
export const EVENTS_QUEUE = 'domain-events';

/** How often each instance looks for events to queue; an empty look is one probe of a partial index. */
export const RELAY_EVERY_MS = 500;
/** Events queued per transaction. */
const RELAY_BATCH = 200;
/** Jobs a worker takes per fetch; a full batch makes it fetch again at once. */
const WORK_BATCH = 20;
/** A job's tries after its first, the first after RETRY_DELAY_S seconds and each later one about twice as late. */
const RETRIES = 10;
const RETRY_DELAY_S = 5;
/** A batch of jobs running longer than this is failed and tried again (a handler stuck on a lock or a network call). */
const JOB_EXPIRY_S = 120;

export type EventHandler<E extends DomainEvent> = (event: RecordedEvent<E>) => Promise<void>;

interface Registered {
  name: string;
  type: string;
  handle: EventHandler<DomainEvent>;
}

/** The handlers the composition root registers (src/event-handlers.ts), each under a name unique in the app. */
export interface EventHandlers<E extends DomainEvent> {
  /** `handle` runs for every event of `type`; `name` keys its jobs, so a renamed handler drops the jobs queued for the old name. */
  on<T extends E['type']>(type: T, name: string, handle: EventHandler<Extract<E, { type: T }>>): EventHandlers<E>;
  /** The handlers of a type, in the order registered. */
  of(type: string): readonly Registered[];
  named(name: string): Registered | undefined;
}

export function eventHandlers<E extends DomainEvent>(): EventHandlers<E> {
  const byName = new Map<string, Registered>();
  const table: EventHandlers<E> = {
    on(type, name, handle) {
      if (byName.has(name)) throw new Error(`An event handler is already registered as ${name}.`);
      byName.set(name, { name, type, handle: handle as EventHandler<DomainEvent> });
      return table;
    },
    of: (type) => [...byName.values()].filter((h) => h.type === type),
    named: (name) => byName.get(name),
  };
  return table;
}

/** A job: one event for one handler, the event carried whole so the job needs no lookup. */
interface EventJob {
  handler: string;
  event: { id: string; type: string; payload: EventPayload; occurredAt: string };
}

export interface EventDispatcher {
  /** Queues what is waiting now; the number of events queued. */
  relay(): Promise<number>;
  /**
   * Queues everything recorded so far and waits until no job of any instance is waiting, running or due to be tried
   * again (tests; after a handler's last try fails, its job no longer counts). Rejects after `timeoutMs`.
   */
  drain(timeoutMs?: number): Promise<void>;
  /** Stops the relay and the worker, waits for the jobs in progress, and leaves the database open (the app closes it). */
  stop(): Promise<void>;
}

export interface DispatcherOptions {
  /** Where pg-boss keeps its tables: `pgboss` unless a test gives each database its own. */
  schema?: string;
  /** How often the worker looks for jobs when the relay of its own instance has not woken it. */
  pollingIntervalSeconds?: number;
  /** The first retry's delay (doubled each time); tests shorten it. */
  retryDelaySeconds?: number;
  /** Tries after the first; tests lower it to see a last try fail. */
  retries?: number;
  /** How often the relay runs; null for never on its own (tests queue through drain, so nothing runs unasked). */
  relayEveryMs?: number | null;
}

export async function startEventDispatcher<E extends DomainEvent>(
  deps: { db: Db; clock: Clock; logger: Logger },
  handlers: EventHandlers<E>,
  options: DispatcherOptions = {},
): Promise<EventDispatcher> {
  const { db, clock, logger } = deps;
  const boss = new PgBoss({ db: bossDb(db), schema: options.schema ?? 'pgboss', schedule: false });
  boss.on('error', (err) => logger.error({ err }, 'event queue error'));
  await boss.start();
  // Each job carries its tries and waits: a queue keeps the options it was first created with, and these may change.
  const tries = {
    retryLimit: options.retries ?? RETRIES,
    retryDelay: options.retryDelaySeconds ?? RETRY_DELAY_S,
    retryBackoff: true,
    expireInSeconds: JOB_EXPIRY_S,
  };
  await boss.createQueue(EVENTS_QUEUE, { name: EVENTS_QUEUE, ...tries });

  // Set once boss.work answers; a batch can only finish after that, and the relay runs later still.
  let workerId: string | undefined = undefined;
  const wake = () => workerId && boss.notifyWorker(workerId);

  workerId = await boss.work<EventJob>(
    EVENTS_QUEUE,
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: WORK_BATCH, includeMetadata: true },
    async (jobs) => {
      for (const job of jobs) {
        const { handler: name, event } = job.data;
        const handler = handlers.named(name);
        // A handler removed since its jobs were queued: nothing is left to run them.
        if (!handler) {
          logger.warn({ handler: name, eventId: event.id, type: event.type }, 'event job for a handler no longer registered; dropped');
          continue;
        }
        try {
          await handler.handle(event);
        } catch (err) {
          const last = job.retryCount >= job.retryLimit;
          logger[last ? 'error' : 'warn'](
            { err, handler: name, eventId: event.id, type: event.type, tries: job.retryCount + 1 },
            last ? 'event handler failed for the last time; the event is not handled' : 'event handler failed; it is tried again later',
          );
          // The others of the batch are completed when this callback returns; only this one goes back to the queue.
          await boss.fail(EVENTS_QUEUE, job.id, { error: err instanceof Error ? err.message : String(err) });
        }
      }
      if (jobs.length === WORK_BATCH) wake();
    },
  );

  /** Whether an event waits to be queued, one another instance is queuing right now included. */
  async function waiting(): Promise<boolean> {
    return (await db.query(sql`SELECT 1 FROM domain_events WHERE queued_at IS NULL LIMIT 1`)).rows.length > 0;
  }

  async function relay(): Promise<number> {
    // Most looks find nothing: one probe, without opening a transaction (on PGlite that would hold its one connection).
    if (!(await waiting())) return 0;
    const at = atOf(clock);
    const queued = await db.transaction(async (tx) => {
      const { rows } = await tx.query<EventJob['event']>(
        sql`UPDATE domain_events e SET queued_at = ${at.now}
              FROM (SELECT id FROM domain_events WHERE queued_at IS NULL ORDER BY id LIMIT ${rowCount(RELAY_BATCH)} FOR UPDATE SKIP LOCKED) w
             WHERE e.id = w.id
         RETURNING e.id::text AS id, e.type, e.payload, e.occurred_at AS "occurredAt"`,
      );
      const jobs = rows.flatMap((event) =>
        handlers.of(event.type).map((h) => ({ name: EVENTS_QUEUE, data: { handler: h.name, event } satisfies EventJob, ...tries })),
      );
      if (jobs.length) await boss.insert(jobs, { db: bossDb(tx) });
      return { events: rows.length, jobs: jobs.length };
    });
    // Committed: this instance's worker need not wait for its next poll.
    if (queued.jobs) wake();
    return queued.events;
  }

  const relayEveryMs = options.relayEveryMs === undefined ? RELAY_EVERY_MS : options.relayEveryMs;
  const periodic: Periodic | undefined =
    relayEveryMs === null
      ? undefined
      : runPeriodically(async (stopped) => {
          try {
            while (!stopped() && (await relay()) === RELAY_BATCH);
          } catch (err) {
            logger.warn({ err }, 'event relay pass failed');
          }
        }, relayEveryMs);

  return {
    relay,
    async drain(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        while ((await relay()) > 0);
        // In this order: events another instance is queuing show as waiting until their jobs show in the queue.
        if (!(await waiting()) && (await boss.getQueueSize(EVENTS_QUEUE, { before: 'completed' })) === 0) return;
        if (Date.now() > deadline) throw new Error(`Events were not all handled within ${timeoutMs} ms.`);
        wake();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async stop() {
      await periodic?.stop();
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 8000 });
    },
  };
}
