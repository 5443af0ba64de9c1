import { onlineManager, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A read made for a one-off task (a share card): the fresh answer online, else what the cache holds for the key
 * (the screen's answer, or the device's offline copy); undefined when it has none. Offline it asks nothing, since
 * TanStack would hold the read until the network returns.
 */
export async function readOrKept<T>(client: QueryClient, read: () => Promise<T>, queryKey: QueryKey): Promise<T | undefined> {
  if (onlineManager.isOnline()) {
    try {
      return await read();
    } catch {
      // Told below what the device has.
    }
  }
  return client.getQueryData<T>(queryKey);
}
