import type { Task } from '@dayleaf/contracts';
import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { replayOutbox } from '../../lib/outbox';
import { apiError, HttpResponse } from '../../test/msw/contract';
import { quotesHandlers } from '../../test/msw/quotes';
import { server } from '../../test/msw/server';
import { tasksHandlers } from '../../test/msw/tasks';
import { usersHandlers } from '../../test/msw/users';
import { makeUser, renderWithProviders, TEST_USER_ID } from '../../test/render';
import TasksRoute from './tasks-route';

// Today in the tests' zone (UTC), as the screen reads it.
const TODAY = new Date().toISOString().slice(0, 10);
const READ_ID = '00000000-0000-4000-8000-000000000001';
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
    tasksHandlers.updateTask(async ({ request, params }) => {
      const body = (await request.json()) as Partial<Task>;
      writes.push({ call: `PATCH ${params.id}`, body });
      tasks = tasks.map((t) => (t.id === params.id ? { ...t, ...body } : t));
      return HttpResponse.json(tasks.find((t) => t.id === params.id)!);
    }),
    tasksHandlers.completeDailyTasks(async ({ request }) => {
      writes.push({ call: 'POST complete', body: (await request.json()) as Record<string, unknown> });
      return completion();
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
  // No confetti (jsdom draws no canvas): the person asked for less motion.
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  });

  it('when a rename and the completion are made offline, then they show at once, wait, and are sent in order with offline_at when the network returns', async () => {
    const writes = fakeServer({ completion: () => HttpResponse.json({ streak_count: 1 }) });
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
