import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';

/**
 * The app's one query client. Not in the first script: a page opened signed out loads the query library only with a
 * screen that reads through it (a public profile, the quote widget) or with the signed-in app after a sign-in.
 */
export const appQueryClient = createQueryClient();

/** The query client for the screens a signed-out visitor can open; the signed-in app provides the same one. */
export default function Queries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={appQueryClient}>{children}</QueryClientProvider>;
}
