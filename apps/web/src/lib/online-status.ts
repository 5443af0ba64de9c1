import { useSyncExternalStore } from 'react';

/*
 * The browser's own online and offline events, as TanStack Query's onlineManager hears them too (lib/query-client.ts
 * tells it the state a page opens in). Not the onlineManager itself: the login screen's script shows the banner
 * and goes without the query library.
 */
const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

// Changed only by the events: navigator.onLine is trusted when the page opens (a page served offline by the service
// worker is offline from its first render), and after that each event says which way it went.
let online = typeof navigator === 'undefined' || navigator.onLine !== false;
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => (online = true));
  window.addEventListener('offline', () => (online = false));
}

/** Whether the browser is online. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, () => online, () => true);
}
