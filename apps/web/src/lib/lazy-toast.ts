import type { toast as sonnerToast } from 'sonner';

/**
 * A toast raised by code in the first script (the query client, the app shell): the toast library loads with
 * the first one instead of with the page, so the login screen's script goes without it. Screens that load on
 * demand import `toast` from sonner directly.
 */
export function lazyToast(show: (toast: typeof sonnerToast) => void): void {
  import('sonner').then(
    ({ toast }) => show(toast),
    (err: unknown) => console.warn('Could not show a toast', err),
  );
}
