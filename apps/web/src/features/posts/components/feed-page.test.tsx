import type { FriendActivity, Post } from '@dayleaf/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { apiError, HttpResponse } from '../../../test/msw/contract';
import { postsHandlers } from '../../../test/msw/posts';
import { server } from '../../../test/msw/server';
import { usersHandlers } from '../../../test/msw/users';
import { makeUser, renderWithProviders } from '../../../test/render';
import { FeedPage } from './feed-page';

const ME = makeUser();

const post = (n: number): Post => ({
  id: `33333333-3333-4333-8333-${String(n).padStart(12, '0')}`,
  photo_url: `/uploads/44444444-4444-4444-8444-${String(n).padStart(12, '0')}.webp`,
  photo_width: 1440,
  photo_height: 1080,
  caption: `Post ${n}`,
  user: { id: ME.id, name: ME.username, subscription_status: 'free' },
  likes: 0,
  isLiked: false,
  commentCount: 0,
  createdAt: '2026-03-10T09:00:00.000Z',
});

const friendId = (n: number) => `55555555-5555-4555-8555-${String(n).padStart(12, '0')}`;

const activity = (n: number, overrides: Partial<FriendActivity> = {}): FriendActivity => ({
  user: { id: friendId(n), name: `friend${n}`, avatar: null, subscription_status: 'free' },
  date: `2026-03-0${9 - n}`,
  streak: 2,
  completedAt: `2026-03-0${9 - n}T20:00:00.000Z`,
  tasks: [`Task of friend ${n}`],
  cheers: 0,
  cheered: false,
  cheerers: [],
  ...overrides,
});

/** A day of friend 1, `daysAgo` before 2026-03-08. */
const dayOfBen = (daysAgo: number, overrides: Partial<FriendActivity> = {}): FriendActivity =>
  activity(1, { user: { id: friendId(1), name: 'ben', avatar: null, subscription_status: 'free' }, date: `2026-03-0${8 - daysAgo}`, streak: 5 - daysAgo, completedAt: `2026-03-0${8 - daysAgo}T20:00:00.000Z`, tasks: [`Ben's day ${daysAgo}`], ...overrides });

/** The cursor a list request asks with ('' for the first page), recorded in `asked`. */
function cursorOf(request: Request, asked: string[]): string {
  const before = new URL(request.url).searchParams.get('before') ?? '';
  asked.push(before);
  return before;
}

const withNext = (next?: string): { headers: Record<string, string> } => ({ headers: next ? { 'X-Next-Cursor': next } : {} });

/**
 * An IntersectionObserver the test drives: `scrollToEnd()` tells each end of a list that is watched, and has not been
 * told yet, that it came into view; `watching()` says how many ends are observed. A page watches its end from an
 * effect, which runs after the render that shows the page: an end already told (about to be replaced) is skipped,
 * so the scroll reaches the one the page watches now.
 */
function fakeScrolling() {
  const observers = new Set<{ callback: IntersectionObserverCallback; nodes: Element[]; told: boolean }>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: { callback: IntersectionObserverCallback; nodes: Element[]; told: boolean };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, nodes: [], told: false };
        observers.add(this.entry);
      }
      observe(node: Element) {
        this.entry.nodes.push(node);
      }
      disconnect() {
        observers.delete(this.entry);
      }
    },
  );
  const untold = () => [...observers].filter((entry) => !entry.told);
  const scrollToEnd = async () => {
    await waitFor(() => expect(untold().length).toBeGreaterThan(0));
    for (const entry of untold()) {
      entry.told = true;
      entry.callback(entry.nodes.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), {} as IntersectionObserver);
    }
  };
  return { scrollToEnd, watching: () => observers.size };
}

