import type { ActiveChallengeSummary, Challenge, ChallengeHistoryItem } from '@dayleaf/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeActiveSummary, makeChallenge, makeHistoryItem } from '../../../test/challenges-fixtures';
import { challengesHandlers } from '../../../test/msw/challenges';
import { apiError, HttpResponse } from '../../../test/msw/contract';
import { recordRequests, server } from '../../../test/msw/server';
import { usersHandlers } from '../../../test/msw/users';
import { makeUser, renderWithProviders, TEST_USER_ID } from '../../../test/render';
import ChallengesPage from './challenges-page';

const OTHER = '22222222-2222-4222-8222-222222222222';

/** Mine: created by the user, running. */
const own = makeChallenge({ id: '10000000-0000-4000-8000-000000000001', name: 'My plank', created_by: TEST_USER_ID, created_by_name: 'ana', user_joined: true, participants: 2 });
/** Someone else's that the user joined. */
const joined = makeChallenge({ id: '10000000-0000-4000-8000-000000000002', name: 'Evening stretch', created_by: OTHER, created_by_name: 'ben', user_joined: true, user_progress: 2, participants: 3 });
/** One to join. */
const open = makeChallenge({ id: '10000000-0000-4000-8000-000000000003', name: 'Morning walk', created_by: OTHER, created_by_name: 'ben' });
/** One the user left. */
const left = makeChallenge({ id: '10000000-0000-4000-8000-000000000004', name: 'Cold showers', created_by: OTHER, created_by_name: 'ben', user_left: true });

const ownSummary = makeActiveSummary({ id: own.id, name: own.name, is_own_challenge: true, participants: 2, progress: 1 });
const joinedSummary = makeActiveSummary({ id: joined.id, name: joined.name, progress: 2, participants: 3 });

/** The live invite link of every challenge here, unless a test turns it off. */
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWx';
const inviteUrl = () => `${window.location.origin}/invite/challenge/${TOKEN}`;

function answer(lists: { active?: ActiveChallengeSummary[]; friends?: Challenge[]; history?: ChallengeHistoryItem[]; invite?: string | null }) {
  server.use(
    challengesHandlers.challengeInvite(() => HttpResponse.json({ code: lists.invite === undefined ? TOKEN : lists.invite })),
    challengesHandlers.activeChallenges(() => HttpResponse.json(lists.active ?? [])),
    challengesHandlers.friendChallenges(() => HttpResponse.json(lists.friends ?? [])),
    challengesHandlers.challengeHistory(() => HttpResponse.json(lists.history ?? [])),
    challengesHandlers.challengeParticipants(() => HttpResponse.json([])),
  );
}

function renderPage() {
  // The session reads the user again (and again after a leave: the progress object counts challenges).
  server.use(usersHandlers.getUser(() => HttpResponse.json(makeUser())));
  return renderWithProviders(<ChallengesPage />, { user: makeUser(), path: '/challenges' });
}

const activeSection = () => screen.getByRole('region', { name: 'Your Active Challenges' });
const browseSection = () => screen.getByRole('region', { name: 'Browse Challenges' });
const card = (name: string) => screen.getByRole('article', { name });

afterEach(() => {
  // Only some tests give the browser a share sheet.
  delete (navigator as { share?: unknown }).share;
});

/**
 * Presses Invite friends on the user's own challenge in a browser with a share sheet, which shares or is refused with
 * `refusal`; returns the sheet and a spy on the clipboard.
 */
async function inviteWithShareSheet(refusal?: DOMException) {
  answer({ active: [ownSummary] });
  const share = vi.fn<(data: ShareData) => Promise<void>>();
  if (refusal) share.mockRejectedValue(refusal);
  else share.mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
  const user = userEvent.setup();
  const copied = vi.spyOn(navigator.clipboard, 'writeText');
  renderPage();
  await user.click(await within(activeSection()).findByRole('button', { name: 'Invite friends' }));
  return { share, copied };
}

