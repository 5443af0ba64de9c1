import type { Task } from '@dayleaf/contracts';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, HttpResponse, networkError } from '../../test/msw/contract';
import { moodsHandlers } from '../../test/msw/moods';
import { server } from '../../test/msw/server';
import { tasksHandlers } from '../../test/msw/tasks';
import { createTestQueryClient } from '../../test/render';
import { deviceStore, memoryStore, setDeviceStore } from './device-store';
import { isoWithOffset, readOutbox, replayOutbox, sendOrQueue, startOutbox, type OfflineWrite, type Outbox, type QueuedRoute } from './outbox';

const USER = '11111111-1111-4111-8111-111111111111';
const SERVER_TASK = '22222222-2222-4222-8222-222222222222';
const SAVE_FAILED = 'Your tasks could not be saved. Please try again.';
const COMPLETE_FAILED = 'Failed to complete tasks. Please try again.';
const TOO_LATE = 'This was done offline on 2026-11-22 and reached us more than 6 hours after that day ended, so it was not saved.';

const task = (fields: Partial<Task>): Task => ({ id: SERVER_TASK, user_id: USER, name: 'Read', emoji: '📚', date: '2026-11-24', completed: false, ...fields });

// The writes as the features build them (features/<x>/api/), reduced to their routes and inputs.
const createRead = (tempId: string): OfflineWrite<'createTask'> => ({
  userId: USER,
  route: 'createTask',
  tempId,
  description: 'Add the task "Read"',
  failed: SAVE_FAILED,
  input: (offline_at) => ({ body: { user_id: USER, date: '2026-11-24', name: 'Read', emoji: '📚', completed: false, ...(offline_at && { offline_at }) } }),
});
const rename = (taskId: string, name: string): OfflineWrite<'updateTask'> => ({
  userId: USER,
  route: 'updateTask',
  description: `Rename to "${name}"`,
  failed: SAVE_FAILED,
  input: (offline_at) => ({ params: { id: taskId }, body: { name, ...(offline_at && { offline_at }) } }),
});
const completeDay: OfflineWrite<'completeDailyTasks'> = {
  userId: USER,
  route: 'completeDailyTasks',
  description: 'Complete the day (Tuesday, November 24)',
  failed: COMPLETE_FAILED,
  input: (offline_at) => ({ params: { id: USER }, body: { date: '2026-11-24', ...(offline_at && { offline_at }) } }),
};
const logHappy: OfflineWrite<'logMood'> = {
  userId: USER,
  route: 'logMood',
  description: "Log today's mood as Happy",
  failed: 'Failed to log mood.',
  input: (offline_at) => ({ body: { user_id: USER, mood: 'happy', ...(offline_at && { offline_at }) } }),
};

/** Every write the fake server received, as `route body-or-query`, in order. */
function answerAll(answers: Partial<Record<QueuedRoute, () => Response>> = {}) {
  const sent: Array<{ route: string; path: string; body?: unknown; offlineAt?: string | null }> = [];
  server.use(
    tasksHandlers.createTask(async ({ request }) => {
      const body = (await request.json()) as Task;
      sent.push({ route: 'createTask', path: new URL(request.url).pathname, body });
      return answers.createTask?.() ?? HttpResponse.json(task({ name: body.name }), { status: 201 });
    }),
    tasksHandlers.updateTask(async ({ request, params }) => {
      const body = (await request.json()) as Partial<Task>;
      sent.push({ route: 'updateTask', path: new URL(request.url).pathname, body });
      return answers.updateTask?.() ?? HttpResponse.json(task({ id: params.id, ...body }));
    }),
    tasksHandlers.deleteTask(({ request }) => {
      const url = new URL(request.url);
      sent.push({ route: 'deleteTask', path: url.pathname, offlineAt: url.searchParams.get('offline_at') });
      return answers.deleteTask?.() ?? HttpResponse.json({ ok: true });
    }),
    tasksHandlers.completeDailyTasks(async ({ request }) => {
      sent.push({ route: 'completeDailyTasks', path: new URL(request.url).pathname, body: await request.json() });
      return answers.completeDailyTasks?.() ?? HttpResponse.json({ streak_count: 4, milestone: null, freezes: 0 });
    }),
    moodsHandlers.logMood(async ({ request }) => {
      sent.push({ route: 'logMood', path: new URL(request.url).pathname, body: await request.json() });
      return answers.logMood?.() ?? HttpResponse.json({ mood: 'happy', date: '2026-11-24' });
    }),
  );
  return sent;
}

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** A tab of the app signed in as USER: it sends the queue whenever the network returns. */
function openTab() {
  const client = createTestQueryClient();
  stops.push(startOutbox(client, USER));
  return client;
}

