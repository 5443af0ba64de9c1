/** The push message a reminder or a social notification carries (sent by the API: reminders, features/notifications/push.ts). */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/**
 * The message in a push's data, or null when there is none or it is not the expected JSON: such a push shows
 * nothing, and nothing is thrown (a throw in the handler would only be logged by the browser).
 */
export function readPushMessage(data: { json(): unknown } | null | undefined): PushMessage | null {
  if (!data) return null;
  let value: unknown;
  try {
    value = data.json();
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { title, body, url, tag } = value as Record<string, unknown>;
  if (typeof title !== 'string' || !title.trim() || typeof body !== 'string' || typeof url !== 'string' || typeof tag !== 'string') {
    return null;
  }
  return { title, body, url, tag };
}

/**
 * The absolute URL a notification's click opens: its `url` on this origin, else the app's start. A URL of
 * another origin is never opened, whatever the message says.
 */
export function notificationTarget(url: unknown, origin: string): string {
  if (typeof url === 'string' && url) {
    try {
      const target = new URL(url, origin);
      if (target.origin === origin) return target.href;
    } catch {
      // Not a URL: the app's start instead.
    }
  }
  return new URL('/', origin).href;
}
