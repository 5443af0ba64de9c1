import type { User } from '@dayleaf/contracts';
import { startTransition, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { readStoredId, SignedOutSession } from '../features/auth/session';
import { usePageSettled } from './page-settled';
import { LoadingRoutes } from './router';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { OptionalCode } from '../components/ui/on-demand';
import { preloadableLazy } from '../lib/preloadable-lazy';
import { loadAppMessages, loadFirstScreenMessages } from '../lib/i18n/i18n';
import { MessagesProvider } from '../lib/i18n/runtime';

// Toasts are raised through lib/lazy-toast.ts, so no first screen's script carries sonner; a toast raised before
// this mounts shows when it does (sonner replays them).
const AppToaster = preloadableLazy(() => import('./toaster'));

// The query library, the session lookup and the offline copies come with the signed-in app, not with the login screen.
// It renders the first screen, so it waits for that screen's messages only (a signed-in visit; else the app's).
const SignedInApp = preloadableLazy(() => import('./signed-in-app'), loadFirstScreenMessages);

/**
 * The service worker's code loads only in a build and after the page has settled (decision record 028), with the
 * messages its update toast speaks.
 */
const startServiceWorker = () =>
  Promise.all([import('./service-worker'), loadAppMessages()]).then(
    ([m]) => m.registerServiceWorker(),
    (err: unknown) => console.warn('Service worker not started', err),
  );

export function Providers({ children }: { children: ReactNode }) {
  const pageSettled = usePageSettled();
  useEffect(() => {
    if (pageSettled && import.meta.env.PROD) void startServiceWorker();
    // Signed out, the rest of the messages (the server's errors a form may show, the toasts') once the login
    // screen has painted: its own words came with it.
    if (pageSettled) loadAppMessages().catch((err: unknown) => console.warn('Messages not loaded', err));
  }, [pageSettled]);
  // Every message re-renders at once when the language changes (the picker in Settings, or the account's own).
  return (
    <MessagesProvider>
      <ScreenErrorBoundary>
        <BrowserRouter>
          <SessionGate>{children}</SessionGate>
        </BrowserRouter>
        {pageSettled ? (
          <OptionalCode>
            <AppToaster />
          </OptionalCode>
        ) : null}
      </ScreenErrorBoundary>
    </MessagesProvider>
  );
}

/**
 * A browser that keeps a user id runs the signed-in app; one that keeps none, the signed-out session, until a
 * sign-in. The switch is a transition, so the login screen stays (its button pending) while the signed-in app's
 * code arrives. Once signed in, signing out again stays in the signed-in app, which shows the login screen itself.
 */
function SessionGate({ children }: { children: ReactNode }) {
  const [signedIn, setSignedIn] = useState<{ user?: User } | null>(() => (readStoredId() ? {} : null));
  const onSignIn = useCallback((user: User) => startTransition(() => setSignedIn({ user })), []);
  if (!signedIn) return <SignedOutSession onSignIn={onSignIn}>{children}</SignedOutSession>;
  return (
    <Suspense fallback={<LoadingRoutes />}>
      <SignedInApp user={signedIn.user}>{children}</SignedInApp>
    </Suspense>
  );
}
