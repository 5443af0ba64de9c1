import type { Reminders } from '@dayleaf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addPushSubscription } from './api/add-push-subscription';
import { reminderKeys, REMINDER_WRITES } from './api/keys';
import { updateReminders } from './api/update-reminders';
import type { PushDevice } from './push-device';

/** Why this browser could not be set up; each has its own text on the screen. */
export type SetupProblem = 'unsupported' | 'no-worker' | 'denied' | 'dismissed' | 'subscribe-failed';

export class ReminderSetupError extends Error {
  constructor(readonly problem: SetupProblem) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- for the developer; the screen says PROBLEM_TEXT
    super(`Reminders could not be set up on this device: ${problem}`);
    this.name = 'ReminderSetupError';
  }
}

/**
 * Turns reminders on with this browser among the devices: the permission question (asked only now, on the
 * press), this browser's subscription (the one it holds when the key is the same), sent to the server, then the
 * account's switch. Also the way to add this browser when reminders are already on elsewhere.
 */
export async function turnOnHere(userId: string, reminders: Reminders, device: PushDevice): Promise<Reminders> {
  const { support } = await device.check(reminders.vapid_public_key);
  if (support !== 'ready') throw new ReminderSetupError(support);
  const permission = await device.requestPermission();
  if (permission !== 'granted') throw new ReminderSetupError(permission === 'denied' ? 'denied' : 'dismissed');
  let subscription;
  try {
    subscription = await device.subscribe(reminders.vapid_public_key);
  } catch (err) {
    console.warn('Push subscribe failed', err);
    throw new ReminderSetupError('subscribe-failed');
  }
  await addPushSubscription(userId, subscription);
  return updateReminders(userId, { enabled: true });
}

/**
 * The on/off switch. Off is the account's switch only: this browser keeps its subscription, so turning
 * reminders on again (here or on another device) brings back every device without asking each again.
 */
export function useReminderSwitch(userId: string, device: PushDevice) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ on, reminders }: { on: boolean; reminders: Reminders }) =>
      on ? turnOnHere(userId, reminders, device) : updateReminders(userId, { enabled: false }),
    onSuccess: (reminders: Reminders) => queryClient.setQueryData(reminderKeys.settings(userId), reminders),
    // A failure part way (subscribed, then the switch refused) may have changed the device count.
    onError: () => queryClient.invalidateQueries({ queryKey: reminderKeys.settings(userId) }),
    // This browser's subscription may have changed either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: reminderKeys.thisDevice(userId) }),
    scope: REMINDER_WRITES,
  });
}
