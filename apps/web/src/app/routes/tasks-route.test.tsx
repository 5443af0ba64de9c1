import type { Task } from '@dayleaf/contracts';
import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deviceStore } from '../../features/offline/device-store';
import { replayOutbox, startOutbox } from '../../features/offline/outbox';
import { apiError, HttpResponse, networkError } from '../../test/msw/contract';
import { quotesHandlers } from '../../test/msw/quotes';
import { server } from '../../test/msw/server';
import { answerWeek, tasksHandlers } from '../../test/msw/tasks';
import { askForLessMotion } from '../../test/reduced-motion';
import { shiftDay } from '@dayleaf/contracts/client';
import { usersHandlers } from '../../test/msw/users';
import { createTestQueryClient, makeUser, renderWithProviders, TEST_USER_ID } from '../../test/render';
import TasksRoute from './tasks-route';

// Today in the tests' zone (UTC), as the screen reads it.
const TODAY = new Date().toISOString().slice(0, 10);
const READ_ID = '00000000-0000-4000-8000-000000000001';
const FAILED = 'Failed to complete tasks. Please try again.';
const TOO_LATE = `This was done offline on ${TODAY} and reached us more than 6 hours after that day ended, so it was not saved.`;

const read: Task = { id: READ_ID, user_id: TEST_USER_ID, name: 'Read', emoji: '✅', date: TODAY, completed: false };

/** The server: today's list, and every write recorded as `METHOD path` with its body. */
function fakeServer({ completion }: { completion: () => Response }) {
  const writes: Array<{ call: string; body: Record<string, unknown> }> = [];
  let tasks: Task[] = [read];
  server.use(
    tasksHandlers.getTasks(() => HttpResponse.json(tasks)),
    // The user is read again once the completion was sent or refused (the streak).
    usersHandlers.getUser(() => HttpResponse.json(makeUser())),
    quotesHandlers.motivationalQuote(() => HttpResponse.json({ quote: 'Keep going' })),
    answerWeek(),
    tasksHandlers.updateTask(async ({ request, params }) => {
      const body = (await request.json()) as Partial<Task>;
      writes.push({ call: `PATCH ${params.id}`, body });
      tasks = tasks.map((t) => (t.id === params.id ? { ...t, ...body } : t));
      return HttpResponse.json(tasks.find((t) => t.id === params.id)!);
    }),
    tasksHandlers.completeDailyTasks(async ({ request }) => {
      writes.push({ call: 'POST complete', body: (await request.json()) as Record<string, unknown> });
      const answer = completion();
      if (answer.ok) tasks = [...tasks, { ...read, id: crypto.randomUUID(), name: 'Daily tasks completed', completed: true }];
      return answer;
    }),
  );
  return writes;
}

const taskName = () => screen.getByRole('textbox', { name: 'Task 1 name' });

async function renameOffline(to: string) {
  fireEvent.input(taskName(), { target: { value: to } });
  // The autosave waits a second after the last change.
  expect(await screen.findByText('1 change waiting to be sent', {}, { timeout: 5000 })).toBeInTheDocument();
}

