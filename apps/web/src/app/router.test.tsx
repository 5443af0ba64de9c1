import { act, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userKeys } from '../features/auth/api/keys';
import { HttpResponse } from '../test/msw/contract';
import { quotesHandlers } from '../test/msw/quotes';
import { server } from '../test/msw/server';
import { answerWeek, tasksHandlers } from '../test/msw/tasks';
import { usersHandlers } from '../test/msw/users';
import { makeUser, renderWithProviders } from '../test/render';
import { themeHandlers } from '../test/themes-fixtures';
import { AppRoutes } from './router';

const shell = vi.hoisted(() => ({ renders: 0 }));
vi.mock('./app-shell', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./app-shell')>();
  // Counts the shell's renders that come from above it: the routes giving it a new element.
  const AppShell = (props: ComponentProps<typeof actual.AppShell>) => {
    shell.renders++;
    return <actual.AppShell {...props} />;
  };
  return { ...actual, AppShell };
});

describe('AppRoutes', () => {
  it('when the session changes (the user record answers anew), then the routes and the screen are not rendered again from above', async () => {
    const user = makeUser({ username: 'routes_once' });
    server.use(
      usersHandlers.getUser(() => HttpResponse.json(user)),
      tasksHandlers.getTasks(() => HttpResponse.json([])),
      quotesHandlers.motivationalQuote(() => HttpResponse.json({ quote: 'Well begun is half done. — Aristotle' })),
      answerWeek(),
      ...themeHandlers(),
    );
    const { queryClient } = renderWithProviders(<AppRoutes />, { path: '/no-such-screen', user });
    // The unknown address sends the signed-in visitor to today's tasks, in the shell.
    expect(await screen.findByRole('navigation')).toBeInTheDocument();
    const before = shell.renders;
    await act(async () => queryClient.setQueryData(userKeys.user(user.id), { ...user, bio: 'A new line' }));
    await act(async () => queryClient.setQueryData(userKeys.user(user.id), { ...user, bio: 'Another line' }));
    expect(shell.renders).toBe(before);
  });
});