describe('ChallengesPage: one list per state', () => {
  it('when the lists overlap, then each challenge shows once: the ones taken part in as active, the others to join in Browse', async () => {
    answer({ active: [ownSummary, joinedSummary], friends: [own, joined, open, left] });
    renderPage();
    expect(await within(browseSection()).findByRole('article', { name: 'Morning walk' })).toBeInTheDocument();
    expect(within(browseSection()).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Morning walk']);
    expect(within(activeSection()).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['My plank', 'Evening stretch']);
    expect(screen.queryByRole('button', { name: 'Your Challenge' })).not.toBeInTheDocument();
  });

  it('when the first page of a list holds only challenges taken part in, then the next page is asked for by itself', async () => {
    server.use(
      challengesHandlers.activeChallenges(() => HttpResponse.json([joinedSummary])),
      challengesHandlers.friendChallenges(({ request }) =>
        new URL(request.url).searchParams.get('before') === 'page-2'
          ? HttpResponse.json([open])
          : HttpResponse.json([joined], { headers: { 'X-Next-Cursor': 'page-2' } }),
      ),
    );
    renderPage();
    expect(await within(browseSection()).findByRole('article', { name: 'Morning walk' })).toBeInTheDocument();
    expect(screen.queryByText('No challenges found. Create one to get started!')).not.toBeInTheDocument();
  });

  it('when every challenge listed is taken part in, then Browse says none were found', async () => {
    answer({ active: [joinedSummary], friends: [joined] });
    renderPage();
    expect(await screen.findByText('No challenges found. Create one to get started!')).toBeInTheDocument();
  });

  it('when a running challenge is completed, then it leaves the active list for the history', async () => {
    answer({
      active: [makeActiveSummary({ name: 'Done early', progress: 7, totalDays: 7 })],
      history: [makeHistoryItem({ challenge_name: 'Done early' })],
    });
    renderPage();
    expect(await within(activeSection()).findByText('No Challenges Yet')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Challenge History' }));
    expect(await screen.findByRole('article', { name: 'Done early' })).toHaveTextContent('Completed');
  });

  it('when the history holds running, completed, expired and left challenges, then it shows the finished and left ones in theme colours', async () => {
    answer({
      history: [
        makeHistoryItem({ id: joined.id, challenge_name: 'Evening stretch', status: 'active', final_progress: 2, completion_rate: 29, completed_at: null }),
        makeHistoryItem({ id: left.id, challenge_name: 'Cold showers', status: 'left', final_progress: 3, completion_rate: 43, completed_at: null }),
        makeHistoryItem({ challenge_name: 'Read daily' }),
        makeHistoryItem({ id: open.id, challenge_name: 'Sleep early', status: 'expired', final_progress: 5, completion_rate: 71, completed_at: null }),
      ],
    });
    renderPage();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Challenge History' }));
    const cards = await screen.findAllByRole('article');
    expect(cards.map((a) => a.getAttribute('aria-label'))).toEqual(['Cold showers', 'Read daily', 'Sleep early']);
    const gone = card('Cold showers');
    expect(within(gone).getByText('Left')).toBeInTheDocument();
    expect(within(gone).getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '3');
    expect(within(gone).getByText('43%')).toBeInTheDocument();
    expect(within(card('Read daily')).getByText('Completed')).toBeInTheDocument();
    expect(within(card('Sleep early')).getByText('Expired')).toBeInTheDocument();
    // No fixed palette colour (blue, emerald, slate...) anywhere in the history: only the theme's.
    const classes = cards.flatMap((a) => [a, ...a.querySelectorAll('*')].map((el) => el.getAttribute('class') ?? ''));
    expect(classes.filter((c) => /\b(?:bg|text|border)-(?:blue|emerald|green|slate|gray|red|amber)-\d/.test(c))).toEqual([]);
  });
});

describe('ChallengesPage: the detail dialog', () => {
  it('when a challenge is joined from its dialog, then the dialog shows it joined from the answer, without reading it again', async () => {
    answer({ friends: [open] });
    server.use(challengesHandlers.joinChallenge(() => HttpResponse.json({ ...open, user_joined: true, participants: 2 }, { status: 201 })));
    const sent = recordRequests();
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await within(browseSection()).findByRole('article', { name: 'Morning walk' })).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Morning walk' });
    await user.click(within(dialog).getByRole('button', { name: 'Join Challenge' }));
    expect(await within(dialog).findByRole('button', { name: 'Already Joined' })).toBeDisabled();
    expect(within(dialog).getByText('Participants', { selector: 'div' })).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Your progress' })).toBeInTheDocument();
    expect(sent.filter((r) => r.startsWith(`GET /api/challenges/${open.id}?`) || r === `GET /api/challenges/${open.id}`)).toEqual([]);
  });
});

describe('ChallengesPage: the creator invites friends', () => {
  it('when the creator looks at their running challenge, then Invite friends and View, and no Leave; a participant gets View and Leave', async () => {
    answer({ active: [ownSummary, joinedSummary] });
    renderPage();
    const mine = await within(activeSection()).findByRole('article', { name: 'My plank' });
    expect(within(mine).getByText('Your Challenge')).toBeInTheDocument();
    expect(within(mine).getAllByRole('button').map((b) => b.textContent)).toEqual(['Invite friends', 'View']);
    expect(within(card('Evening stretch')).getAllByRole('button').map((b) => b.textContent)).toEqual(['View', 'Leave']);
  });

  it('when the browser has no share sheet, then Invite friends copies the invitation with the link and says so', async () => {
    answer({ active: [ownSummary] });
    const user = userEvent.setup();
    renderPage();
    await user.click(await within(activeSection()).findByRole('button', { name: 'Invite friends' }));
    expect(await screen.findByText('Invitation copied. Paste it to your friends.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      `Join my challenge 'My plank' on Dayleaf! This link shows you the challenge and lets you join in. ${inviteUrl()}`,
    );
  });

  it('when the browser has a share sheet, then Invite friends opens it with the challenge and its link, and copies nothing', async () => {
    const { share, copied } = await inviteWithShareSheet();
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share).toHaveBeenCalledWith({
      title: 'My plank',
      text: "Join my challenge 'My plank' on Dayleaf! This link shows you the challenge and lets you join in.",
      url: inviteUrl(),
    });
    expect(copied).not.toHaveBeenCalled();
  });

  it('when the share sheet is closed without sharing, then nothing is copied and nothing is said', async () => {
    const { share, copied } = await inviteWithShareSheet(new DOMException('Share canceled', 'AbortError'));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(copied).not.toHaveBeenCalled();
  });

  it('when the share sheet will not open, then the invitation is copied instead', async () => {
    const { copied } = await inviteWithShareSheet(new DOMException('No gesture', 'NotAllowedError'));
    await waitFor(() => expect(copied).toHaveBeenCalledWith(expect.stringContaining("Join my challenge 'My plank' on Dayleaf!")));
  });

  it('when the creator opens View, then the dialog reads the challenge and offers Invite friends instead of a disabled button', async () => {
    answer({ active: [ownSummary] });
    server.use(challengesHandlers.getChallenge(({ params }) => (params.id === own.id ? HttpResponse.json(own) : apiError(404, 'Challenge not found.'))));
    const user = userEvent.setup();
    renderPage();
    await user.click(await within(activeSection()).findByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'My plank' });
    expect(await within(dialog).findByText('Created by')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Invite friends' })).toBeEnabled();
    expect(within(dialog).queryByRole('button', { name: 'Your Challenge' })).not.toBeInTheDocument();
  });

  it("when opened from a notification's link (?challenge=<id>), then that challenge's details open, named once read", async () => {
    answer({ active: [ownSummary] });
    server.use(
      usersHandlers.getUser(() => HttpResponse.json(makeUser())),
      challengesHandlers.getChallenge(({ params }) => (params.id === own.id ? HttpResponse.json(own) : apiError(404, 'Challenge not found.'))),
    );
    renderWithProviders(<ChallengesPage />, { user: makeUser(), path: `/challenges?challenge=${own.id}` });
    const dialog = await screen.findByRole('dialog', { name: 'My plank' });
    expect(await within(dialog).findByText('Created by')).toBeInTheDocument();
  });

  it("when opened at the challenge's own address (/challenges/<id>), then its details open; closed, the address is /challenges", async () => {
    answer({ active: [ownSummary] });
    server.use(challengesHandlers.getChallenge(({ params }) => (params.id === own.id ? HttpResponse.json(own) : apiError(404, 'Challenge not found.'))));
    server.use(usersHandlers.getUser(() => HttpResponse.json(makeUser())));
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path="/challenges" element={<ChallengesPage />} />
        <Route path="/challenges/:id" element={<ChallengesPage />} />
      </Routes>,
      { user: makeUser(), path: `/challenges/${own.id}` },
    );
    const dialog = await screen.findByRole('dialog', { name: 'My plank' });
    expect(await within(dialog).findByText('Created by')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(activeSection()).findByRole('article', { name: 'My plank' })).toBeInTheDocument();
  });
});

