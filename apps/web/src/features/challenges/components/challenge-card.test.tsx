import type { Challenge } from '@dayleaf/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeChallenge } from '../../../test/challenges-fixtures';
import { challengesHandlers } from '../../../test/msw/challenges';
import { apiError, HttpResponse, networkError } from '../../../test/msw/contract';
import { server } from '../../../test/msw/server';
import { renderWithProviders } from '../../../test/render';
import { useJoinAction } from '../hooks/use-join-action';
import { ChallengeCard } from './challenge-card';

const ME = '11111111-1111-4111-8111-111111111111';
const challenge = makeChallenge({ created_by_subscription_status: 'premium' });

function Harness({ c }: { c: Challenge }) {
  const { join, joiningId } = useJoinAction(ME);
  return <ChallengeCard challenge={c} userId={ME} joining={joiningId === c.id} onJoin={(x) => void join(x)} onView={() => undefined} />;
}

function renderCard(c: Challenge = challenge) {
  renderWithProviders(<Harness c={c} />);
}

describe('ChallengeCard', () => {
  it('shows the duration, participants, days left, creator with premium badge, and no progress before joining', () => {
    renderCard();
    expect(screen.getByText('7 days')).toBeInTheDocument();
    expect(screen.getByText(/1 participant joined/)).toBeInTheDocument();
    expect(screen.getByText(/6 days left/)).toBeInTheDocument();
    expect(screen.getByText('ana')).toBeInTheDocument();
    expect(screen.getByText('Premium member')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows own progress out of the duration once joined', () => {
    renderCard({ ...challenge, user_joined: true, user_progress: 3, participants: 2 });
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
    expect(screen.getByText('3/7 days')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Already Joined' })).toBeDisabled();
  });

  it('when the user created the running challenge, then Invite friends in place of a join button', () => {
    renderCard({ ...challenge, created_by: ME, user_joined: true });
    expect(screen.getByRole('button', { name: 'Invite friends' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Join|Your Challenge/ })).not.toBeInTheDocument();
  });

  it('when the user left the challenge, then it cannot be joined again', () => {
    renderCard({ ...challenge, user_left: true });
    expect(screen.getByRole('button', { name: 'You Left' })).toBeDisabled();
  });

  it('when the challenge has ended, then it reads Challenge Ended for its creator too', () => {
    renderCard({ ...challenge, created_by: ME, user_joined: true, is_active: false, days_remaining: 0 });
    expect(screen.getByRole('button', { name: 'Challenge Ended' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Invite friends' })).not.toBeInTheDocument();
  });

  it("when joining succeeds, then the product's toast", async () => {
    server.use(challengesHandlers.joinChallenge(() => HttpResponse.json({ ...challenge, user_joined: true }, { status: 201 })));
    renderCard();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Join Challenge' }));
    expect(await screen.findByText("You've joined the 'Morning walk' challenge!")).toBeInTheDocument();
  });

  it("when the server refuses, then an alert with the server's error", async () => {
    server.use(challengesHandlers.joinChallenge(() => apiError(409, 'This challenge has ended.')));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderCard();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Join Challenge' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('This challenge has ended.'));
    alert.mockRestore();
  });

  it("when the server refuses without a message, then 'Failed to join challenge'", async () => {
    server.use(challengesHandlers.joinChallenge(() => apiError(500)));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderCard();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Join Challenge' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to join challenge'));
    alert.mockRestore();
  });

  it('when the network fails, then the generic alert', async () => {
    server.use(challengesHandlers.joinChallenge(() => networkError()));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderCard();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Join Challenge' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Something went wrong. Please try again.'));
    alert.mockRestore();
  });
});
