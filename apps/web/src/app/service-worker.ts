import { t } from '@lingui/core/macro';
import { registerSW } from 'virtual:pwa-register';
import { toast } from '../lib/lazy-toast';

/** One update toast however often the worker reports the same waiting build. */
const UPDATE_TOAST_ID = 'app-update';

/**
 * Registers the service worker (src/sw.ts) in a production build, once the page has settled. A new build waits
 * until the user picks "Reload" on the "Update available" toast: the new worker then takes over and the page
 * reloads on it, so no page runs one build's code with another's chunks. Decision record 028.
 */
export function registerServiceWorker(): void {
  const activateUpdate = registerSW({
    immediate: true,
    onNeedRefresh() {
      toast(t`Update available`, {
        id: UPDATE_TOAST_ID,
        duration: Number.POSITIVE_INFINITY,
        action: { label: t`Reload`, onClick: () => void activateUpdate() },
      });
    },
    onRegisteredSW(_url, registration) {
      // Browsers look for a new build on page loads; a tab left open looks again each time it is shown.
      if (registration) checkForUpdateWhenShown(registration);
    },
    onRegisterError(err: unknown) {
      console.warn('Service worker not registered', err);
    },
  });
}

function checkForUpdateWhenShown(registration: ServiceWorkerRegistration): void {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || navigator.onLine === false) return;
    registration.update().catch(() => undefined);
  });
}