describe('ChallengesPage: the invite link in the details', () => {
  const openDetails = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
    await user.click(within(await within(activeSection()).findByRole('article', { name })).getByRole('button', { name: 'View' }));
    return screen.findByRole('dialog', { name });
  };

  it('when the creator turns the link off and on, then each is sent, and on again shows the new link', async () => {
    let token: string | null = TOKEN;
    const sent: unknown[] = [];
    answer({ active: [ownSummary] });
    server.use(
      challengesHandlers.getChallenge(() => HttpResponse.json(own)),
      challengesHandlers.challengeInvite(() => HttpResponse.json({ code: token })),
      challengesHandlers.setChallengeInvite(async ({ request }) => {
        const body = (await request.json()) as { active: boolean };
        sent.push(body);
        token = body.active ? 'NewNewNewNewNewNewNewNew' : null;
        return HttpResponse.json({ code: token });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    const dialog = await openDetails(user, 'My plank');
    expect(await within(dialog).findByText(inviteUrl())).toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: 'Invite link' }));
    expect(await within(dialog).findByText('The link is off: nobody can join through it. Turning it on makes a new link.')).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'Invite link' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('switch', { name: 'Invite link' }));
    expect(await within(dialog).findByText(`${window.location.origin}/invite/challenge/NewNewNewNewNewNewNewNew`)).toBeInTheDocument();
    expect(sent).toEqual([{ active: false }, { active: true }]);
  });

  it('when a participant opens the details, then they see the link while it is on, with no switch', async () => {
    answer({ active: [joinedSummary] });
    server.use(challengesHandlers.getChallenge(() => HttpResponse.json(joined)));
    const user = userEvent.setup();
    renderPage();
    const dialog = await openDetails(user, 'Evening stretch');
    expect(await within(dialog).findByText(inviteUrl())).toBeInTheDocument();
    expect(within(dialog).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Invite friends' })).toBeEnabled();
  });

  it('when the creator turned it off, then a participant sees no link at all', async () => {
    answer({ active: [joinedSummary], invite: null });
    server.use(challengesHandlers.getChallenge(() => HttpResponse.json(joined)));
    const sent = recordRequests();
    const user = userEvent.setup();
    renderPage();
    const dialog = await openDetails(user, 'Evening stretch');
    expect(await within(dialog).findByText('Created by')).toBeInTheDocument();
    await waitFor(() => expect(sent).toContain(`GET /api/challenges/${joined.id}/invite`));
    expect(within(dialog).queryByText('Invite link')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Invite friends' })).not.toBeInTheDocument();
  });

  it("when the creator's link is off, then Invite friends on the card says so and shares nothing", async () => {
    answer({ active: [ownSummary], invite: null });
    const copied = vi.spyOn(navigator.clipboard, 'writeText');
    const user = userEvent.setup();
    renderPage();
    await user.click(await within(activeSection()).findByRole('button', { name: 'Invite friends' }));
    expect(await screen.findByText("The invite link is turned off. Its creator can turn it on in the challenge's details.")).toBeInTheDocument();
    expect(copied).not.toHaveBeenCalled();
  });
});