async function goOnline() {
  onlineManager.setOnline(true);
  await replayOutbox();
}

describe('sendOrQueue', () => {
  it('when the network is there and nothing waits, then the write is sent at once without offline_at', async () => {
    const sent = answerAll();
    openTab();
    expect(await sendOrQueue(logHappy)).toEqual({ queued: false, answer: { mood: 'happy', date: '2026-11-24' } });
    expect(sent).toEqual([{ route: 'logMood', path: '/api/mood-logs', body: { user_id: USER, mood: 'happy' } }]);
  });

  it('when offline, then writes wait in order and are sent in that order with offline_at when the network returns', async () => {
    const sent = answerAll();
    openTab();
    onlineManager.setOnline(false);
    const tempId = crypto.randomUUID();
    const before = new Date();
    expect(await sendOrQueue(createRead(tempId))).toEqual({ queued: true });
    await sendOrQueue(rename(tempId, 'Read a book'));
    await sendOrQueue(completeDay);
    await sendOrQueue(logHappy);
    expect(sent).toEqual([]);

    await goOnline();
    expect(sent.map((s) => s.route)).toEqual(['createTask', 'updateTask', 'completeDailyTasks', 'logMood']);
    // The rename of the task created offline names the server's id, not the temporary one.
    expect(sent[1]!.path).toBe(`/api/tasks/${SERVER_TASK}`);
    for (const write of sent) {
      const offlineAt = (write.body as { offline_at: string }).offline_at;
      expect(offlineAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}[+-]\d\d:\d\d$/);
      expect(Date.parse(offlineAt)).toBeGreaterThanOrEqual(before.getTime() - 1);
    }
  });

  it('when a delete waits, then its offline_at goes in the query', async () => {
    const sent = answerAll();
    openTab();
    onlineManager.setOnline(false);
    await sendOrQueue<'deleteTask', unknown>({
      userId: USER,
      route: 'deleteTask',
      description: 'Delete the task "Read"',
      failed: SAVE_FAILED,
      input: (offline_at) => ({ params: { id: SERVER_TASK }, ...(offline_at && { query: { offline_at } }) }),
    });
    await goOnline();
    expect(sent).toEqual([{ route: 'deleteTask', path: `/api/tasks/${SERVER_TASK}`, offlineAt: expect.stringMatching(/T.*[+-]\d\d:\d\d$/) }]);
  });

  it('when the connection fails although the browser says online, then the write waits and a later write queues behind it', async () => {
    let reachable = false;
    const sent = answerAll({ logMood: () => (reachable ? HttpResponse.json({ mood: 'happy', date: '2026-11-24' }) : networkError()) });
    openTab();
    expect(await sendOrQueue(logHappy)).toEqual({ queued: true });
    // Older writes wait, so this one is not sent before them.
    expect(await sendOrQueue(completeDay)).toEqual({ queued: true });
    await replayOutbox();
    expect(sent.every((s) => s.route === 'logMood')).toBe(true);
    expect((await readOutbox(USER)).waiting).toBe(2);
    reachable = true;
    await replayOutbox();
    expect(sent.slice(-2).map((s) => s.route)).toEqual(['logMood', 'completeDailyTasks']);
    expect((await readOutbox(USER)).waiting).toBe(0);
  });

  it('when the server fails (5xx) on a write sent at once, then the failure is thrown to the screen and no later replay sends it', async () => {
    const sent = answerAll({ completeDailyTasks: () => apiError(500, 'Internal server error') });
    openTab();
    await expect(sendOrQueue(completeDay)).rejects.toMatchObject({ status: 500 });
    onlineManager.setOnline(false);
    await goOnline();
    expect(sent.map((s) => s.route)).toEqual(['completeDailyTasks']);
    expect(await readOutbox(USER)).toEqual({ waiting: 0, refused: [] });
  });

  it('when the server refuses a write sent at once, then the refusal is thrown to the screen and nothing is queued', async () => {
    answerAll({ logMood: () => apiError(400, 'Nope') });
    openTab();
    await expect(sendOrQueue(logHappy)).rejects.toMatchObject({ status: 400, serverMessage: 'Nope' });
    const outbox = await import('./outbox');
    expect((await outbox.readOutbox(USER)).waiting).toBe(0);
  });
});

