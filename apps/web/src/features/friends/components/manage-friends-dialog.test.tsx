import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Friend, FriendRequest, UserSearchResult } from '@dayleaf/contracts';
import { apiError, HttpResponse } from '../../../test/msw/contract';
import { friendsHandlers } from '../../../test/msw/friends';
import { server } from '../../../test/msw/server';
import { renderWithProviders } from '../../../test/render';
import { ManageFriendsDialog } from './manage-friends-dialog';

const ME = '11111111-1111-4111-8111-111111111111';
const BOB: UserSearchResult = { id: '22222222-2222-4222-8222-222222222222', username: 'bob', profile_photo: null, subscription_status: 'free' };

type Pages<T> = Record<string, { body: T[]; headers?: Record<string, string> }>;

let asked: string[];
let searchAnswer: UserSearchResult[];
/** Pages of the friends and requests lists by the `before` they answer ('' for the first), with their headers. */
let friendPages: Pages<Friend>;
let requestPages: Pages<FriendRequest>;
let sentPages: Pages<FriendRequest>;

/** The page a list request asks for by its `before` cursor; none is an empty last page. */
function pageOf<T extends object>(pages: Pages<T>, request: Request): HttpResponse<T[]> {
  const url = new URL(request.url);
  asked.push(url.pathname + url.search);
  const page = pages[url.searchParams.get('before') ?? ''];
  return HttpResponse.json(page?.body ?? [], { headers: page?.headers });
}

/** The API at the network edge: friends, requests (incoming and sent) and search answers. */
function answerFriendRoutes() {
  asked = [];
  friendPages = {};
  requestPages = {};
  sentPages = {};
  server.use(
    friendsHandlers.searchUsers(({ request }) => {
      const url = new URL(request.url);
      asked.push(url.pathname + url.search);
      return HttpResponse.json(searchAnswer);
    }),
    friendsHandlers.getFriends(({ request }) => pageOf(friendPages, request)),
    friendsHandlers.getFriendRequests(({ request }) => pageOf(requestPages, request)),
    friendsHandlers.getSentRequests(({ request }) => pageOf(sentPages, request)),
  );
}

const person = (n: number) => ({
  id: `33333333-3333-4333-8333-${String(n).padStart(12, '0')}`,
  username: `pal${n}`,
  profile_photo: null,
  subscription_status: 'free' as const,
});
const friendsUrl = `/api/users/${ME}/friends`;
const requestsUrl = `/api/users/${ME}/friend-requests`;

function renderDialog(open = true) {
  const ui = (isOpen: boolean) => (
    <ManageFriendsDialog userId={ME} open={isOpen} onOpenChange={() => undefined} onFriendsChanged={() => undefined} />
  );
  const view = renderWithProviders(ui(open));
  return { ...view, reopen: (isOpen: boolean) => view.rerender(ui(isOpen)) };
}

const searches = () => asked.filter((u) => u.startsWith('/api/users/search'));

async function type(text: string) {
  await act(async () => {
    fireEvent.input(screen.getByPlaceholderText('Search for a friend...'), { target: { value: text } });
  });
}

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Lets the stubbed responses resolve and React render them (testing-library's waits do not see vitest's fake timers). */
async function settled() {
  for (let i = 0; i < 5; i++) await wait(0);
}

