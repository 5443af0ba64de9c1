import type { Challenge } from '@dayleaf/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeChallenge } from '../../../test/challenges-fixtures';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../test/render';
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

  it("when joining succeeds, then the product's toast", async () => {
    stubFetch(() => jsonResponse(201, { ...challenge, user_joined: true }));
    renderCard();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Join Challenge' }));
    expect(await screen.findByText("You've joined the 'Morning walk' challenge!")).toBeInTheDocument();
  });

  it("when the server refuses, then an alert with the server's error", async () => {
    stubFetch(() => jsonResponse(409, { error: 'This challenge has ended.' }));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderCard();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Join Challenge' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('This challenge has ended.'));
    alert.mockRestore();
  });

  it("when the server refuses without a message, then 'Failed to join challenge'", async () => {
    stubFetch(() => jsonResponse(500));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderCard();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Join Challenge' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to join challenge'));
    alert.mockRestore();
  });

  it('when the network fails, then the generic alert', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderCard();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Join Challenge' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Something went wrong. Please try again.'));
    alert.mockRestore();
  });
});
