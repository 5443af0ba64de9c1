import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, HttpResponse } from '../../../test/msw/contract';
import { server } from '../../../test/msw/server';
import { streaksHandlers } from '../../../test/msw/streaks';
import { usersHandlers } from '../../../test/msw/users';
import { makeUser, renderWithProviders, TEST_USER_ID } from '../../../test/render';
import { answerDays, makeStats } from '../../../test/streaks-fixtures';
import { streakKeys } from '../api/keys';
import { OwnStreaks } from './own-streaks';
import { TheirYear } from './their-year';

// Tuesday 24 November 2026 in UTC, the tests' zone: the year runs from Sunday 23 November 2025.
const NOW = new Date('2026-11-24T10:00:00Z');
const BEN_ID = '00000000-0000-4000-8000-0000000000bb';

beforeEach(() => {
  // Only the date is fixed, so the screen's today is known; timers stay real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('OwnStreaks', () => {
  it("asks once for the year's days, 53 weeks up to the user's today, and once for the figures; the cards show both", async () => {
    const user = makeUser();
    const days = answerDays({ '2026-11-23': 'frozen', '2026-11-24': 'today' });
    const statsAsked: string[] = [];
    server.use(
      usersHandlers.getUser(() => HttpResponse.json(user)),
      days.handler,
      streaksHandlers.getStats(({ params }) => {
        statsAsked.push(params.id);
        return HttpResponse.json(makeStats({ current_streak: 12, best_streak: { days: 20, from: '2026-03-02', to: '2026-03-21' }, rate_30: 0.904, rate_365: 0.62 }));
      }),
    );
    renderWithProviders(<OwnStreaks user={user} describeMood={(mood) => mood} />, { user });

    // Their shapes first, named as the cards are.
    expect(screen.getByRole('region', { name: 'Your year' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('region', { name: 'Streak stats' })).toHaveAttribute('aria-busy', 'true');

    expect(await screen.findByRole('grid', { name: 'Your year' })).toBeInTheDocument();
    // The card takes its shape's place once its figures render (a new element, so it is looked up again).
    await waitFor(() => expect(screen.getByRole('region', { name: 'Streak stats' })).not.toHaveAttribute('aria-busy'));
    const stats = screen.getByRole('region', { name: 'Streak stats' });
    expect(days.asked).toEqual([{ id: TEST_USER_ID, from: '2025-11-23', to: '2026-11-24' }]);
    expect(statsAsked).toEqual([TEST_USER_ID]);

    const figure = (term: string) => within(stats).getByText(term).parentElement!;
    expect(figure('Current streak')).toHaveTextContent('12 days');
    expect(figure('Best streak')).toHaveTextContent('20 daysMar 2 to Mar 21, 2026');
    expect(figure('Last 30 days')).toHaveTextContent('90%of days done');
    expect(figure('Last 365 days')).toHaveTextContent('62%');
    expect(figure('Freezes')).toHaveTextContent('1 held4 earned in all');

    // The weeks' chart comes from the same days, said in words too.
    const chart = within(stats).getByRole('figure', { name: 'Days done each week, last 12 weeks' });
    const weeks = within(chart).getAllByRole('listitem');
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toHaveTextContent('Week of Sep 6: 7 days done');
    expect(weeks.at(-1)).toHaveTextContent('Week of Nov 22: 1 day done');
  });

  it('when the figures cannot be read, then that card says so and reads them again on "Try again"; the year still shows', async () => {
    const user = makeUser();
    let failing = true;
    server.use(
      usersHandlers.getUser(() => HttpResponse.json(user)),
      answerDays().handler,
      streaksHandlers.getStats(() => (failing ? apiError(500, 'Internal server error') : HttpResponse.json(makeStats({ best_streak: null })))),
    );
    renderWithProviders(<OwnStreaks user={user} />, { user });

    expect(await screen.findByText('Your streak stats could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByRole('grid', { name: 'Your year' })).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // The card's shape shows until its figures render (in a transition), then the card takes its place.
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Streak stats' })).getByText('None yet')).toBeInTheDocument());
  });
});

describe('TheirYear', () => {
  it("asks for the person's days as the viewer sees them, and shows states only when the answer has no tasks", async () => {
    const days = answerDays({ '2026-11-24': 'today' }, (day) => ({ ...day, tasks_done: null, mood: null }));
    server.use(days.handler);
    renderWithProviders(<TheirYear userId={BEN_ID} viewerId={null} today="2026-11-24" title="ben's year" />);

    const grid = await screen.findByRole('grid', { name: "ben's year" });
    expect(days.asked).toEqual([{ id: BEN_ID, from: '2025-11-23', to: '2026-11-24' }]);
    expect(grid.querySelector('[data-date="2026-11-23"]')).toHaveAccessibleName('Monday, November 23, 2026: Done');
  });

  it('while it is told to wait, then it holds the card\'s place and asks nothing; once told to go, it asks and shows the year', async () => {
    const days = answerDays();
    server.use(days.handler);
    const { queryClient, rerender } = renderWithProviders(<TheirYear userId={BEN_ID} viewerId={null} today="2026-11-24" title="ben's year" waiting />);

    expect(await screen.findByRole('region', { name: "ben's year" })).toHaveAttribute('aria-busy', 'true');
    const year = () => queryClient.getQueryCache().find({ queryKey: streakKeys.days(BEN_ID, null, '2025-11-23', '2026-11-24') });
    expect(year()?.state).toMatchObject({ status: 'pending', fetchStatus: 'idle' });
    expect(days.asked).toEqual([]);

    rerender(<TheirYear userId={BEN_ID} viewerId={null} today="2026-11-24" title="ben's year" waiting={false} />);
    expect(await screen.findByRole('grid', { name: "ben's year" })).toBeInTheDocument();
    expect(days.asked).toEqual([{ id: BEN_ID, from: '2025-11-23', to: '2026-11-24' }]);
  });
});
