import type { Task } from '@dayleaf/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userKeys } from '../features/auth/api/keys';
import { USER_ID_KEY } from '../features/auth/session';
import { friendsHandlers } from '../test/msw/friends';
import { HttpResponse } from '../test/msw/contract';
import { postsHandlers } from '../test/msw/posts';
import { quotesHandlers } from '../test/msw/quotes';
import { recordRequests, server } from '../test/msw/server';
import { answerWeek, tasksHandlers } from '../test/msw/tasks';
import { usersHandlers } from '../test/msw/users';
import { createQueryClient } from '../lib/query-client';
import { makeUser, renderWithProviders, TEST_USER_ID } from '../test/render';
import { themeHandlers } from '../test/themes-fixtures';
import { photoSources } from '../features/posts/photos/photo-sources';
import { waitForFirstScreenCode } from './first-screen-code';
import { firstScreenPaths, startFirstScreen } from './first-screens';
import { AppRoutes, ChallengesPage } from './router';
import { challengesHandlers } from '../test/msw/challenges';
import { FIRST_REQUESTS_KEY, sendFirstRequests } from '../lib/kept-requests';
import { browserZone, localToday } from '../lib/local-day';
import { fakeBrowserZone } from '../test/time-zone';
import { BottomNav, hidesNavigation, TimeZoneSync } from './app-shell';
import { existsSync } from 'node:fs';
import { FIRST_SCREEN_MODULES } from '../../build/first-screen-preloads';
import { ThemePainter } from '../features/themes/components/active-theme-applier';

const user = makeUser();

/** Answers the user's record once the test lets it, so a test can look at what was asked for before. */
let answerUser: () => void = () => undefined;

beforeEach(() => {
  localStorage.setItem(USER_ID_KEY, TEST_USER_ID);
  const answered = new Promise<void>((resolve) => (answerUser = resolve));
  server.use(
    usersHandlers.getUser(async () => {
      await answered;
      return HttpResponse.json(user);
    }),
    ...themeHandlers(),
  );
});

// A test that failed before answering still lets the held request finish, so it does not outlive the test.
afterEach(() => answerUser());

const path = (request: string) => request.split('?')[0];

