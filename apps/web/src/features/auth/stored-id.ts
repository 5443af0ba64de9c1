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
