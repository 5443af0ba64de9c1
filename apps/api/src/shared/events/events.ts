import type { At } from '../clock';
import type { Queryable } from '../db/db';
import type { ExpiringRows } from '../expired-rows';
import { empty, join, sql, Sql } from '../db/sql';

/**
 * Domain events (docs/decisions/070-domain-events.md): something that happened in one feature and that others may
 * act on, recorded in the transaction that made it happen and handed to the handlers the composition root registers
 * (dispatcher.ts), on the job queue, after the commit. The kernel knows no event: each feature declares its own in its
 * `events.ts` as a union of DomainEvent, and the composition root (src/event-handlers.ts) joins them.
 */

/**
 * How long a recorded event is kept, queued or not: past the two weeks pg-boss keeps a job that never ran, and past
 * any use a late handler could still make of it (friend activities show the last week). The cleanup deletes it then.
 */
export const EVENTS_KEPT_DAYS = 14;

/** A flat object of ids, days and small values: what a handler needs to look the rest up when it runs. */
export type EventPayload = Record<string, string | number | boolean>;

/** `type` is `<thing>.<what happened>` in the past tense (`post.liked`); the payload's `userId` is who did it. */
export interface DomainEvent<Type extends string = string, Payload extends EventPayload = EventPayload> {
  readonly type: Type;
  readonly payload: Payload;
}

/** An event as a handler gets it: as recorded, with its id (the same on every delivery) and when it happened. */
export type RecordedEvent<E extends DomainEvent = DomainEvent> = E & { readonly id: string; readonly occurredAt: string };

/**
 * Records `event` in the caller's transaction, at the use case's instant: it is handled only if that transaction
 * commits. A write that must stay one statement records it with recordEventSql instead.
 */
export async function recordEvent<E extends DomainEvent>(tx: Queryable, event: E, at: At): Promise<void> {
  await tx.query(insertEvent(event.type, event.payload, at, empty));
}

/** An event whose payload values may also be SQL expressions over the rows of the statement it is written in. */
export type EventRow<E extends DomainEvent> = E extends DomainEvent
  ? { type: E['type']; payload: { [K in keyof E['payload']]: E['payload'][K] | Sql } }
  : never;

/**
 * The INSERT that records an event, for a write that records it in its own statement (a CTE: `e AS (${...})`), so
 * a hot write stays within its statement budget. `rows` is the rest of the SELECT that gives the event its rows,
 * one event per row: `FROM ins` records one for each row the CTE `ins` wrote, and none when it wrote none. Without
 * it, exactly one event. Payload values that are SQL are read from those rows (`sql\`c.id\``); the others are sent
 * as parameters.
 */
export function recordEventSql<E extends DomainEvent>(event: EventRow<E>, at: At, rows: Sql = empty): Sql {
  return insertEvent(event.type, event.payload, at, rows);
}

function insertEvent(type: string, payload: Record<string, string | number | boolean | Sql>, at: At, rows: Sql): Sql {
  const fields = Object.entries(payload).map(([key, value]) => sql`${key}::text, ${jsonValue(value)}`);
  return sql`INSERT INTO domain_events (type, payload, occurred_at)
             SELECT ${type}::text, jsonb_build_object(${join(fields)}), ${at.now}::timestamptz ${rows}`;
}

/** A parameter has no type PostgreSQL can infer inside jsonb_build_object: each kind gets its own cast. */
function jsonValue(value: string | number | boolean | Sql): Sql {
  if (value instanceof Sql) return value;
  if (typeof value === 'string') return sql`${value}::text`;
  if (typeof value === 'number') return sql`${value}::numeric`;
  return sql`${value}::boolean`;
}

/** Events past EVENTS_KEPT_DAYS, for the periodic cleanup: found by the table's block range index on occurred_at (migration 0037), deleted by key. */
export const expiredEvents: ExpiringRows = {
  name: 'events',
  batch: (at, limit) =>
    sql`DELETE FROM domain_events WHERE id IN (
          SELECT id FROM domain_events
           WHERE occurred_at < ${at.now}::timestamptz - ${EVENTS_KEPT_DAYS} * interval '1 day' LIMIT ${limit} FOR UPDATE SKIP LOCKED)`,
};
