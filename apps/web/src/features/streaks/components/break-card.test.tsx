import type { StreakBreak, User } from '@dayleaf/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userKeys } from '../../auth/api/keys';
import { apiError, HttpResponse } from '../../../test/msw/contract';
import { server } from '../../../test/msw/server';
import { streaksHandlers } from '../../../test/msw/streaks';
import { usersHandlers } from '../../../test/msw/users';
import { makeUser, renderWithProviders } from '../../../test/render';
import { BreakCard, type ActiveChallengesCheck } from './break-card';

// Tuesday 24 November 2026 in UTC, the tests' zone.
const NOW = new Date('2026-11-24T10:00:00Z');
const TODAY = '2026-11-24';
const LIMIT = 'You have taken 3 breaks in the last 365 days; the next can start on 2027-01-10.';

beforeEach(() => {
  // Only the date is fixed, so the card's today is known; timers stay real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const knownChallenges = (names: string[] = []): ActiveChallengesCheck => ({ names, settled: true, check: () => undefined });

/** The card for `user`, with the user's record as the server holds it; the break writes are recorded. */
function renderCard(user: User = makeUser({ streak_count: 12 }), challenges = knownChallenges()) {
  server.use(usersHandlers.getUser(() => HttpResponse.json(user)));
  return renderWithProviders(<BreakCard activeChallenges={challenges} />, { user });
}

const firstDay = () => screen.getByLabelText('First day');
const lastDay = () => screen.getByLabelText('Last day');

function pick(from: string, to: string) {
  fireEvent.change(firstDay(), { target: { value: from } });
  fireEvent.change(lastDay(), { target: { value: to } });
}

/** Answers the PUT with `answer` (by default the break asked for), recording what was sent. */
function answerSetBreak(answer?: (body: StreakBreak) => Response) {
  const sent: StreakBreak[] = [];
  server.use(
    streaksHandlers.setBreak(async ({ request }) => {
      const body = (await request.json()) as StreakBreak;
      sent.push(body);
      return answer ? answer(body) : HttpResponse.json(body);
    }),
  );
  return sent;
}

describe('BreakCard', () => {
  it('says what a break does, and checks the dates as the server does, each under its field, before asking anything', async () => {
    const sent = answerSetBreak();
    renderCard();
    expect(screen.getByText(/those days neither end it nor add to it\. Reminders pause, and break days don't count toward challenges\./)).toBeInTheDocument();

    pick('', '');
    fireEvent.click(screen.getByRole('button', { name: 'Take a break' }));
    expect(firstDay()).toHaveAccessibleDescription(/Pick the first day of your break\./);
    expect(lastDay()).toHaveAccessibleDescription(/Pick the last day of your break\./);

    pick('2026-11-23', '2026-11-25');
    fireEvent.click(screen.getByRole('button', { name: 'Take a break' }));
    expect(firstDay()).toHaveAccessibleDescription(/A break can start today at the earliest\./);
    expect(firstDay()).toHaveAttribute('aria-invalid', 'true');

    pick(TODAY, '2026-11-20');
    fireEvent.click(screen.getByRole('button', { name: 'Take a break' }));
    expect(lastDay()).toHaveAccessibleDescription(/The last day can't be before the first\./);

    pick(TODAY, '2026-12-24');
    fireEvent.click(screen.getByRole('button', { name: 'Take a break' }));
    expect(lastDay()).toHaveAccessibleDescription(/A break can last 30 days at most\./);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('when confirmed, then the dates are sent, the cached user has the break, and the card shows it with "Cancel break"', async () => {
    const sent = answerSetBreak();
    const { queryClient } = renderCard();
    pick('2026-12-01', '2026-12-03');
    fireEvent.click(screen.getByRole('button', { name: 'Take a break' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Take a break from Dec 1 to Dec 3?' });
    expect(dialog).toHaveTextContent('3 days off from Tuesday, December 1. Your streak stays at 12 days, and no reminders come.');
    expect(dialog).not.toHaveTextContent(/challenge/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take the break' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ from: '2026-12-01', to: '2026-12-03' }]);
    expect(queryClient.getQueryData<User>(userKeys.user(makeUser().id))?.break).toEqual({ from: '2026-12-01', to: '2026-12-03' });
    expect(await screen.findByText('Your next break: Tuesday, December 1 to Thursday, December 3.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel break' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change break' })).toBeInTheDocument();
    expect(await screen.findByText('Break saved. Enjoy the rest!')).toBeInTheDocument();
  });

  it('when the user is in active challenges, then the confirmation names them before the break is confirmed', async () => {
    answerSetBreak();
    renderCard(makeUser({ streak_count: 1 }), knownChallenges(['Morning walk', 'Evening stretch']));
    pick(TODAY, TODAY);
    fireEvent.click(screen.getByRole('button', { name: 'Take a break' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Take a break on Nov 24?' });
    expect(dialog).toHaveTextContent("You're in 2 challenges: Morning walk and Evening stretch. Break days won't count toward them.");
    expect(dialog).toHaveTextContent('One day off from Tuesday, November 24. Your streak stays at 1 day');
  });

  it('while the challenges are being checked, then the button says so and the confirmation waits for them', async () => {
    answerSetBreak();
    const check = vi.fn();
    const waiting: ActiveChallengesCheck = { names: undefined, settled: false, check };
    const { rerender } = renderCard(makeUser(), waiting);
    pick(TODAY, '2026-11-26');
    fireEvent.click(screen.getByRole('button', { name: 'Take a break' }));
    expect(check).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Checking your challenges...' })).toBeDisabled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    rerender(<BreakCard activeChallenges={knownChallenges(['Morning walk'])} />);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent("You're in a challenge: Morning walk. Break days won't count toward it.");
  });

  it('when the server refuses a rule (409), then its words show beside the form and the dates stay as typed', async () => {
    answerSetBreak(() => apiError(409, LIMIT));
    renderCard();
    pick('2026-12-01', '2026-12-03');
    fireEvent.click(screen.getByRole('button', { name: 'Take a break' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Take the break' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(LIMIT);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(firstDay()).toHaveValue('2026-12-01');
    expect(lastDay()).toHaveValue('2026-12-03');
  });

  it('when the server refuses a field (400 naming it), then its words show under that field', async () => {
    const message = 'to must be a date from 1900-01-01 to 9999-12-31.';
    answerSetBreak(() => apiError(400, message, { details: [{ in: 'body', path: 'to', message }] }));
    renderCard();
    pick('2026-12-01', '2026-12-03');
    fireEvent.click(screen.getByRole('button', { name: 'Take a break' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Take the break' }));

    await waitFor(() => expect(lastDay()).toHaveAccessibleDescription(new RegExp(message.replace(/\./g, '\\.'))));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(lastDay()).toHaveValue('2026-12-03');
  });

  it('while a break runs, then it says until when and "End break" ends it; no new break can be set meanwhile', async () => {
    const ended: string[] = [];
    server.use(
      streaksHandlers.endBreak(({ params }) => {
        ended.push(params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { queryClient } = renderCard(makeUser({ break: { from: '2026-11-20', to: '2026-12-03' } }));
    expect(screen.getByText("You're on a break until Thursday, December 3.")).toBeInTheDocument();
    expect(screen.queryByLabelText('First day')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'End break' }));
    expect(await screen.findByText('Welcome back! Today counts again.')).toBeInTheDocument();
    expect(ended).toEqual([makeUser().id]);
    expect(queryClient.getQueryData<User>(userKeys.user(makeUser().id))?.break).toBeNull();
    expect(screen.getByLabelText('First day')).toHaveValue(TODAY);
  });

  it('when ending fails, then the server text shows under the button and the break stays', async () => {
    server.use(streaksHandlers.endBreak(() => apiError(500, 'Internal server error')));
    renderCard(makeUser({ break: { from: '2026-11-20', to: '2026-12-03' } }));
    await userEvent.click(screen.getByRole('button', { name: 'End break' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');
    expect(screen.getByText("You're on a break until Thursday, December 3.")).toBeInTheDocument();
  });
});
