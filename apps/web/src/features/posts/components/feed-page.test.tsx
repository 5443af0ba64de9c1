import type { FriendActivity, Post } from '@dayleaf/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { HttpResponse } from '../../../test/msw/contract';
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

const activity = (n: number): FriendActivity => ({
  user: { name: `friend${n}`, avatar: null, subscription_status: 'free', streak: 2 },
  completedAt: `2026-03-0${9 - n}T20:00:00.000Z`,
  tasks: [`Task of friend ${n}`],
});

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
});