describe('replay', () => {
  it('when the server fails (5xx) on a queued write, then it is listed as not saved with its own text and never sent again, and the writes after it go', async () => {
    const sent = answerAll({ completeDailyTasks: () => apiError(503, 'Service unavailable') });
    openTab();
    onlineManager.setOnline(false);
    await sendOrQueue(completeDay);
    await sendOrQueue(logHappy);
    await goOnline();
    expect(sent.map((s) => s.route)).toEqual(['completeDailyTasks', 'logMood']);
    expect(await readOutbox(USER)).toEqual({
      waiting: 0,
      refused: [expect.objectContaining({ description: 'Complete the day (Tuesday, November 24)', reason: COMPLETE_FAILED })],
    });

    // A later try, the network's return or another tab's replay, finds nothing of it to send.
    onlineManager.setOnline(false);
    await goOnline();
    await replayOutbox();
    expect(sent.map((s) => s.route)).toEqual(['completeDailyTasks', 'logMood']);
  });

  it('when the server refuses a queued write without a text of its own, then the write\'s own text is the reason', async () => {
    answerAll({ logMood: () => apiError(400) });
    openTab();
    onlineManager.setOnline(false);
    await sendOrQueue(logHappy);
    await goOnline();
    expect((await readOutbox(USER)).refused).toEqual([expect.objectContaining({ reason: 'Failed to log mood.' })]);
  });

  it('when the session ended (401), then the queued write waits for the same person to sign in again', async () => {
    let signedIn = false;
    const sent = answerAll({ logMood: () => (signedIn ? HttpResponse.json({ mood: 'happy', date: '2026-11-24' }) : apiError(401, 'Not signed in.')) });
    openTab();
    onlineManager.setOnline(false);
    await sendOrQueue(logHappy);
    await goOnline();
    expect(await readOutbox(USER)).toEqual({ waiting: 1, refused: [] });
    signedIn = true;
    await replayOutbox();
    expect(sent.map((s) => s.route)).toEqual(['logMood', 'logMood']);
    expect(await readOutbox(USER)).toEqual({ waiting: 0, refused: [] });
  });

  it('when the server refuses a queued write, then it is listed with its text and the writes after it are still sent', async () => {
    const sent = answerAll({ completeDailyTasks: () => apiError(409, TOO_LATE) });
    openTab();
    onlineManager.setOnline(false);
    await sendOrQueue(rename(SERVER_TASK, 'Read a book'));
    await sendOrQueue(completeDay);
    await sendOrQueue(logHappy);
    await goOnline();
    expect(sent.map((s) => s.route)).toEqual(['updateTask', 'completeDailyTasks', 'logMood']);
    const outbox = await import('./outbox');
    const { waiting, refused } = await outbox.readOutbox(USER);
    expect(waiting).toBe(0);
    expect(refused).toEqual([expect.objectContaining({ description: 'Complete the day (Tuesday, November 24)', reason: TOO_LATE })]);

    await outbox.dismissRefused(refused[0]!.id);
    expect((await outbox.readOutbox(USER)).refused).toEqual([]);
  });

  it('when a task created offline is refused, then its later rename is not sent and is listed as not saved too', async () => {
    const sent = answerAll({ createTask: () => apiError(400, 'Task name is too long.') });
    openTab();
    onlineManager.setOnline(false);
    const tempId = crypto.randomUUID();
    await sendOrQueue(createRead(tempId));
    await sendOrQueue(rename(tempId, 'Read a book'));
    await sendOrQueue(logHappy);
    await goOnline();
    expect(sent.map((s) => s.route)).toEqual(['createTask', 'logMood']);
    const { refused } = await (await import('./outbox')).readOutbox(USER);
    expect(refused.map((r) => [r.description, r.reason])).toEqual([
      ['Add the task "Read"', 'Task name is too long.'],
      ['Rename to "Read a book"', 'The task it changes was not saved.'],
    ]);
  });

  it('when the network fails during the replay, then the write stays queued and is sent on the next try', async () => {
    let reachable = false;
    const sent = answerAll({ updateTask: () => (reachable ? HttpResponse.json(task({ name: 'Read a book' })) : networkError()) });
    openTab();
    onlineManager.setOnline(false);
    await sendOrQueue(rename(SERVER_TASK, 'Read a book'));
    await sendOrQueue(logHappy);
    await goOnline();
    expect(sent.map((s) => s.route)).toEqual(['updateTask']);
    const outbox = await import('./outbox');
    expect((await outbox.readOutbox(USER)).waiting).toBe(2);

    reachable = true;
    await replayOutbox();
    expect(sent.map((s) => s.route)).toEqual(['updateTask', 'updateTask', 'logMood']);
    expect(await outbox.readOutbox(USER)).toEqual({ waiting: 0, refused: [] });
  });

  it('when the page reloads with writes queued, then the new page sends them, mapping the temporary id', async () => {
    const device = memoryStore();
    setDeviceStore(device);
    const sent = answerAll();
    openTab();
    onlineManager.setOnline(false);
    const tempId = crypto.randomUUID();
    await sendOrQueue(createRead(tempId));
    await sendOrQueue(rename(tempId, 'Read a book'));
    for (const stop of stops.splice(0)) stop();

    // A new page on the same device: fresh modules, the same IndexedDB.
    vi.resetModules();
    (await import('./device-store')).setDeviceStore(device);
    const reloaded = await import('./outbox');
    const { onlineManager: freshOnline } = await import('@tanstack/react-query');
    freshOnline.setOnline(true);
    expect((await reloaded.readOutbox(USER)).waiting).toBe(2);
    stops.push(reloaded.startOutbox(createTestQueryClient(), USER));
    await reloaded.replayOutbox();
    expect(sent.map((s) => [s.route, s.path])).toEqual([
      ['createTask', '/api/tasks'],
      ['updateTask', `/api/tasks/${SERVER_TASK}`],
    ]);
  });

  it('when a queued write names a route no feature declares any more, then it is listed as not saved with its own text and the writes after it go', async () => {
    const sent = answerAll();
    openTab();
    onlineManager.setOnline(false);
    await sendOrQueue(logHappy);
    await sendOrQueue(completeDay);
    // As an older build's queue would hold it: the mood under a route this build does not know.
    await deviceStore().update<Outbox>('outbox', (box) => ({
      ...box!,
      items: box!.items.map((item) => (item.route === 'logMood' ? { ...item, route: 'logMoodBefore' } : item)),
    }));
    await goOnline();
    expect(sent.map((s) => s.route)).toEqual(['completeDailyTasks']);
    expect(await readOutbox(USER)).toEqual({
      waiting: 0,
      refused: [expect.objectContaining({ description: "Log today's mood as Happy", reason: 'Failed to log mood.' })],
    });
  });

  it('when another tab holds the lock, then this tab leaves the queue to it; once free, this tab sends it', async () => {
    let heldElsewhere = true;
    const locks = {
      request: (_name: string, _options: LockOptions, run: (lock: { name: string } | null) => unknown) =>
        Promise.resolve(run(heldElsewhere ? null : { name: 'dayleaf-outbox' })),
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    try {
      const sent = answerAll();
      openTab();
      onlineManager.setOnline(false);
      await sendOrQueue(logHappy);
      await goOnline();
      expect(sent).toEqual([]);
      expect((await readOutbox(USER)).waiting).toBe(1);
      heldElsewhere = false;
      await replayOutbox();
      expect(sent.map((s) => s.route)).toEqual(['logMood']);
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });

  it('when the queued writes are of another user, then this session does not send them', async () => {
    const sent = answerAll();
    openTab();
    onlineManager.setOnline(false);
    await sendOrQueue({ ...logHappy, userId: '33333333-3333-4333-8333-333333333333' });
    await goOnline();
    expect(sent).toEqual([]);
  });
});

describe('isoWithOffset', () => {
  it('when given a time, then it writes the device time with its offset', () => {
    // The tests run on UTC (vite.config.ts).
    expect(isoWithOffset(new Date('2026-11-24T08:15:00.123Z'))).toBe('2026-11-24T08:15:00.123+00:00');
  });
});
