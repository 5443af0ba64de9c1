import type { Trophy, UserTrophy } from '@dayleaf/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse } from '../../../test/msw/contract';
import { server } from '../../../test/msw/server';
import { trophiesHandlers } from '../../../test/msw/trophies';
import { usersHandlers } from '../../../test/msw/users';
import { makeUser, renderWithProviders } from '../../../test/render';
import { HIGHLIGHT_MS } from '../hooks/use-new-trophies';
import { TrophyCase } from './trophy-case';

const CATALOG: Trophy[] = [
  { id: 'streak-3', name: 'Getting Started', description: 'Keep a 3 day streak.', icon: '🔥', criteria_type: 'streak', criteria_value: 3 },
  { id: 'first-post', name: 'Say Cheese', description: 'Share your first photo.', icon: '📸', criteria_type: 'first_post', criteria_value: 1 },
  { id: 'friends-1', name: 'Buddy', description: 'Add a friend.', icon: '🤝', criteria_type: 'add_friend', criteria_value: 1 },
];
const earned = (trophy: Trophy, flags: { seen: boolean }): UserTrophy => ({
  ...trophy,
  id: crypto.randomUUID(),
  trophy_id: trophy.id,
  earned_at: '2026-11-20T08:00:00.000Z',
  celebrated: true,
  ...flags,
});

afterEach(() => vi.useRealTimers());

/** The server: the catalogue, the account's earned trophies, and the marks it is sent (recorded). */
function answerTrophies(earnedTrophies: UserTrophy[]) {
  const marks: unknown[] = [];
  const user = makeUser();
  server.use(
    usersHandlers.getUser(() => HttpResponse.json(user)),
    trophiesHandlers.listTrophies(() => HttpResponse.json(CATALOG)),
    trophiesHandlers.getUserTrophies(() => HttpResponse.json(earnedTrophies)),
    trophiesHandlers.markTrophies(async ({ request }) => {
      marks.push(await request.json());
      return HttpResponse.json({ ok: true });
    }),
  );
  return { user, marks };
}

describe('TrophyCase', () => {
  it('when the account has a trophy it has not seen, then "1 new"; opening the case highlights it, marks it seen on the server, and the highlight ends after 3 s', async () => {
    const { user, marks } = answerTrophies([earned(CATALOG[0]!, { seen: true }), earned(CATALOG[1]!, { seen: false })]);
    renderWithProviders(<TrophyCase user={user} />, { user });
    expect(await screen.findByText('1 new')).toBeInTheDocument();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: /Trophy Case/ }));
    expect(await screen.findByText('New!')).toBeInTheDocument();
    await waitFor(() => expect(marks).toEqual([{ mark: 'seen', trophy_ids: ['first-post'] }]));
    act(() => vi.advanceTimersByTime(HIGHLIGHT_MS));
    expect(screen.queryByText('New!')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /Trophy Case/ }));
    expect(screen.queryByText(/new$/)).not.toBeInTheDocument();
    expect(marks).toHaveLength(1);
  });

  it('when every earned trophy was seen (on any device), then no "new" and nothing is marked', async () => {
    const { user, marks } = answerTrophies([earned(CATALOG[0]!, { seen: true })]);
    renderWithProviders(<TrophyCase user={user} />, { user });
    expect(await screen.findByText('1 of 3 unlocked')).toBeInTheDocument();
    expect(screen.queryByText(/new$/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Trophy Case/ }));
    expect(await screen.findByText('Getting Started')).toBeInTheDocument();
    expect(screen.queryByText('New!')).not.toBeInTheDocument();
    expect(marks).toEqual([]);
  });
});