describe('ChallengesPage: leaving a challenge', () => {
  it('when a participant confirms Leave, then it is sent, the challenge leaves the active list and the history shows it as left', async () => {
    let hasLeft = false;
    const sent = recordRequests();
    const bodies: unknown[] = [];
    server.use(
      challengesHandlers.activeChallenges(() => HttpResponse.json(hasLeft ? [ownSummary] : [ownSummary, joinedSummary])),
      challengesHandlers.friendChallenges(() => HttpResponse.json([own, hasLeft ? { ...joined, user_joined: false, user_left: true } : joined])),
      challengesHandlers.challengeHistory(() =>
        HttpResponse.json(hasLeft ? [makeHistoryItem({ id: joined.id, challenge_name: joined.name, status: 'left', final_progress: 2, completion_rate: 29, completed_at: null })] : []),
      ),
      challengesHandlers.leaveChallenge(async ({ request, params }) => {
        bodies.push({ id: params.id, body: await request.json() });
        hasLeft = true;
        return HttpResponse.json({ ...joined, user_joined: false, user_left: true, participants: 2 });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await within(activeSection()).findByRole('article', { name: 'Evening stretch' })).getByRole('button', { name: 'Leave' }));
    const confirm = await screen.findByRole('alertdialog', { name: "Leave 'Evening stretch'?" });
    expect(confirm).toHaveTextContent('Your progress so far stays in your Challenge History, but you cannot join this challenge again.');
    await user.click(within(confirm).getByRole('button', { name: 'Leave' }));

    expect(await screen.findByText("You left the 'Evening stretch' challenge.")).toBeInTheDocument();
    expect(bodies).toEqual([{ id: joined.id, body: { user_id: TEST_USER_ID } }]);
    await waitFor(() => expect(within(activeSection()).queryByRole('article', { name: 'Evening stretch' })).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // Left is not offered to join again either.
    expect(within(browseSection()).queryByRole('article', { name: 'Evening stretch' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Challenge History' }));
    expect(within(await screen.findByRole('article', { name: 'Evening stretch' })).getByText('Left')).toBeInTheDocument();
    expect(sent.filter((r) => r.startsWith('POST'))).toEqual([`POST /api/challenges/${joined.id}/leave`]);
  });

  it('when the confirm is cancelled, then nothing is sent and the challenge stays', async () => {
    answer({ active: [joinedSummary] });
    const sent = recordRequests();
    const user = userEvent.setup();
    renderPage();
    await user.click(await within(activeSection()).findByRole('button', { name: 'Leave' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(card('Evening stretch')).toBeInTheDocument();
    expect(sent.filter((r) => r.startsWith('POST'))).toEqual([]);
  });

  it("when the server refuses, then its reason is toasted and the challenge stays", async () => {
    answer({ active: [joinedSummary] });
    server.use(challengesHandlers.leaveChallenge(() => apiError(409, 'This challenge has ended.')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPage();
    await user.click(await within(activeSection()).findByRole('button', { name: 'Leave' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('This challenge has ended.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(card('Evening stretch')).toBeInTheDocument();
    warn.mockRestore();
  });
});
