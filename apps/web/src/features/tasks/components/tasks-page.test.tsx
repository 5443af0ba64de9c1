import type { Task, User } from '@dayleaf/contracts';
import { DAY_MARKER_NAME } from '@dayleaf/contracts/client';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userKeys } from '../../auth/api/keys';
import { HttpResponse } from '../../../test/msw/contract';
import { server } from '../../../test/msw/server';
import { answerWeek, tasksHandlers } from '../../../test/msw/tasks';
import { usersHandlers } from '../../../test/msw/users';
import { makeUser, renderWithProviders, TEST_USER_ID } from '../../../test/render';
import TasksPage from './tasks-page';

// 10:00 UTC on Tuesday 24 November: already Wednesday the 25th on Kiritimati (UTC+14), still Monday the 23rd on
// Pago Pago (UTC-11).
const NOW = new Date('2026-11-24T10:00:00Z');

const completedDay = (date: string): Task[] => [
  { id: '00000000-0000-4000-8000-000000000001', user_id: TEST_USER_ID, name: 'Stretch', emoji: '🧘', date, completed: true },
  { id: '00000000-0000-4000-8000-000000000002', user_id: TEST_USER_ID, name: DAY_MARKER_NAME, emoji: '✅', date, completed: true },
];

/**
 * The user as the server holds them (the session reloads it), and tasks by the date asked: `done` is a completed
 * day, any other date has none. Returns the dates asked for.
 */
function answerTasks(user: User | (() => User), done?: string) {
  const asked: Array<string | null> = [];
  server.use(
    usersHandlers.getUser(() => HttpResponse.json(typeof user === 'function' ? user() : user)),
    answerWeek(),
    tasksHandlers.getTasks(({ request }) => {
      const date = new URL(request.url).searchParams.get('date');
      asked.push(date);
      return HttpResponse.json(date === done ? completedDay(date!) : []);
    }),
  );
  return asked;
}

describe('TasksPage', () => {
  beforeEach(() => {
    // Only the date is fixed, so the screen's today is known; timers stay real.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it("when the user is in a zone ahead of UTC, then the header, the tasks asked for and the done view are the user's today", async () => {
    const user = makeUser({ time_zone: 'Pacific/Kiritimati' });
    const asked = answerTasks(user, '2026-11-25');
    renderWithProviders(<TasksPage />, { user });

    expect(screen.getByText('Wednesday, November 25')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Well Done!' })).toBeInTheDocument();
    expect(asked).toEqual(['2026-11-25']);
  });

  it('when the day ends at 3 am and it is 02:30 there, then it is still the day before', async () => {
    // 17:30 UTC is 02:30 on the 25th in Tokyo (UTC+9).
    vi.setSystemTime(new Date('2026-11-24T17:30:00Z'));
    const user = makeUser({ time_zone: 'Asia/Tokyo', day_start_hour: 3 });
    const asked = answerTasks(user);
    renderWithProviders(<TasksPage />, { user });

    expect(screen.getByText('Tuesday, November 24')).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Complete Daily Tasks' });
    expect(asked).toEqual(['2026-11-24']);
  });

  it("when the user's zone changes while the screen is open, then the header and the tasks follow it", async () => {
    let stored = makeUser({ time_zone: 'Pacific/Kiritimati' });
    const asked = answerTasks(() => stored, '2026-11-25');
    const { queryClient } = renderWithProviders(<TasksPage />, { user: stored });
    await screen.findByRole('heading', { name: 'Well Done!' });

    // As a save in settings, or the zone sync at start, leaves it in the cache.
    stored = { ...stored, time_zone: 'Pacific/Pago_Pago' };
    act(() => queryClient.setQueryData(userKeys.user(stored.id), stored));
    expect(await screen.findByText('Monday, November 23')).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Complete Daily Tasks' });
    expect(asked).toEqual(['2026-11-25', '2026-11-23']);
  });

  it('when the user has never had a streak, then the rule is said; once there has been one (running or broken), it is not', async () => {
    const RULE = 'Complete every task on your list to start your streak.';
    const newcomer = makeUser({ streak_count: 0, restorable_streak: 0 });
    answerTasks(newcomer);
    const first = renderWithProviders(<TasksPage />, { user: newcomer });
    await screen.findByRole('button', { name: 'Complete Daily Tasks' });
    expect(screen.getByText(RULE)).toBeInTheDocument();
    first.unmount();

    const lapsed = makeUser({ streak_count: 0, restorable_streak: 6 });
    answerTasks(lapsed);
    renderWithProviders(<TasksPage />, { user: lapsed });
    await screen.findByRole('button', { name: 'Complete Daily Tasks' });
    expect(screen.queryByText(RULE)).not.toBeInTheDocument();
  });

  it("when a break runs on the user's today, then the header says until when; one that starts tomorrow is not said yet", async () => {
    const onBreak = makeUser({ streak_count: 9, freezes: 2, break: { from: '2026-11-20', to: '2026-12-03' } });
    answerTasks(onBreak);
    const first = renderWithProviders(<TasksPage />, { user: onBreak });
    await screen.findByRole('button', { name: 'Complete Daily Tasks' });
    expect(screen.getByText('On a break until Dec 3')).toBeInTheDocument();
    expect(screen.getByText('2 freezes held')).toBeInTheDocument();
    first.unmount();

    const planned = makeUser({ streak_count: 9, break: { from: '2026-11-25', to: '2026-12-03' } });
    answerTasks(planned);
    renderWithProviders(<TasksPage />, { user: planned });
    await screen.findByRole('button', { name: 'Complete Daily Tasks' });
    expect(screen.queryByText(/On a break/)).not.toBeInTheDocument();
  });
});
