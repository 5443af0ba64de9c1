import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse } from '../../test/msw/contract';
import { moodsHandlers } from '../../test/msw/moods';
import { server } from '../../test/msw/server';
import type { OfflineWrite } from './outbox';

const USER = '11111111-1111-4111-8111-111111111111';
const logHappy: OfflineWrite<'logMood'> = {
  userId: USER,
  route: 'logMood',
  description: "Log today's mood as Happy",
  failed: 'Failed to log mood.',
  input: () => ({ body: { user_id: USER, mood: 'happy' }, keepalive: true }),
};

/** A page's first load of the queue's code: nothing of it read yet. */
async function freshOutbox() {
  vi.resetModules();
  return import('./lazy-outbox');
}

/** Whether a request had started when the task that made the write ended (a tab closed then keeps only those). */
async function startedWithinTheTask(send: () => unknown): Promise<boolean> {
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  const sent = send();
  const started = await new Promise<boolean>((resolve) => setTimeout(() => resolve(fetchSpy.mock.calls.length > 0), 0));
  await sent; // answered before the test's handlers go
  fetchSpy.mockRestore();
  return started;
}

afterEach(() => vi.restoreAllMocks());

describe('prepareToSend', () => {
  it('when the person started editing before the write, then the write starts its request within the task that made it', async () => {
    server.use(moodsHandlers.logMood(() => HttpResponse.json({ mood: 'happy', date: '2026-11-24' })));
    const outbox = await freshOutbox();
    await outbox.prepareToSend();
    expect(await startedWithinTheTask(() => outbox.sendOrQueue(logHappy))).toBe(true);
  });

  it('when nothing was prepared, then the first write waits for the queue\'s code and its request starts a task later', async () => {
    server.use(moodsHandlers.logMood(() => HttpResponse.json({ mood: 'happy', date: '2026-11-24' })));
    const outbox = await freshOutbox();
    expect(await startedWithinTheTask(() => outbox.sendOrQueue(logHappy))).toBe(false);
  });
});
