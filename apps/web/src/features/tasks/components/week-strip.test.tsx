import type { WeekDayState } from '@dayleaf/contracts';
import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HttpResponse } from '../../../test/msw/contract';
import { server } from '../../../test/msw/server';
import { tasksHandlers } from '../../../test/msw/tasks';
import { renderWithProviders, TEST_USER_ID } from '../../../test/render';
import { markWeekDayDone } from '../api/get-week';
import { taskKeys } from '../api/keys';
import { WeekStrip } from './week-strip';

const TODAY = '2026-11-25';
const STATES: WeekDayState[] = ['before', 'done', 'frozen', 'missed', 'break', 'restored', 'today'];
const week = { days: STATES.map((state, i) => ({ date: `2026-11-${19 + i}`, state })) };

describe('WeekStrip', () => {
  it('when the week arrives, then each of the seven days is named with its state, a frozen or break day apart from a missed one, oldest first', async () => {
    server.use(tasksHandlers.getWeek(({ params }) => (params.id === TEST_USER_ID ? HttpResponse.json(week) : HttpResponse.json({ days: [] }))));
    renderWithProviders(<WeekStrip userId={TEST_USER_ID} today={TODAY} />);
    const strip = screen.getByRole('list', { name: 'Your last 7 days' });
    expect(strip).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Wednesday, November 25: today, not done yet')).toBeInTheDocument();
    expect(strip).toHaveAttribute('aria-busy', 'false');
    expect(within(strip).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'TThursday, November 19: before you joined',
      'FFriday, November 20: done',
      'SSaturday, November 21: kept by a freeze',
      'SSunday, November 22: missed',
      'MMonday, November 23: on a break',
      'TTuesday, November 24: restored',
      'WWednesday, November 25: today, not done yet',
    ]);
  });

  it('when the day is completed, then today reads done in the strip without asking the server again', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(taskKeys.week(TEST_USER_ID, TODAY), week);
    markWeekDayDone(queryClient, TEST_USER_ID, TODAY);
    const days = queryClient.getQueryData<typeof week>(taskKeys.week(TEST_USER_ID, TODAY))!.days;
    expect(days.at(-1)).toEqual({ date: TODAY, state: 'done' });
    expect(days.slice(0, -1)).toEqual(week.days.slice(0, -1));
  });
});
