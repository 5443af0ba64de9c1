import type { User } from '@dayleaf/contracts';
import { SIGNED_OUT_ELSEWHERE } from '@dayleaf/contracts/client';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ApiError } from '../../lib/api-client';
import { chooseLocale } from '../../lib/i18n/i18n';
import { initialLocale } from '../../lib/i18n/locales';
import { accountLanguage } from './account-language';
import { runBeforeSignOut } from '../../lib/before-sign-out';
import { forgetDevice, forgetLastCopies, isNetworkError, restoreLastCopies, sendWaitingWrites, workOffline } from '../offline/offline-work';
import { logout } from './api/login';
import { useUserQuery } from './api/get-user';
import { userKeys } from './api/keys';
import { SessionContext, type Session, type SignOutResult } from './session';
import { noteSignedInHere, readStoredId, USER_ID_KEY } from './stored-id';

function sessionIsGone(err: unknown): boolean {
  return err instanceof ApiError && (err.status === 401 || err.status === 403 || err.status === 404);
}

/** The server's 401 for a session ended from another device (the sessions list, a password change). */
function endedElsewhere(err: unknown): boolean {
  return err instanceof ApiError && err.status === 401 && (err.body as { reason?: unknown } | undefined)?.reason === SIGNED_OUT_ELSEWHERE;
}

function forgetStoredId(): void {
  noteSignedInHere(); // an id was kept here, so someone signed in on this browser
  try {
    localStorage.removeItem(USER_ID_KEY);
  } catch {
    // Storage can be unavailable (private mode); the id was then never kept either.
  }
}

/** The signed-in app's session: the stored user looked up, kept, and signed out (the context is in session.tsx). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [userId, setUserId] = useState<string | null>(readStoredId);
  const userQuery = useUserQuery(userId);
  const [signedOutElsewhere, setSignedOutElsewhere] = useState(false);

  // With no network the lookup fails without an answer: the user is then the last one this device kept
  // (decision record 030), and only a device that kept none signs out.
  const [noLastCopyOf, setNoLastCopyOf] = useState<string | null>(null);
  const networkFailed = !!userId && userQuery.isError && !userQuery.data && isNetworkError(userQuery.error);
  const lookingForLastCopy = networkFailed && noLastCopyOf !== userId;
  useEffect(() => {
    if (!networkFailed || !userId) return;
    let live = true;
    void restoreLastCopies(queryClient, userId).then(() => {
      if (live && !queryClient.getQueryData(userKeys.user(userId))) setNoLastCopyOf(userId);
    });
    return () => {
      live = false;
    };
  }, [networkFailed, userId, queryClient]);

  // A stored id whose user cannot be loaded (expired session, deleted user) is forgotten, with the reads this
  // device kept for it; a later refetch that fails for a passing reason keeps the user signed in. Done while
  // rendering, as React advises for state that follows other state, so no screen sees the stale id.
  if (userId && userQuery.isError && !lookingForLastCopy && (!userQuery.data || sessionIsGone(userQuery.error))) {
    if (sessionIsGone(userQuery.error)) void forgetLastCopies().catch((err: unknown) => console.warn('Last copies not removed', err));
    if (endedElsewhere(userQuery.error)) setSignedOutElsewhere(true);
    forgetStoredId();
    setUserId(null);
  }

  // Any other call that hears the session was ended elsewhere has the user looked up again, so this device signs
  // out at once (above) rather than showing failures screen by screen.
  useEffect(() => {
    if (!userId) return;
    const recheck = (error: unknown) => {
      if (endedElsewhere(error)) void queryClient.invalidateQueries({ queryKey: userKeys.user(userId), exact: true });
    };
    const userHash = hashKey(userKeys.user(userId));
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && event.query.queryHash !== userHash) recheck(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') recheck(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, userId]);

  // The account's language, once read, is the one the app speaks (and the device keeps for its next first paint);
  // an account that never chose one follows the browser, or the device's choice made signed out.
  // (The pseudo-locale, set on a device to look for untranslated or clipped text, stays while it is set.)
  const language = accountLanguage(userQuery.data);
  useEffect(() => {
    if (language && initialLocale() !== 'pseudo') void chooseLocale(language);
  }, [language]);

  // While signed in, the device keeps the last copies of the user's reads and sends the writes queued offline.
  const signedInId = userQuery.data ? userId : null;
  const stopOfflineWork = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!signedInId) return undefined;
    noteSignedInHere();
    const stop = workOffline(queryClient, signedInId);
    stopOfflineWork.current = stop;
    return () => {
      stop();
      if (stopOfflineWork.current === stop) stopOfflineWork.current = null;
    };
  }, [queryClient, signedInId]);

  const signIn = useCallback(
    (user: User) => {
      localStorage.setItem(USER_ID_KEY, user.id);
      queryClient.setQueryData(userKeys.user(user.id), user);
      setSignedOutElsewhere(false);
      setUserId(user.id);
    },
    [queryClient],
  );

  const forgetSession = useCallback(() => {
    // Stopped now, not when React next renders: a last copy gathered just before would otherwise be written after
    // the device was wiped, and stay.
    stopOfflineWork.current?.();
    forgetStoredId();
    setUserId(null);
    queryClient.clear();
    // What this device kept for the person (last reads, queued writes, photos seen) goes with the session.
    void forgetDevice().catch((err: unknown) => console.warn('Device data not removed', err));
  }, [queryClient]);

  const signOut = useCallback(async ({ dropUnsent = false }: { dropUnsent?: boolean } = {}): Promise<SignOutResult> => {
    const id = readStoredId();
    if (id && !dropUnsent) {
      const unsent = await sendWaitingWrites(id);
      if (unsent) return { signedOut: false, unsent };
    }
    // What needs the session (this device's push subscription) goes while the server still knows who asks.
    if (id) await runBeforeSignOut(id);
    try {
      await logout();
    } catch {
      // Signing out locally still happens; the cookie expires on its own.
    }
    forgetSession();
    return { signedOut: true };
  }, [forgetSession]);

  const session: Session = useMemo(() => {
    if (!userId) return { status: 'signed-out', user: null };
    if (userQuery.data) return { status: 'signed-in', user: userQuery.data };
    if (userQuery.isError && !lookingForLastCopy) return { status: 'signed-out', user: null };
    return { status: 'loading', user: null };
  }, [userId, userQuery.data, userQuery.isError, lookingForLastCopy]);

  const value = useMemo(
    () => ({ session, signIn, signOut, forgetSession, signedOutElsewhere }),
    [session, signIn, signOut, forgetSession, signedOutElsewhere],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
