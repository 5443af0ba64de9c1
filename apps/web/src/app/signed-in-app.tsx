import type { User } from '@dayleaf/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { userKeys } from '../features/auth/api/keys';
import { SessionProvider } from '../features/auth/session-provider';
import { restoreIfOffline } from '../features/offline/offline-work';
import { startFirstScreen } from './first-screens';
import { appQueryClient } from './queries';
import './screen-skeletons';
import './sign-out-steps';

/**
 * What a browser with a signed-in user needs before React renders: with no network, the last copies of the user's
 * reads are put back first (decision record 030); then the first screen's user, code and data start, all at once
 * (first-screens.ts). main.tsx loads this module only when a user id is stored; the page preloads it then.
 */
export async function startSignedIn(pathname: string, userId: string): Promise<void> {
  const restoring = restoreIfOffline(appQueryClient, userId);
  if (restoring) await restoring;
  startFirstScreen(appQueryClient, pathname);
}

/** The signed-in app's providers; `user` is the one who has just signed in on this page, so no lookup waits for them. */
export default function SignedInApp({ user, children }: { user?: User; children: ReactNode }) {
  useState(() => user && appQueryClient.setQueryData(userKeys.user(user.id), user));
  return (
    <QueryClientProvider client={appQueryClient}>
      <SessionProvider>{children}</SessionProvider>
    </QueryClientProvider>
  );
}
