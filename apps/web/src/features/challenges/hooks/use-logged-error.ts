import { useEffect } from 'react';

/** List and detail fetch failures are only logged; the screen keeps what it has. */
export function useLoggedError(error: unknown, what: string): void {
  useEffect(() => {
    if (error) console.warn(`Could not load ${what}`, error);
  }, [error, what]);
}
