import type { ChallengeInviteCard } from '@dayleaf/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeChallenge } from '../../../test/challenges-fixtures';
import { challengesHandlers } from '../../../test/msw/challenges';
import { apiError, HttpResponse } from '../../../test/msw/contract';
import { server } from '../../../test/msw/server';
import { renderAtRoute } from '../../../test/route';
import ChallengeInvitePage, { challengeEmoji, challengeTitle } from './challenge-invite-page';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWx';
const ID = '10000000-0000-4000-8000-000000000009';

const makeCard = (overrides: Partial<ChallengeInviteCard> = {}): ChallengeInviteCard => ({
  id: ID,
  name: '🚶 Morning walk',
  description: 'Thirty minutes outside before work.',
  duration_days: 14,
  days_remaining: 9,
  is_active: true,
  participants: 4,
  created_by_name: 'ben',
  created_by_photo: null,
  viewer: null,
  ...overrides,
});

const renderInvite = ({ signedIn, path = `/invite/challenge/${TOKEN}` }: { signedIn: boolean; path?: string }) =>
  renderAtRoute('/invite/challenge/:token', <ChallengeInvitePage />, { signedIn, path });

describe('challengeEmoji', () => {
  it("takes the emoji a name starts with, else a trophy", () => {
    expect(challengeEmoji('🚶 Morning walk')).toBe('🚶');
    expect(challengeEmoji('🏃‍♀️ Run club')).toBe('🏃‍♀️');
    expect(challengeEmoji('Read daily')).toBe('🏆');
  });

  it('leaves the emoji out of the title it stands beside, but never empties a name', () => {
    expect(challengeTitle('🚶 Morning walk')).toBe('Morning walk');
    expect(challengeTitle('Read daily')).toBe('Read daily');
    expect(challengeTitle('🔥')).toBe('🔥');
  });
});

describe('ChallengeInvitePage signed out', () => {
  it('when the link is live, then the card shows the challenge, its days left, people and creator, and Join', async () => {
    server.use(challengesHandlers.challengeInviteCard(() => HttpResponse.json(makeCard())));
    renderInvite({ signedIn: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Morning walk' })).toBeInTheDocument();
    expect(screen.getByText("You're invited to a challenge on Dayleaf")).toBeInTheDocument();
    expect(screen.getByText('days left').previousSibling).toHaveTextContent('9');
    expect(screen.getByText('participants').previousSibling).toHaveTextContent('4');
    expect(screen.getByText('ben')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join' })).toBeEnabled();
  });

  it('when Join is pressed, then the sign-up form opens on this address, asking to join', async () => {
    server.use(challengesHandlers.challengeInviteCard(() => HttpResponse.json(makeCard())));
    const user = userEvent.setup();
    renderInvite({ signedIn: false });
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('heading', { name: 'Join Morning walk' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(`/invite/challenge/${TOKEN}?join=`);
  });

  it('when "I already have an account" is pressed, then the login side opens', async () => {
    server.use(challengesHandlers.challengeInviteCard(() => HttpResponse.json(makeCard())));
    const user = userEvent.setup();
    renderInvite({ signedIn: false });
    await user.click(await screen.findByRole('button', { name: 'I already have an account' }));
    expect(await screen.findByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  });

  it('when the challenge has ended, then the card says so and offers Dayleaf instead of Join', async () => {
    server.use(challengesHandlers.challengeInviteCard(() => HttpResponse.json(makeCard({ is_active: false, days_remaining: 0 }))));
    renderInvite({ signedIn: false });
    expect(await screen.findByText('This challenge has ended, but there are new ones to join every day.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join Dayleaf' })).toBeInTheDocument();
  });

  it('when the link is no longer active (404) or not a link (400), then a clear page says so', async () => {
    server.use(challengesHandlers.challengeInviteCard(() => apiError(404, 'Challenge not found.')));
    const { unmount } = renderInvite({ signedIn: false });
    expect(await screen.findByRole('heading', { name: 'This invite link is no longer active.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join Dayleaf' })).toBeInTheDocument();
    unmount();
    server.use(challengesHandlers.challengeInviteCard(() => apiError(400, 'This invite link is not valid.')));
    renderInvite({ signedIn: false });
    expect(await screen.findByRole('heading', { name: 'This invite link is no longer active.' })).toBeInTheDocument();
  });
});

describe('ChallengeInvitePage signed in', () => {
  it('when Join is confirmed, then it joins through the link and lands on the challenge with a welcome', async () => {
    const joins: string[] = [];
    server.use(
      challengesHandlers.challengeInviteCard(() => HttpResponse.json(makeCard({ viewer: { joined: false, left: false } }))),
      challengesHandlers.joinByInvite(({ params }) => {
        joins.push(String(params.token));
        return HttpResponse.json(makeChallenge({ id: ID, name: '🚶 Morning walk', user_joined: true }), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderInvite({ signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    expect(await screen.findByText("You're in! Welcome to 🚶 Morning walk. Have a great first day.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(`/challenges/${ID}`));
    expect(joins).toEqual([TOKEN]);
  });

  it('when it is opened without a confirm, then nothing is joined until Join is pressed', async () => {
    const joins: string[] = [];
    server.use(
      challengesHandlers.challengeInviteCard(() => HttpResponse.json(makeCard({ viewer: { joined: false, left: false } }))),
      challengesHandlers.joinByInvite(() => {
        joins.push('join');
        return HttpResponse.json(makeChallenge({ id: ID }), { status: 201 });
      }),
    );
    renderInvite({ signedIn: true });
    expect(await screen.findByRole('button', { name: 'Join' })).toBeEnabled();
    expect(joins).toEqual([]);
  });

  it('when the visitor signed in after pressing Join (?join), then the join goes ahead by itself', async () => {
    server.use(
      challengesHandlers.challengeInviteCard(() => HttpResponse.json(makeCard({ viewer: { joined: false, left: false } }))),
      challengesHandlers.joinByInvite(() => HttpResponse.json(makeChallenge({ id: ID, name: '🚶 Morning walk', user_joined: true }), { status: 201 })),
    );
    renderInvite({ signedIn: true, path: `/invite/challenge/${TOKEN}?join=` });
    expect(await screen.findByText("You're in! Welcome to 🚶 Morning walk. Have a great first day.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(`/challenges/${ID}`));
  });

  it.each([
    [{ joined: true, left: false }, true, "You're already taking part in this challenge.", 'Open challenge'],
    [{ joined: false, left: true }, true, 'You left this challenge, so you cannot join it again.', 'Browse challenges'],
    [{ joined: false, left: false }, false, 'This challenge has ended. Find a running one to join.', 'Browse challenges'],
  ])('when the viewer is %o and the challenge runs: %s, then the card says why there is no Join', async (viewer, active, text, link) => {
    server.use(challengesHandlers.challengeInviteCard(() => HttpResponse.json(makeCard({ viewer, is_active: active }))));
    renderInvite({ signedIn: true });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
  });

  it('when the join is refused, then the reason shows under the button', async () => {
    server.use(
      challengesHandlers.challengeInviteCard(() => HttpResponse.json(makeCard({ viewer: { joined: false, left: false } }))),
      challengesHandlers.joinByInvite(() => apiError(409, 'This challenge has ended.')),
    );
    const user = userEvent.setup();
    renderInvite({ signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This challenge has ended.');
  });
});
