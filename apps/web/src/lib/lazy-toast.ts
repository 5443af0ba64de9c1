import type { ExternalToast, toast as sonnerToast } from 'sonner';

/**
 * The toast library loads with the first toast instead of with the page: no first screen's script carries it
 * (about 10 kB gzip), and the app's toaster mounts only once the page has settled (app/providers.tsx). Sonner
 * keeps a toast raised before its toaster mounts and shows it when it does.
 */
function lazyToast(show: (toast: typeof sonnerToast) => void): void {
  import('sonner').then(
    ({ toast }) => show(toast),
    (err: unknown) => console.warn('Could not show a toast', err),
  );
}

type Message = Parameters<typeof sonnerToast>[0];

/** Sonner's `toast`, `toast.success` and `toast.error`, loading the library on first use; every screen raises toasts with it. */
export const toast = Object.assign((message: Message, data?: ExternalToast) => lazyToast((t) => void t(message, data)), {
  success: (message: Message, data?: ExternalToast) => lazyToast((t) => void t.success(message, data)),
  error: (message: Message, data?: ExternalToast) => lazyToast((t) => void t.error(message, data)),
});
