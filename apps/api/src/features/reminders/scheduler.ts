import PgBoss from 'pg-boss';
import type { Deps } from '../../deps';
import { bossDb } from '../../shared/db/boss-db';
import { remindersService, type ReminderJob } from './service';

/**
 * Reminders on a job queue in the database (pg-boss; docs/decisions/031-reminders.md). Every instance runs this:
 * pg-boss's cron queues one scan a minute for all of them, the scan queues one send job per due reminder in the
 * transaction that moves the user on (so two scans never queue the same one), and each job is fetched by one
 * worker (SKIP LOCKED). pg-boss runs its SQL through the app's own database, so the embedded one works the same.
 */
export const SCAN_QUEUE = 'reminders-scan';
export const SEND_QUEUE = 'reminder-send';

/** Tries of a send job after a push failed for a reason that may pass (a 5xx, a timeout): 5, 10, 20 minutes later. */
const SEND_RETRIES = 3;
const SEND_RETRY_DELAY_S = 300;

export interface ReminderScheduler {
  /** Queues a scan now instead of at the next minute (tests, after moving the clock); the scan job's id. */
  scanNow(): Promise<string>;
  /** Stops fetching, waits for the jobs in progress, and leaves the database open (the app closes it). */
  stop(): Promise<void>;
}

export interface SchedulerOptions {
  /** Where pg-boss keeps its tables: `pgboss` unless a test gives each database its own. */
  schema?: string;
  /** How often each worker looks for jobs. */
  pollingIntervalSeconds?: number;
  /** The first retry's delay (doubled each time); tests shorten it. */
  retryDelaySeconds?: number;
}

export async function startReminderScheduler(deps: Deps, options: SchedulerOptions = {}): Promise<ReminderScheduler> {
  const reminders = remindersService(deps);
  const boss = new PgBoss({ db: bossDb(deps.db), schema: options.schema ?? 'pgboss' });
  boss.on('error', (err) => deps.logger.error({ err }, 'reminder queue error'));
  await boss.start();
  // A missed scan is made up by the next minute's; a send job keeps its tries within the day (deliver checks it).
  await boss.createQueue(SCAN_QUEUE, { name: SCAN_QUEUE, retryLimit: 0, expireInSeconds: 300 });
  await boss.createQueue(SEND_QUEUE, {
    name: SEND_QUEUE,
    retryLimit: SEND_RETRIES,
    retryDelay: options.retryDelaySeconds ?? SEND_RETRY_DELAY_S,
    retryBackoff: true,
    expireInSeconds: 120,
  });
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 };
  await boss.work(SCAN_QUEUE, polling, async () => {
    const queued = await reminders.queueDue((tx, job) => boss.send(SEND_QUEUE, job, { db: bossDb(tx) }).then(() => undefined));
    if (queued) deps.logger.info({ queued }, 'reminders queued');
  });
  await boss.work<ReminderJob>(SEND_QUEUE, polling, async ([job]) => {
    await reminders.deliver(job!.data);
  });
  await boss.schedule(SCAN_QUEUE, '* * * * *');
  return {
    async scanNow() {
      return (await boss.send(SCAN_QUEUE, {}))!;
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 8000 });
    },
  };
}
