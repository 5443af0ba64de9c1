import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { At } from '../../shared/clock';
import type { Cookies } from '../../shared/http/cookies';

/**
 * Device cookies: a browser that has logged in to an account carries a signed note saying so, and the
 * per-account lockout never applies to it (docs/decisions/012). One cookie holds the notes of the last few
 * accounts used in this browser, newest first; each is `userId.issuedAt.generation.nonce.mac`, notes joined by `~`.
 * The generation is the account's password generation when the note was issued: a password change raises it, so
 * every note from before no longer counts (decision 054). Nothing about them is stored on the server: the MAC under
 * a key derived from SESSION_SECRET is the proof.
 */

export const DEVICE_COOKIE_TTL_MS = 365 * 86_400_000;
/** A shared family computer keeps its trust for this many accounts. */
export const MAX_DEVICE_ACCOUNTS = 5;
const SECURE_NAME = '__Host-did';
const PLAIN_NAME = 'did';
/** Five notes are about 570 characters; anything much longer was not made here. */
const MAX_COOKIE_CHARS = 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const NONCE = /^[A-Za-z0-9_-]{22}$/;
const ISSUED = /^[0-9a-z]{1,10}$/;
const GENERATION = /^[0-9a-z]{1,6}$/;

export interface DeviceNote {
  userId: string;
  /** Names this browser for the per-device failure counter. */
  nonce: string;
  issuedAt: Date;
  /** The account's password generation the note was issued under. */
  generation: number;
}

/** Both take the login's `at`, like its throttle and its session: a note is judged and made at one instant. */
export interface DeviceCookies {
  /** The valid notes in a cookie value unexpired at `at`, newest first; anything forged, stale or malformed is dropped. */
  read(value: string | undefined, at: At): DeviceNote[];
  /**
   * A new note for userId under its password `generation`, issued at `at`, in front of the others (its older note
   * replaced), at most MAX_DEVICE_ACCOUNTS.
   */
  issue(userId: string, generation: number, others: DeviceNote[], at: At): string;
}

export function createDeviceCookies(sessionSecret: string): DeviceCookies {
  // Its own key, derived from the session secret, so a MAC made here can never stand for anything else.
  const key = createHmac('sha256', sessionSecret).update('dayleaf device cookie v1').digest();
  const macOf = (body: string) => createHmac('sha256', key).update(body).digest();
  const encode = (n: DeviceNote) => {
    const body = `${n.userId}.${Math.floor(n.issuedAt.getTime() / 1000).toString(36)}.${n.generation.toString(36)}.${n.nonce}`;
    return `${body}.${macOf(body).toString('base64url')}`;
  };

  function decode(note: string, at: At): DeviceNote | null {
    const parts = note.split('.');
    if (parts.length !== 5) return null;
    const [userId, issued, generation, nonce, mac] = parts as [string, string, string, string, string];
    if (!UUID.test(userId) || !ISSUED.test(issued) || !GENERATION.test(generation) || !NONCE.test(nonce)) return null;
    const expected = macOf(`${userId}.${issued}.${generation}.${nonce}`);
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const issuedAt = new Date(parseInt(issued, 36) * 1000);
    const age = at.now.getTime() - issuedAt.getTime();
    if (age < -60_000 || age >= DEVICE_COOKIE_TTL_MS) return null;
    return { userId, nonce, issuedAt, generation: parseInt(generation, 36) };
  }

  return {
    read(value, at) {
      if (!value || value.length > MAX_COOKIE_CHARS) return [];
      const notes: DeviceNote[] = [];
      for (const raw of value.split('~').slice(0, MAX_DEVICE_ACCOUNTS)) {
        const note = decode(raw, at);
        if (note && !notes.some((n) => n.userId === note.userId)) notes.push(note);
      }
      return notes;
    },
    issue(userId, generation, others, at) {
      const fresh: DeviceNote = { userId, nonce: randomBytes(16).toString('base64url'), issuedAt: at.now, generation };
      return [fresh, ...others.filter((n) => n.userId !== userId)].slice(0, MAX_DEVICE_ACCOUNTS).map(encode).join('~');
    },
  };
}

export function readDeviceCookie(cookies: Cookies): string | undefined {
  return cookies.get(SECURE_NAME) ?? cookies.get(PLAIN_NAME);
}

/** Like the session cookie, `__Host-` over https; Strict, since only our own login page ever needs it sent. */
export function setDeviceCookie(cookies: Cookies, value: string): void {
  cookies.set(cookies.secure ? SECURE_NAME : PLAIN_NAME, value, {
    httpOnly: true,
    sameSite: 'strict',
    secure: cookies.secure,
    path: '/',
    maxAge: DEVICE_COOKIE_TTL_MS,
  });
}
