import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

// TanStack Query starts online and learns only from later 'online'/'offline' events; a page opened with no
// network (an offline reload, served by the service worker) is offline from its first render, so its queries
// wait for the network instead of failing. navigator.onLine is trusted only when it says offline.
if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

/** Whether the browser is online, as TanStack Query's onlineManager (which pauses and resumes requests) sees it. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