beforeEach(() => {
  vi.useFakeTimers();
  searchAnswer = [BOB];
  answerFriendRoutes();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ManageFriendsDialog', () => {
  it('when text is typed, then one search runs 300 ms after the last keystroke, with the trimmed text', async () => {
    renderDialog();
    await type('b');
    await wait(200);
    await type(' bo ');
    await wait(299);
    expect(searches()).toEqual([]);
    await wait(1);
    // No more time passes while the search reaches the server.
    await settled();
    expect(searches()).toEqual([`/api/users/search?username=bo&currentUserId=${ME}`]);
    expect(screen.getByText('bob')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Request' })).toBeInTheDocument();
  });

  it('when a second Send Request is pressed before the first is answered, then both rows end Sent and neither can be pressed again meanwhile', async () => {
    const CLEO: UserSearchResult = { ...BOB, id: '44444444-4444-4444-8444-444444444444', username: 'cleo' };
    searchAnswer = [BOB, CLEO];
    const answers: Array<() => void> = [];
    const sent: string[] = [];
    server.use(
      friendsHandlers.sendFriendRequest(async ({ request }) => {
        const { userId } = (await request.json()) as { userId: string };
        sent.push(userId);
        await new Promise<void>((resolve) => answers.push(resolve));
        return HttpResponse.json({ friendship_id: '55555555-5555-4555-8555-555555555555', status: 'pending' }, { status: 201 });
      }),
    );
    renderDialog();
    await type('b');
    await wait(300);
    await settled();
    const [bobButton, cleoButton] = screen.getAllByRole('button', { name: 'Send Request' });
    fireEvent.click(bobButton!);
    await settled();
    fireEvent.click(cleoButton!);
    await settled();
    expect(sent).toEqual([BOB.id, CLEO.id]);
    expect(bobButton).toBeDisabled();
    expect(cleoButton).toBeDisabled();
    answers.forEach((answer) => answer());
    await settled();
    expect(screen.getAllByRole('button', { name: 'Sent' })).toHaveLength(2);
  });

  it('when a Send Request is refused, then its row can be pressed again and the next press is sent', async () => {
    let refuse = true;
    const sent: string[] = [];
    server.use(
      friendsHandlers.sendFriendRequest(async ({ request }) => {
        const { userId } = (await request.json()) as { userId: string };
        sent.push(userId);
        if (refuse) return apiError(429, 'Too many requests.');
        return HttpResponse.json({ friendship_id: '55555555-5555-4555-8555-555555555555', status: 'pending' }, { status: 201 });
      }),
    );
    renderDialog();
    await type('b');
    await wait(300);
    await settled();
    fireEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    await settled();
    expect(sent).toEqual([BOB.id]);
    const again = screen.getByRole('button', { name: 'Send Request' });
    expect(again).toBeEnabled();
    refuse = false;
    fireEvent.click(again);
    await settled();
    expect(sent).toEqual([BOB.id, BOB.id]);
    expect(screen.getByRole('button', { name: 'Sent' })).toBeDisabled();
  });

  it('when the text is blank, then no search runs and results are cleared', async () => {
    renderDialog();
    await type('bo');
    await wait(300);
    expect((await settled(), screen.getByText('bob'))).toBeInTheDocument();
    await type('   ');
    await wait(1000);
    expect(searches()).toHaveLength(1);
    expect(screen.queryByText('bob')).toBeNull();
  });

  it('when nobody matches, then No users found. shows', async () => {
    searchAnswer = [];
    renderDialog();
    await type('zzz');
    await wait(300);
    expect((await settled(), screen.getByText('No users found.'))).toBeInTheDocument();
  });

  it('when there are no friends, then the empty text and the counts show', async () => {
    renderDialog();
    await settled();
    expect(screen.getByText("You haven't added any friends yet.")).toBeInTheDocument();
    expect(screen.getByText('Your Friends (0)')).toBeInTheDocument();
    expect(screen.getByText('Close')).toBeInTheDocument();
  });

  it('when the first page says 45 friends, then the count is 45 and Load more asks for the next page with its cursor', async () => {
    friendPages = {
      '': { body: [1, 2].map((n) => ({ ...person(n), streak_count: 3, friend_streak: 0, done_today: true, on_break: false })), headers: { 'X-Total-Count': '45', 'X-Next-Cursor': 'page-2' } },
      'page-2': { body: [{ ...person(3), streak_count: 1, friend_streak: 0, done_today: true, on_break: false }] },
    };
    renderDialog();
    await settled();
    expect(screen.getByText('Your Friends (45)')).toBeInTheDocument();
    expect(screen.getByText('pal2')).toBeInTheDocument();
    expect(screen.queryByText('pal3')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await settled();
    expect(asked).toContain(`${friendsUrl}?before=page-2`);
    expect(screen.getByText('pal3')).toBeInTheDocument();
    expect(screen.getByText('Your Friends (45)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('when a friend shares a friend streak, then their row shows it with its label; a friend with none shows no badge', async () => {
    friendPages = {
      '': {
        body: [
          { ...person(1), streak_count: 12, friend_streak: 12, done_today: false, on_break: false },
          { ...person(2), streak_count: 3, friend_streak: 0, done_today: true, on_break: false },
        ],
        headers: { 'X-Total-Count': '2' },
      },
    };
    renderDialog();
    await settled();
    const badge = screen.getByRole('img', { name: '12-day friend streak' });
    expect(badge).toHaveTextContent('🔥 12');
    expect(badge.closest('li')).toHaveTextContent('pal1');
    expect(screen.getAllByRole('img', { name: /friend streak/ })).toHaveLength(1);
    expect(screen.getByText('pal2').closest('li')?.textContent).not.toContain('🔥');
  });

  it('when the first page says 30 requests, then Incoming Requests (30) and Load more brings the next ones', async () => {
    requestPages = {
      '': { body: [{ ...person(1), friendship_id: person(11).id }], headers: { 'X-Total-Count': '30', 'X-Next-Cursor': 'next' } },
      next: { body: [{ ...person(2), friendship_id: person(12).id }] },
    };
    renderDialog();
    await settled();
    expect(screen.getByText('Incoming Requests (30)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept pal1' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await settled();
    expect(asked).toContain(`${requestsUrl}?before=next`);
    expect(screen.getByRole('button', { name: 'Accept pal2' })).toBeInTheDocument();
  });

  it('when the dialog is closed and opened again, then the search form is empty', async () => {
    const view = renderDialog();
    await type('bo');
    fireEvent.click(screen.getByText('Close'));
    view.reopen(false);
    view.reopen(true);
    expect(screen.getByPlaceholderText('Search for a friend...')).toHaveValue('');
  });
});