describe('TasksRoute with no network', () => {
  beforeEach(askForLessMotion);

  it('when a rename and the completion are made offline, then they show at once, wait, and are sent in order with offline_at when the network returns', async () => {
    const writes = fakeServer({ completion: () => HttpResponse.json({ streak_count: 1, milestone: null, freezes: 0 }) });
    const { queryClient } = renderWithProviders(<TasksRoute />, { user: makeUser() });
    expect(await screen.findByDisplayValue('Read')).toBeInTheDocument();

    act(() => onlineManager.setOnline(false));
    await renameOffline('Read a book');
    fireEvent.click(screen.getByRole('button', { name: 'Complete Daily Tasks' }));
    expect(await screen.findByRole('heading', { name: 'Well Done!' })).toBeInTheDocument();
    expect(screen.getByText('2 changes waiting to be sent')).toBeInTheDocument();
    // Shown as done: the streak counted on, and the day's cached list (the device's copy) holds the rename and the completion.
    expect(queryClient.getQueryData<{ streak_count: number }>(['users', TEST_USER_ID])?.streak_count).toBe(1);
    const cached = queryClient.getQueryData<Task[]>(['tasks', TEST_USER_ID, TODAY]);
    expect(cached?.map((t) => t.name)).toEqual(['Read a book', 'Daily tasks completed']);
    expect(writes).toEqual([]);

    act(() => onlineManager.setOnline(true));
    await act(() => replayOutbox());
    await waitFor(() => expect(screen.queryByText(/waiting to be sent/)).not.toBeInTheDocument());
    expect(writes.map((w) => w.call)).toEqual([`PATCH ${READ_ID}`, 'POST complete']);
    expect(writes[0]!.body).toMatchObject({ name: 'Read a book', offline_at: expect.stringMatching(/[+-]\d\d:\d\d$/) });
    expect(writes[1]!.body).toMatchObject({ date: TODAY, offline_at: expect.any(String) });
  });

  it('when the server refuses the queued completion, then "Not saved" shows it with the server text, the rename is still saved, and the day opens for editing again', async () => {
    const writes = fakeServer({ completion: () => apiError(409, TOO_LATE) });
    renderWithProviders(<TasksRoute />, { user: makeUser() });
    expect(await screen.findByDisplayValue('Read')).toBeInTheDocument();

    act(() => onlineManager.setOnline(false));
    await renameOffline('Read a book');
    fireEvent.click(screen.getByRole('button', { name: 'Complete Daily Tasks' }));
    expect(await screen.findByRole('heading', { name: 'Well Done!' })).toBeInTheDocument();

    act(() => onlineManager.setOnline(true));
    await act(() => replayOutbox());
    const panel = await screen.findByRole('region', { name: 'Not saved' });
    expect(within(panel).getByText(/^Complete the day \(/)).toBeInTheDocument();
    expect(within(panel).getByText(TOO_LATE)).toBeInTheDocument();
    expect(writes.map((w) => w.call)).toEqual([`PATCH ${READ_ID}`, 'POST complete']);
    // The day is read again without its completion: back to editing, with the rename the server kept.
    expect(await screen.findByRole('button', { name: 'Complete Daily Tasks' })).toBeInTheDocument();
    expect(taskName()).toHaveValue('Read a book');

    fireEvent.click(within(panel).getByRole('button', { name: /^Dismiss: Complete the day/ }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Not saved' })).not.toBeInTheDocument());
  });
});

/** The completion's answers in turn; once they run out, the completion is accepted. */
const inTurn = (...answers: Array<() => Response>) => () => (answers.shift() ?? (() => HttpResponse.json({ streak_count: 1, milestone: null, freezes: 0 })))();

const completions = (writes: Array<{ call: string }>) => writes.filter((w) => w.call === 'POST complete').length;

/** Web Locks as the browser gives them: one tab at a time, and `ifAvailable` answers null while another holds it. */
function shareOneLock() {
  let held = false;
  const locks = {
    request: async (_name: string, _options: LockOptions, run: (lock: { name: string } | null) => unknown) => {
      if (held) return run(null);
      held = true;
      try {
        return await run({ name: 'dayleaf-outbox' });
      } finally {
        held = false;
      }
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
}

const closeTabs: Array<() => void> = [];

/** The tasks screen in this tab, which sends its queue too. */
async function openTasks() {
  const { queryClient } = renderWithProviders(<TasksRoute />, { user: makeUser() });
  // Started by the tests themselves: the session's own start may load a module of an earlier test's second tab.
  closeTabs.push(startOutbox(queryClient, TEST_USER_ID));
  expect(await screen.findByDisplayValue('Read')).toBeInTheDocument();
}

/** A second tab of the same user on this device: its own outbox module over the same IndexedDB, sending the queue. */
async function openSecondTab() {
  const device = deviceStore();
  vi.resetModules();
  (await import('../../features/offline/device-store')).setDeviceStore(device);
  const outbox = await import('../../features/offline/outbox');
  closeTabs.push(outbox.startOutbox(createTestQueryClient(), TEST_USER_ID));
  return { replay: () => outbox.replayOutbox() };
}

/** Every later chance to send: the network coming back in this tab, and a replay in each tab. */
async function everyLaterTry(other: { replay: () => Promise<void> }) {
  act(() => onlineManager.setOnline(false));
  act(() => onlineManager.setOnline(true));
  await act(() => replayOutbox());
  await other.replay();
}

describe('TasksRoute when the completion fails, with a second tab of the same user open', () => {
  beforeEach(() => {
    askForLessMotion();
    shareOneLock();
  });
  afterEach(() => {
    for (const close of closeTabs.splice(0)) close();
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('when the server answers the completion with a 5xx, then the alert says it failed, the day stays open, and no tab sends it later', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const writes = fakeServer({ completion: inTurn(() => apiError(500, 'Internal server error')) });
    await openTasks();
    const other = await openSecondTab();

    fireEvent.click(screen.getByRole('button', { name: 'Complete Daily Tasks' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(FAILED));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Complete Daily Tasks' })).toBeEnabled());
    expect(screen.queryByText(/waiting to be sent/)).not.toBeInTheDocument();

    await everyLaterTry(other);
    expect(completions(writes)).toBe(1);
    expect(screen.queryByRole('heading', { name: 'Well Done!' })).not.toBeInTheDocument();
  });

  it('when the completion gets no answer, then the day shows done with the change waiting, and it is sent once when the network answers', async () => {
    const writes = fakeServer({ completion: inTurn(() => networkError()) });
    await openTasks();
    const other = await openSecondTab();

    fireEvent.click(screen.getByRole('button', { name: 'Complete Daily Tasks' }));
    expect(await screen.findByRole('heading', { name: 'Well Done!' })).toBeInTheDocument();
    expect(await screen.findByText('1 change waiting to be sent')).toBeInTheDocument();

    await everyLaterTry(other);
    await waitFor(() => expect(screen.queryByText(/waiting to be sent/)).not.toBeInTheDocument());
    await everyLaterTry(other);
    expect(completions(writes)).toBe(2);
    expect(screen.getByRole('heading', { name: 'Well Done!' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Not saved' })).not.toBeInTheDocument();
  });

  it('when the queued completion is answered with a 5xx in the other tab, then both show it not saved with the failure text, the day opens again, and it is never sent again', async () => {
    const writes = fakeServer({ completion: inTurn(() => networkError(), () => apiError(503, 'Service unavailable')) });
    await openTasks();

    fireEvent.click(screen.getByRole('button', { name: 'Complete Daily Tasks' }));
    expect(await screen.findByText('1 change waiting to be sent')).toBeInTheDocument();
    // The other tab, opened now, sends the queue at once.
    const other = await openSecondTab();
    await other.replay();
    expect(completions(writes)).toBe(2);

    const panel = await screen.findByRole('region', { name: 'Not saved' });
    expect(within(panel).getByText(/^Complete the day \(/)).toBeInTheDocument();
    expect(within(panel).getByText(FAILED)).toBeInTheDocument();
    expect(screen.queryByText(/waiting to be sent/)).not.toBeInTheDocument();
    // This tab reads the day again: no completion on the server, so it is open for editing.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Complete Daily Tasks' })).toBeEnabled());

    await everyLaterTry(other);
    expect(completions(writes)).toBe(2);
    expect(screen.queryByRole('heading', { name: 'Well Done!' })).not.toBeInTheDocument();
  });
});

describe('TasksRoute completing the day, online', () => {
  beforeEach(askForLessMotion);

  const completeTheDay = async () => {
    expect(await screen.findByDisplayValue('Read')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Complete Daily Tasks' }));
  };

  it('when the completion reaches 30 days for the first time, then its moment takes the screen with "Keep going" focused, and closing it leaves the done view', async () => {
    fakeServer({ completion: () => HttpResponse.json({ streak_count: 30, milestone: 30, freezes: 2 }) });
    const { queryClient } = renderWithProviders(<TasksRoute />, { user: makeUser({ streak_count: 29, freezes: 1 }) });
    await completeTheDay();

    const moment = await screen.findByRole('dialog', { name: '30-day streak!' });
    expect(moment).toHaveTextContent('A month of showing up. That is a real habit now.');
    expect(moment).toHaveTextContent('Next up: 100 days.');
    await waitFor(() => expect(within(moment).getByRole('button', { name: 'Keep going' })).toHaveFocus());
    // The answer's freezes went into the cached user, which the header reads.
    expect(queryClient.getQueryData<{ freezes: number }>(['users', TEST_USER_ID])?.freezes).toBe(2);

    fireEvent.click(within(moment).getByRole('button', { name: 'Keep going' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Well Done!' })).toBeInTheDocument();
    expect(screen.getByText('2 freezes held')).toBeInTheDocument();
  });

  it('when the completion reaches no milestone, then there is no moment', async () => {
    fakeServer({ completion: () => HttpResponse.json({ streak_count: 31, milestone: null, freezes: 2 }) });
    renderWithProviders(<TasksRoute />, { user: makeUser({ streak_count: 30 }) });
    await completeTheDay();
    expect(await screen.findByRole('heading', { name: 'Well Done!' })).toBeInTheDocument();
    expect(await screen.findByText('31-day streak')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the day is completed during a break, then the break is over: the header no longer says it', async () => {
    fakeServer({ completion: () => HttpResponse.json({ streak_count: 6, milestone: null, freezes: 0 }) });
    const user = makeUser({ streak_count: 5, break: { from: shiftDay(TODAY, -2), to: shiftDay(TODAY, 3) } });
    const { queryClient } = renderWithProviders(<TasksRoute />, { user });
    expect(await screen.findByText(/^On a break until/)).toBeInTheDocument();
    await completeTheDay();
    expect(await screen.findByRole('heading', { name: 'Well Done!' })).toBeInTheDocument();
    expect(screen.queryByText(/^On a break until/)).not.toBeInTheDocument();
    expect(queryClient.getQueryData<{ break: unknown }>(['users', TEST_USER_ID])?.break).toBeNull();
  });
});
