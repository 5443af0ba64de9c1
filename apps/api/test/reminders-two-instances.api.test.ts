import { afterAll, describe, expect, it, vi } from 'vitest';
import { createPushSender } from '../src/integrations/push/push';
import { startReminderScheduler, type ReminderScheduler } from '../src/features/reminders/scheduler';
import { createPostgresDb } from '../src/shared/db/postgres';
import type { Deps } from '../src/deps';
import { startPushService, type PushService } from './fakes/push-service';
import { bossSchemaOf, jobState, sendJobsOf } from './reminder-queue';
import { createTestContext, signUp } from './test-app';

/*
 * Two API instances on one PostgreSQL database, each with its own pool and its own pg-boss workers, scanning for
 * the same due reminders at the same moment: each device gets each reminder once (docs/decisions/031-reminders.md).
 * Needs a real server, so it runs in the PostgreSQL pass (DATABASE_URL set); the embedded database is one
 * process, whose path delivery.api.test.ts covers.
 */
const url = process.env.DATABASE_URL;
const WAIT = { timeout: 60_000, interval: 50 };

describe.runIf(url)('two instances on one database', () => {
  const stops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const stop of stops.reverse()) await stop();
  });

  it('when both scan for the same due reminders at once, then each device gets exactly one push', async () => {
    const push: PushService = await startPushService();
    stops.push(() => push.close());
    const ctx = await createTestContext({}, (base) => ({ push: createPushSender(base.config, { agent: push.agent }) }));
    const schema = await bossSchemaOf(ctx.deps.db);
    const secondDb = createPostgresDb({ connectionString: url!, searchPath: `${schema},public`, max: 5 });
    stops.push(() => secondDb.close());
    const second: Deps = { ...ctx.deps, db: secondDb, push: createPushSender(ctx.config, { agent: push.agent }) };
    const options = { schema, pollingIntervalSeconds: 0.5 };
    const instances: ReminderScheduler[] = [];
    for (const deps of [ctx.deps, second]) {
      const scheduler = await startReminderScheduler(deps, options);
      stops.push(() => scheduler.stop());
      instances.push(scheduler);
    }

    ctx.clock.set('2026-03-10T10:00:00Z');
    const devices: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const me = await signUp(ctx);
      await me.agent.patch(`/api/users/${me.user.id}/reminders`).send({ enabled: true, time: '20:00' }).expect(200);
      const sub = await push.subscribe(ctx.config.vapid.publicKey);
      await me.agent.post(`/api/users/${me.user.id}/push-subscriptions`).send(sub).expect(201);
      devices.push(sub.endpoint);
    }

    ctx.clock.set('2026-03-10T20:00:00Z');
    const scans = await Promise.all([0, 1, 0, 1, 0, 1].map((i) => instances[i]!.scanNow()));
    for (const id of scans) await vi.waitFor(async () => expect(await jobState(ctx.deps.db, schema, id)).toBe('completed'), WAIT);
    await vi.waitFor(async () => expect((await sendJobsOf(ctx.deps.db, schema)).map((j) => j.state)).toEqual(Array(6).fill('completed')), WAIT);
    expect(devices.map((d) => push.messages(d).map((m) => m.tag))).toEqual(Array(6).fill(['reminder-2026-03-10']));
    expect(devices.map((d) => push.requestsTo(d))).toEqual(Array(6).fill(1));
  }, 120_000);
});
