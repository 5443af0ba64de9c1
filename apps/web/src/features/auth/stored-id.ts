/*
 * The signed-in user's id as this browser keeps it; the session cookie is what the server trusts. Apart from
 * session.tsx, so the script index.html runs first (app/first-requests-start.ts) reads it without React.
 */
export const USER_ID_KEY = 'userId';

/** The signed-in user's id this browser keeps, if any. */
export function readStoredId(): string | null {
  try {
    return localStorage.getItem(USER_ID_KEY);
  } catch {
    return null;
  }
}

/** Set at every sign-in on this browser and kept after signing out: the login screen then says "Welcome back!". */
const SIGNED_IN_BEFORE_KEY = 'signedInBefore';

export function hasSignedInHere(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_BEFORE_KEY) === '1';
  } catch {
    return false;
  }
}

export function noteSignedInHere(): void {
  try {
    localStorage.setItem(SIGNED_IN_BEFORE_KEY, '1');
  } catch {
    // Storage refused (private mode, full): the greeting stays the first-time one.
  }
}
