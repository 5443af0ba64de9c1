import { z } from 'zod';
import { BoundedText, defineRoutes, IdParams } from './common';
import { routeMeta } from './route-meta';

/** A reminder's local time when the user has not chosen one (docs/product.md#reminders). */
export const REMINDER_DEFAULT_TIME = '20:00';
/** Push endpoints seen in practice are a few hundred characters; anything far longer is not a push service's. */
export const PUSH_ENDPOINT_MAX = 2048;
/** Devices kept per user: a new one past this replaces the one that has been quiet longest. */
export const PUSH_DEVICES_MAX = 10;

const TIME_MESSAGE = 'time must be a 24-hour time HH:MM, from 00:00 to 23:59.';
/** A local time of day, 24-hour, two digits each ("07:30", "20:00"). */
export const ReminderTime = BoundedText('HH:MM'.length, TIME_MESSAGE, TIME_MESSAGE).regex(/^([01]\d|2[0-3]):[0-5]\d$/, TIME_MESSAGE);

export const Reminders = z.object({
  enabled: z.boolean(),
  time: ReminderTime,
  /** The URL-safe base64 VAPID public key for pushManager.subscribe's applicationServerKey. */
  vapid_public_key: z.string(),
  /** How many devices of the user's are subscribed. */
  devices: z.number().int(),
});
export type Reminders = z.infer<typeof Reminders>;

export const UpdateRemindersBody = z
  .object({ enabled: z.boolean({ error: 'enabled must be true or false.' }).optional(), time: ReminderTime.optional() })
  .refine((b) => b.enabled !== undefined || b.time !== undefined, { message: 'Send at least one of enabled, time.' });
export type UpdateRemindersBody = z.infer<typeof UpdateRemindersBody>;

/** Unpadded (or padded) URL-safe base64 decoding to exactly `bytes` bytes; `first` is what the first character must be. */
function base64url(field: string, bytes: number, what: string, first?: RegExp) {
  const chars = Math.ceil((bytes * 4) / 3);
  const message = `${field} must be ${what} in URL-safe base64 (${bytes} bytes).`;
  return BoundedText(chars + 2, message, message)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, message)
    .refine((s) => s.replace(/=+$/, '').length === chars && (!first || first.test(s)), message);
}

export const PushSubscriptionKeys = z.object(
  {
    // An uncompressed P-256 point: 0x04 then x and y, so its base64 begins with B.
    p256dh: base64url('keys.p256dh', 65, 'an uncompressed P-256 public key', /^B/),
    auth: base64url('keys.auth', 16, 'the subscription auth secret'),
  },
  { error: 'keys must hold p256dh and auth.' },
);

const EXPIRATION_MAX = Date.parse('9999-12-31T23:59:59.999Z');
const ENDPOINT_MESSAGE = 'endpoint must be the https URL of a push service.';
const ENDPOINT_TOO_LONG = `endpoint must be at most ${PUSH_ENDPOINT_MAX} characters.`;
/** The browser's PushSubscription.toJSON(). */
export const PushSubscriptionBody = z.object({
  endpoint: BoundedText(PUSH_ENDPOINT_MAX, ENDPOINT_TOO_LONG, ENDPOINT_MESSAGE).refine(isPushEndpoint, ENDPOINT_MESSAGE),
  // Epoch milliseconds (a DOMHighResTimeStamp, so maybe fractional), up to the end of year 9999 like every date we take.
  expirationTime: z
    .number({ error: 'expirationTime must be a time in milliseconds or null.' })
    .min(0, 'expirationTime must be a time in milliseconds or null.')
    .max(EXPIRATION_MAX, 'expirationTime must be a time in milliseconds or null.')
    .nullable()
    .optional(),
  keys: PushSubscriptionKeys,
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

function isPushEndpoint(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.username === '' && url.password === '' && url.hostname !== '';
  } catch {
    return false;
  }
}

export const remindersRoutes = defineRoutes(routeMeta, {
  getReminders: { params: IdParams, response: Reminders },
  updateReminders: { params: IdParams, body: UpdateRemindersBody, response: Reminders },
  addPushSubscription: { params: IdParams, body: PushSubscriptionBody, response: z.object({ devices: z.number().int() }) },
  removePushSubscription: {
    params: IdParams,
    query: z.object({ endpoint: BoundedText(PUSH_ENDPOINT_MAX, ENDPOINT_TOO_LONG, 'endpoint is required.').min(1, 'endpoint is required.') }),
    response: z.void(),
  },
  sendTestReminder: { params: IdParams, response: z.object({ sent: z.number().int() }) },
});
