import type { Participant } from '@dayleaf/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeChallenge } from '../../../test/challenges-fixtures';
import { apiError, HttpResponse } from '../../../test/msw/contract';
import { challengesHandlers } from '../../../test/msw/challenges';
import { server } from '../../../test/msw/server';
import { renderWithProviders } from '../../../test/render';
import { ParticipantList } from './participant-list';

const ME = '11111111-1111-4111-8111-111111111111';
const CREATOR = '22222222-2222-4222-8222-222222222222';
const STRANGER = '44444444-4444-4444-8444-444444444444';

const challenge = makeChallenge({ created_by: CREATOR, participants: 3, user_joined: true, user_progress: 2 });

const shown: Participant[] = [
  { id: CREATOR, username: 'ana', profile_photo: null, subscription_status: 'premium', streak_count: 5, progress: 4 },
  { id: ME, username: 'ben', profile_photo: null, subscription_status: 'free', streak_count: 1, progress: 2 },
];
/** A private participant who is not the viewer's friend: the server sends name and photo only. */
const privateStranger: Participant = {
  id: STRANGER,
  username: 'cleo',
  profile_photo: '/uploads/cleo.jpg',
  subscription_status: null,
  streak_count: null,
  progress: null,
};

async function renderList(participants: Participant[]) {
  server.use(challengesHandlers.challengeParticipants(() => HttpResponse.json(participants)));
  renderWithProviders(<ParticipantList challenge={challenge} userId={ME} />);
  return screen.findAllByRole('listitem');
}

describe('ParticipantList', () => {
  it('when participants share their progress, then each is ranked with streak and progress out of the duration', async () => {
    const rows = await renderList(shown);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('1')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('🔥 5 days')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('4/7')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Premium member')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('You')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('2/7')).toBeInTheDocument();
  });

  it('when a private stranger takes part, then they show name and photo, "Private profile", no rank and no progress', async () => {
    const rows = await renderList([...shown, privateStranger]);
    const row = rows[2]!;
    expect(within(row).getByText('cleo')).toBeInTheDocument();
    expect(row.querySelector('img')).toHaveAttribute('src', '/uploads/cleo.jpg');
    expect(within(row).getByText('Private profile')).toBeInTheDocument();
    expect(row).not.toHaveTextContent('3');
    expect(row).not.toHaveTextContent('/7');
    expect(row).not.toHaveTextContent('🔥');
    expect(row).not.toHaveTextContent(/null|NaN|undefined/);
    expect(within(row).queryByText('Premium member')).not.toBeInTheDocument();
  });

  it('when the viewer may not see who takes part (403), then the list says so and nothing is logged', async () => {
    server.use(challengesHandlers.challengeParticipants(() => apiError(403, 'Only participants and friends of the creator can see who takes part.')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithProviders(<ParticipantList challenge={challenge} userId={ME} />);
    expect(await screen.findByText('Join this challenge to see who is taking part.')).toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it.each([
    ['left it', { user_joined: false, user_left: true }],
    ['cannot join it any more: it ended', { user_joined: false, is_active: false }],
  ])('when the viewer may not see who takes part and %s, then the list does not ask them to join', async (_case, state) => {
    server.use(challengesHandlers.challengeParticipants(() => apiError(403, 'Only participants and friends of the creator can see who takes part.')));
    renderWithProviders(<ParticipantList challenge={{ ...challenge, ...state }} userId={ME} />);
    expect(await screen.findByText('Only people taking part and friends of the creator see who is taking part.')).toBeInTheDocument();
    expect(screen.queryByText(/Join this challenge/)).not.toBeInTheDocument();
  });

  it('when the list fails, then the failure is logged once', async () => {
    server.use(challengesHandlers.challengeParticipants(() => apiError(500, 'Nope.')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithProviders(<ParticipantList challenge={challenge} userId={ME} />);
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Could not load participants', expect.anything()));
    expect(screen.queryByText('Loading participants...')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
