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
import { tasksHandlers } from '../test/msw/tasks';
import { usersHandlers } from '../test/msw/users';
import { createQueryClient } from '../lib/query-client';
import { makeUser, renderWithProviders, TEST_USER_ID } from '../test/render';
import { themeHandlers } from '../test/themes-fixtures';
import { startFirstScreen } from './first-screens';
import { AppRoutes } from './router';

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

  it("on /, asks for the user's today's tasks as soon as the user answers, and the screen shows them without asking again", async () => {
    const sent = recordRequests();
    server.use(
      tasksHandlers.getTasks(({ request }) => {
        const date = new URL(request.url).searchParams.get('date') ?? '';
        const task: Task = { id: crypto.randomUUID(), user_id: TEST_USER_ID, name: 'Stretch', emoji: '🧘', date, completed: false };
        return HttpResponse.json([task]);
      }),
      quotesHandlers.motivationalQuote(() => HttpResponse.json({ quote: 'Well begun is half done. — Aristotle' })),
    );
    const queryClient = createQueryClient();
    startFirstScreen(queryClient, '/');
    answerUser();

    await waitFor(() => expect(sent.map(path)).toContain(`GET /api/users/${TEST_USER_ID}/tasks`));
    renderWithProviders(<AppRoutes />, { path: '/', queryClient });
    expect(await screen.findByDisplayValue('Stretch')).toBeInTheDocument();
    expect(await screen.findByText(/Well begun is half done/)).toBeInTheDocument();
    // The screen found the answer under its own day, so nothing was asked twice.
    expect(sent.filter((r) => path(r) === `GET /api/users/${TEST_USER_ID}/tasks`)).toHaveLength(1);
    expect(sent.filter((r) => path(r) === 'GET /api/ai/motivational-quote')).toHaveLength(1);
  });

  it('with no signed-in user kept in this browser, starts nothing', () => {
    localStorage.removeItem(USER_ID_KEY);
    const queryClient = createQueryClient();
    startFirstScreen(queryClient, '/feed');
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