describe('FeedPage', () => {
  it("when opened from a comment's notification, then that post is scrolled to, outlined, and its comments are open", async () => {
    // jsdom lays nothing out and has no scrollIntoView: this one records what was scrolled to.
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    server.use(
      usersHandlers.getUser(() => HttpResponse.json(ME)),
      postsHandlers.getFriendPosts(() => HttpResponse.json([post(1), { ...post(2), commentCount: 1 }], withNext())),
      postsHandlers.getFriendActivities(() => HttpResponse.json([], withNext())),
      postsHandlers.getComments(() => HttpResponse.json([], withNext())),
    );
    renderWithProviders(<FeedPage onManageFriends={() => {}} hasFriends pendingRequests={0} />, { user: ME, path: `/feed?post=${post(2).id}&comments=open` });

    const [first, second] = await screen.findAllByRole('article');
    expect(second).toHaveClass('ring-2');
    expect(first).not.toHaveClass('ring-2');
    expect(scrolled).toEqual([second]);
    expect(within(second!).getByRole('button', { name: 'Hide comments' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(first!).getByRole('button', { name: 'Comment' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('when the posts and the friends’ days each have more pages, then scrolling loads the posts first, then the days a page at a time', async () => {
    const { scrollToEnd, watching } = fakeScrolling();
    const postCursors: string[] = [];
    const activityCursors: string[] = [];
    server.use(
      usersHandlers.getUser(() => HttpResponse.json(ME)),
      postsHandlers.getFriendPosts(({ request }) =>
        cursorOf(request, postCursors) === '' ? HttpResponse.json([post(1)], withNext('posts-2')) : HttpResponse.json([post(2)], withNext()),
      ),
      postsHandlers.getFriendActivities(({ request }) =>
        cursorOf(request, activityCursors) === '' ? HttpResponse.json([activity(1)], withNext('days-2')) : HttpResponse.json([activity(2)], withNext()),
      ),
    );
    renderWithProviders(<FeedPage onManageFriends={() => {}} hasFriends pendingRequests={0} />, { user: ME });

    expect(await screen.findByText('Post 1')).toBeInTheDocument();
    // The days follow the posts once they are all here, so they do not jump as posts arrive.
    expect(screen.queryByText('Task of friend 1')).not.toBeInTheDocument();

    await scrollToEnd();
    expect(await screen.findByText('Post 2')).toBeInTheDocument();
    expect(await screen.findByText('Task of friend 1')).toBeInTheDocument();
    expect(screen.queryByText('Task of friend 2')).not.toBeInTheDocument();

    await scrollToEnd();
    expect(await screen.findByText('Task of friend 2')).toBeInTheDocument();
    expect(postCursors).toEqual(['', 'posts-2']);
    expect(activityCursors).toEqual(['', 'days-2']);

    // Past the last page of both, the end of the list is no longer watched.
    await waitFor(() => expect(watching()).toBe(0));
  });

  it.each(['load', 'error'] as const)('when the first photo is not here yet, then the photos below wait for it, and start once it fires %s', async (settles) => {
    server.use(
      usersHandlers.getUser(() => HttpResponse.json(ME)),
      postsHandlers.getFriendPosts(() => HttpResponse.json([post(1), post(2), post(3)], withNext())),
      postsHandlers.getFriendActivities(() => HttpResponse.json([], withNext())),
    );
    renderWithProviders(<FeedPage onManageFriends={() => {}} hasFriends pendingRequests={0} />, { user: ME });

    const first = await screen.findByRole('img', { name: `Photo by ${ME.username}: Post 1` });
    expect(first).toHaveAttribute('src', post(1).photo_url);
    // The others keep their boxes and names, with nothing asked for yet.
    for (const n of [2, 3]) {
      const held = screen.getByRole('img', { name: `Photo by ${ME.username}: Post ${n}` });
      expect(held).not.toHaveAttribute('src');
      expect(held.style.aspectRatio).toBe(String(1440 / 1080));
    }

    fireEvent[settles](first);
    for (const n of [2, 3]) {
      await waitFor(() => expect(screen.getByRole('img', { name: `Photo by ${ME.username}: Post ${n}` })).toHaveAttribute('src', post(n).photo_url));
    }
  });

  it("when a friend's days follow one another, then they read as one run with each day's own streak; a lone day stands alone", async () => {
    server.use(
      usersHandlers.getUser(() => HttpResponse.json(ME)),
      postsHandlers.getFriendPosts(() => HttpResponse.json([], withNext())),
      postsHandlers.getFriendActivities(() => HttpResponse.json([dayOfBen(0), activity(2), dayOfBen(1), dayOfBen(2)], withNext())),
    );
    renderWithProviders(<FeedPage onManageFriends={() => {}} hasFriends pendingRequests={0} />, { user: ME });

    const run = await screen.findByRole('region', { name: 'ben completed 3 days in a row' });
    expect(within(run).getAllByText(/^Ben's day/).map((el) => el.textContent)).toEqual(["Ben's day 0", "Ben's day 1", "Ben's day 2"]);
    expect(within(run).getByText('5 days')).toBeInTheDocument();
    expect(within(run).getByText('3 days')).toBeInTheDocument();
    expect(screen.getByText('Task of friend 2')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /friend2 completed/ })).not.toBeInTheDocument();
  });

  it('when Cheer is pressed, then the card shows the cheer at once, sends it, and keeps the count the server answered; pressed again, it takes it back', async () => {
    const sent: unknown[] = [];
    const taken: string[] = [];
    // The server remembers the cheer, so a refetch of the list (a screen part mounting late) answers what was saved.
    let stored = { cheered: false, cheers: 1, cheerers: ['cleo'] };
    server.use(
      usersHandlers.getUser(() => HttpResponse.json(ME)),
      postsHandlers.getFriendPosts(() => HttpResponse.json([], withNext())),
      postsHandlers.getFriendActivities(() => HttpResponse.json([dayOfBen(0, stored)], withNext())),
      postsHandlers.cheerDay(async ({ request }) => {
        sent.push(await request.json());
        stored = { cheered: true, cheers: 2, cheerers: [ME.username, 'cleo'] };
        return HttpResponse.json({ cheers: 2, cheered: true as const }, { status: 201 });
      }),
      postsHandlers.uncheerDay(({ request }) => {
        taken.push(new URL(request.url).pathname);
        stored = { cheered: false, cheers: 1, cheerers: ['cleo'] };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithProviders(<FeedPage onManageFriends={() => {}} hasFriends pendingRequests={0} />, { user: ME });

    const cheer = await screen.findByRole('button', { name: "Cheer ben's day" });
    expect(cheer).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Cheered by cleo')).toBeInTheDocument();
    fireEvent.click(cheer);
    const cheered = await screen.findByRole('button', { name: "Take back your cheer for ben's day" });
    expect(cheered).toHaveAttribute('aria-pressed', 'true');
    expect(cheered).toHaveTextContent('2');
    expect(await screen.findByText(`Cheered by ${ME.username}, cleo`)).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual([{ friendId: friendId(1), date: '2026-03-08' }]));

    fireEvent.click(cheered);
    expect(await screen.findByRole('button', { name: "Cheer ben's day" })).toHaveTextContent('1');
    await waitFor(() => expect(taken).toEqual([`/api/users/${ME.id}/cheers/${friendId(1)}/2026-03-08`]));
    expect(screen.getByText('Cheered by cleo')).toBeInTheDocument();
  });

  it('when a cheer is refused, then the card shows what it showed before and the refusal is toasted', async () => {
    server.use(
      usersHandlers.getUser(() => HttpResponse.json(ME)),
      postsHandlers.getFriendPosts(() => HttpResponse.json([], withNext())),
      postsHandlers.getFriendActivities(() => HttpResponse.json([dayOfBen(0)], withNext())),
      postsHandlers.cheerDay(() => apiError(403, "You can only cheer a friend's day.")),
    );
    renderWithProviders(<FeedPage onManageFriends={() => {}} hasFriends pendingRequests={0} />, { user: ME });

    fireEvent.click(await screen.findByRole('button', { name: "Cheer ben's day" }));
    expect(await screen.findByText("You can only cheer a friend's day.")).toBeInTheDocument();
    const cheer = await screen.findByRole('button', { name: "Cheer ben's day" });
    expect(cheer).toHaveAttribute('aria-pressed', 'false');
    expect(cheer).not.toHaveTextContent(/\d/);
  });
});
