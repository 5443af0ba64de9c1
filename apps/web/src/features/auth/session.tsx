import type { User } from '@dayleaf/contracts';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { USER_ID_KEY } from './stored-id';

export { readStoredId, USER_ID_KEY } from './stored-id';

/*
 * Who is signed in, as every screen asks it (`useSession`). Signed out, the page runs `SignedOutSession`, which needs
 * no query library, so the login screen's script goes without one; with a stored user, `SessionProvider`
 * (session-provider.tsx, loaded with the signed-in app) looks the user up and keeps the session.
 */
export type Session =
  | { status: 'loading'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: User };

export type SignOutResult = { signedOut: true } | { signedOut: false; unsent: number };

export interface SessionContextValue {
  session: Session;
  signIn(user: User): void;
  /**
   * Sends the writes queued offline, then signs out; when some still wait it does not, and says how many, so the
   * person can choose: `dropUnsent` signs out anyway, deleting them (decision record 030).
   */
  signOut(options?: { dropUnsent?: boolean }): Promise<SignOutResult>;
  /** Forgets this browser's session without asking the server, once the server has already ended it. */
  forgetSession(): void;
  /** The session ended because it was signed out from another device; the login screen says so until a sign-in. */
  signedOutElsewhere: boolean;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

const SIGNED_OUT: Session = { status: 'signed-out', user: null };

/** The session of a page opened signed out: a sign-in keeps the user's id and hands the user to `onSignIn`. */
export function SignedOutSession({ onSignIn, children }: { onSignIn: (user: User) => void; children: ReactNode }) {
  const value = useMemo<SessionContextValue>(
    () => ({
      session: SIGNED_OUT,
      signIn(user) {
        localStorage.setItem(USER_ID_KEY, user.id);
        onSignIn(user);
      },
      signOut: () => Promise.resolve({ signedOut: true }),
      forgetSession() {},
      signedOutElsewhere: false,
    }),
    [onSignIn],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession must be used inside SessionProvider');
  return ctx;
}

/** The signed-in user; only for screens that render behind the signed-in routes. */
export function useCurrentUser(): User {
  const { session } = useSession();
  if (session.status !== 'signed-in') throw new Error('useCurrentUser needs a signed-in session');
  return session.user;
}
