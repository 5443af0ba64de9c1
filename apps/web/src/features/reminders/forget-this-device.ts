import { removePushSubscription } from './api/remove-push-subscription';
import { browserPush, type PushDevice } from './push-device';

/**
 * Run before this device signs out of `userId`: reminders for that account stop here. The browser ends its
 * subscription (so the push service answers 410 and the server drops it even when the DELETE below never
 * arrives), and the server is told at once, while the session can still do it.
 */
export async function forgetThisDevice(userId: string, device: PushDevice = browserPush): Promise<void> {
  const endpoint = await device.unsubscribe();
  if (endpoint) await removePushSubscription(userId, endpoint);
}