describe('startFirstScreen', () => {
  it("on /feed, asks for the feed's first page while the user lookup has not answered, and the feed shows it without asking again", async () => {
    const sent = recordRequests();
    server.use(
      postsHandlers.getFriendPosts(() => HttpResponse.json([])),
      postsHandlers.getFriendActivities(() => HttpResponse.json([])),
      friendsHandlers.getFriends(() => HttpResponse.json([])),
      friendsHandlers.getFriendRequests(() => HttpResponse.json([])),
    );
    const queryClient = createQueryClient();
    startFirstScreen(queryClient, '/feed');

    await waitFor(() => expect(sent.map(path)).toContain(`GET /api/users/${TEST_USER_ID}/friend-posts`));
    expect(queryClient.getQueryState(userKeys.user(TEST_USER_ID))?.status).toBe('pending');

    answerUser();
    renderWithProviders(<AppRoutes />, { path: '/feed', queryClient });
    expect(await screen.findByRole('heading', { name: 'Friends Feed' })).toBeInTheDocument();
    await waitFor(() => expect(sent.map(path)).toContain(`GET /api/users/${TEST_USER_ID}/friend-requests`));
    expect(sent.filter((r) => path(r) === `GET /api/users/${TEST_USER_ID}/friend-posts`)).toHaveLength(1);
  });

  it("on /feed, starts the first post's photo (the largest paint) with the card's own candidates as soon as the page answers, before the user does", async () => {
    const first = { url: '/uploads/44444444-4444-4444-8444-444444444444.webp', width: 1440, height: 960 };
    const posts = [first, { ...first, url: '/uploads/55555555-5555-4555-8555-555555555555.webp' }].map((photo, i) => ({
      id: `3333333${i}-3333-4333-8333-333333333333`,
      photo_url: photo.url,
      photo_width: photo.width,
      photo_height: photo.height,
      caption: 'Morning run',
      user: { id: '11111111-1111-4111-8111-111111111111', name: 'ana', subscription_status: 'free' as const },
      likes: 0,
      isLiked: false,
      commentCount: 0,
      createdAt: new Date().toISOString(),
    }));
    server.use(
      postsHandlers.getFriendPosts(() => HttpResponse.json(posts)),
      postsHandlers.getFriendActivities(() => HttpResponse.json([])),
      friendsHandlers.getFriends(() => HttpResponse.json([])),
      friendsHandlers.getFriendRequests(() => HttpResponse.json([])),
    );
    startFirstScreen(createQueryClient(), '/feed');

    const preload = await waitFor(() => {
      const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
      expect(links).toHaveLength(1);
      return links[0]!;
    });
    const sources = photoSources(first)!;
    expect(preload.getAttribute('imagesrcset')).toBe(sources.srcSet);
    expect(preload.getAttribute('imagesizes')).toBe(sources.sizes);
    expect(preload.getAttribute('fetchpriority')).toBe('high');
    preload.remove();
  });

  it("on /, asks for the user's today's tasks and week as soon as the user answers, and the screen shows them without asking again", async () => {
    const sent = recordRequests();
    server.use(
      tasksHandlers.getTasks(({ request }) => {
        const date = new URL(request.url).searchParams.get('date') ?? '';
        const task: Task = { id: crypto.randomUUID(), user_id: TEST_USER_ID, name: 'Stretch', emoji: '🧘', date, completed: false };
        return HttpResponse.json([task]);
      }),
      quotesHandlers.motivationalQuote(() => HttpResponse.json({ quote: 'Well begun is half done. — Aristotle' })),
      answerWeek(),
    );
    const queryClient = createQueryClient();
    startFirstScreen(queryClient, '/');
    answerUser();

    await waitFor(() => expect(sent.map(path)).toEqual(expect.arrayContaining([`GET /api/users/${TEST_USER_ID}/tasks`, `GET /api/users/${TEST_USER_ID}/week`])));
    renderWithProviders(<AppRoutes />, { path: '/', queryClient });
    expect(await screen.findByDisplayValue('Stretch')).toBeInTheDocument();
    expect(await screen.findByText(/Well begun is half done/)).toBeInTheDocument();
    // The screen found the answer under its own day, so nothing was asked twice.
    expect(sent.filter((r) => path(r) === `GET /api/users/${TEST_USER_ID}/tasks`)).toHaveLength(1);
    expect(sent.filter((r) => path(r) === 'GET /api/ai/motivational-quote')).toHaveLength(1);
    expect(sent.filter((r) => path(r) === `GET /api/users/${TEST_USER_ID}/week`)).toHaveLength(1);
  });

  it('on /challenges, once its code has come, the screen and the navigation show in the very render that has the user', async () => {
    // A screen no other test here opens, so its lazy component has not been rendered before.
    server.use(
      challengesHandlers.activeChallenges(() => HttpResponse.json([])),
      challengesHandlers.friendChallenges(() => HttpResponse.json([])),
    );
    const queryClient = createQueryClient();
    startFirstScreen(queryClient, '/challenges');
    await Promise.all([ChallengesPage.preload(), BottomNav.preload(), ThemePainter.preload(), TimeZoneSync.preload()]);

    renderWithProviders(<AppRoutes />, { path: '/challenges', queryClient, user });
    // Synchronously: React.lazy would suspend here and show its fallback first, then wait out React's 300 ms
    // fallback throttle before the screen.
    expect(screen.getByRole('heading', { name: 'Challenges' })).toBeInTheDocument();
    expect(screen.getByRole('navigation')).toBeInTheDocument();
  });

  it("keeps the screen's loading text while the first screen's code is on its way, even once the user has answered", async () => {
    server.use(
      postsHandlers.getFriendPosts(() => HttpResponse.json([])),
      postsHandlers.getFriendActivities(() => HttpResponse.json([])),
      friendsHandlers.getFriends(() => HttpResponse.json([])),
      friendsHandlers.getFriendRequests(() => HttpResponse.json([])),
    );
    let arrive: () => void = () => undefined;
    waitForFirstScreenCode([new Promise<void>((resolve) => (arrive = resolve))]);
    try {
      renderWithProviders(<AppRoutes />, { path: '/feed', user });
      expect(screen.getByText('Loading feed...')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Friends Feed' })).not.toBeInTheDocument();
    } finally {
      arrive();
    }
    expect(await screen.findByRole('heading', { name: 'Friends Feed' })).toBeInTheDocument();
  });

  it("on /, keeps what the start asked for, and the next visit's early requests are taken instead of asked again", async () => {
    fakeBrowserZone(user.time_zone);
    browserZone();
    server.use(
      tasksHandlers.getTasks(() => HttpResponse.json([])),
      quotesHandlers.motivationalQuote(() => HttpResponse.json({ quote: 'Well begun is half done. — Aristotle' })),
      answerWeek(),
    );
    answerUser();
    startFirstScreen(createQueryClient(), '/');
    const today = localToday(new Date(), user.time_zone, user.day_start_hour);
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(FIRST_REQUESTS_KEY) ?? 'null')?.screens['/']).toEqual(
        expect.arrayContaining([
          `/api/users/${TEST_USER_ID}`,
          `/api/users/${TEST_USER_ID}/tasks?date={day}`,
          `/api/users/${TEST_USER_ID}/week`,
          `/api/ai/motivational-quote?userId=${TEST_USER_ID}`,
        ]),
      ),
    );

    // The next visit: index.html's script asks first, then the app starts and takes those answers.
    const sent = recordRequests();
    sendFirstRequests(TEST_USER_ID, '/', new Date());
    const queryClient = createQueryClient();
    startFirstScreen(queryClient, '/');
    renderWithProviders(<AppRoutes />, { path: '/', queryClient });
    expect(await screen.findByText(/Well begun is half done/)).toBeInTheDocument();
    expect(sent).toContain(`GET /api/users/${TEST_USER_ID}/tasks?date=${today}`);
    expect(sent.length).toBeGreaterThanOrEqual(4);
    expect(new Set(sent).size).toBe(sent.length);
  });

  it('with no signed-in user kept in this browser, starts nothing', () => {
    localStorage.removeItem(USER_ID_KEY);
    const queryClient = createQueryClient();
    startFirstScreen(queryClient, '/feed');
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});

describe("the build's list of each first screen's modules (build/first-screen-preloads.ts)", () => {
  it('names the same routes as the screens that start early, each with modules that exist', () => {
    expect(FIRST_SCREEN_MODULES.map((screen) => screen.path)).toEqual(firstScreenPaths);
    for (const screen of FIRST_SCREEN_MODULES) {
      for (const file of [...screen.signedIn, ...(screen.signedOut ?? [])]) {
        // A file of the app, or a package the app depends on.
        const where = file.startsWith('src/') ? file : `node_modules/${file}/package.json`;
        expect(existsSync(`${import.meta.dirname}/../../${where}`), file).toBe(true);
      }
    }
  });

  it('includes the navigation exactly where the shell shows it', () => {
    for (const screen of FIRST_SCREEN_MODULES) {
      const example = screen.path.replace(':username', 'ana');
      expect(screen.signedIn.includes('src/app/bottom-nav.tsx'), screen.path).toBe(!hidesNavigation(example));
    }
  });
});
