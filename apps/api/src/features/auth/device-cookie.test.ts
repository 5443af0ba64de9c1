import { describe, expect, it } from 'vitest';
import { atOf, FakeClock, type Clock } from '../../shared/clock';
import { createDeviceCookies, DEVICE_COOKIE_TTL_MS, MAX_DEVICE_ACCOUNTS, type DeviceNote } from './device-cookie';

const ANA = '00000000-0000-4000-8000-00000000000a';
const BEN = '00000000-0000-4000-8000-00000000000b';
const userId = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

/** Device cookies under `secret`, each call made at the fake clock's current instant. */
function deviceCookiesAt(secret: string, clock: Clock) {
  const devices = createDeviceCookies(secret);
  return {
    read: (value: string | undefined) => devices.read(value, atOf(clock)),
    issue: (userId: string, others: DeviceNote[], generation = 0) => devices.issue(userId, generation, others, atOf(clock)),
  };
}

function setup() {
  const clock = new FakeClock();
  return { clock, cookies: deviceCookiesAt('test-secret', clock) };
}

describe('device cookies', () => {
  it('when a cookie is issued for an account, then reading it back names that account with a 22-character nonce', () => {
    const { cookies } = setup();
    const notes = cookies.read(cookies.issue(ANA, []));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.userId).toBe(ANA);
    expect(notes[0]!.nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('when the value uses only cookie-safe characters, then it needs no escaping', () => {
    const { cookies } = setup();
    const value = cookies.issue(BEN, cookies.read(cookies.issue(ANA, [])));
    expect(encodeURIComponent(value)).toBe(value);
  });

  it('when a browser logs in to a second account, then it keeps the first, newest first', () => {
    const { cookies } = setup();
    const both = cookies.read(cookies.issue(BEN, cookies.read(cookies.issue(ANA, []))));
    expect(both.map((n) => n.userId)).toEqual([BEN, ANA]);
  });

  it('when the same account logs in again, then its note is replaced by one with a new nonce', () => {
    const { cookies } = setup();
    const first = cookies.read(cookies.issue(ANA, []));
    const again = cookies.read(cookies.issue(ANA, first));
    expect(again).toHaveLength(1);
    expect(again[0]!.nonce).not.toBe(first[0]!.nonce);
  });

  it(`when a browser logs in to ${MAX_DEVICE_ACCOUNTS + 1} accounts, then the oldest is dropped`, () => {
    const { cookies } = setup();
    let value = '';
    for (let i = 1; i <= MAX_DEVICE_ACCOUNTS + 1; i++) value = cookies.issue(userId(i), cookies.read(value));
    const ids = cookies.read(value).map((n) => n.userId);
    expect(ids).toHaveLength(MAX_DEVICE_ACCOUNTS);
    expect(ids).not.toContain(userId(1));
    expect(ids[0]).toBe(userId(MAX_DEVICE_ACCOUNTS + 1));
  });

  it('when the account in a note is changed to another, then the note is refused', () => {
    const { cookies } = setup();
    const value = cookies.issue(ANA, []);
    expect(cookies.read(value.replace(ANA, BEN))).toEqual([]);
  });

  it('when any character of the signature is changed, then the note is refused', () => {
    const { cookies } = setup();
    const value = cookies.issue(ANA, []);
    const macStart = value.lastIndexOf('.') + 1;
    // Every character but the last carries six whole bits of the MAC (the last one's low bits are padding).
    for (let i = macStart; i < value.length - 1; i++) {
      const changed = value[i] === 'A' ? 'B' : 'A';
      expect(cookies.read(value.slice(0, i) + changed + value.slice(i + 1)), `character ${i}`).toEqual([]);
    }
    expect(cookies.read(value.slice(0, -1))).toEqual([]);
  });

  it('when the cookie was signed under another secret, then it is refused', () => {
    const { clock, cookies } = setup();
    const other = deviceCookiesAt('another-secret', clock);
    expect(cookies.read(other.issue(ANA, []))).toEqual([]);
  });

  it('when a note is a year old, then it is refused; a second younger, then accepted', () => {
    const { clock, cookies } = setup();
    const value = cookies.issue(ANA, []);
    clock.advance(DEVICE_COOKIE_TTL_MS - 1000);
    expect(cookies.read(value)).toHaveLength(1);
    clock.advance(1000);
    expect(cookies.read(value)).toEqual([]);
  });

  it.each([
    ['empty', ''],
    ['garbage', 'not-a-device-cookie'],
    ['too many parts', `${ANA}.a.0.b.c.d`],
    ['a non-uuid account', 'ana.1.AAAAAAAAAAAAAAAAAAAAAA.AAAA'],
    ['an overlong value', 'x'.repeat(5000)],
  ])('when the cookie is %s, then no note is read', (_case, value) => {
    const { cookies } = setup();
    expect(cookies.read(value)).toEqual([]);
  });

  it('when a note is issued under a password generation, then reading it back gives that generation', () => {
    const { cookies } = setup();
    expect(cookies.read(cookies.issue(ANA, [], 41))[0]!.generation).toBe(41);
  });

  it('when the generation in a note is changed, then the note is refused', () => {
    const { cookies } = setup();
    const [userPart, issued, , nonce, mac] = cookies.issue(ANA, [], 3).split('.');
    expect(cookies.read([userPart, issued, '4', nonce, mac].join('.'))).toEqual([]);
  });

  it('when a note has no generation (the form before password generations), then it is refused', () => {
    const { cookies } = setup();
    const [userPart, issued, , nonce, mac] = cookies.issue(ANA, []).split('.');
    expect(cookies.read([userPart, issued, nonce, mac].join('.'))).toEqual([]);
  });

  it('when one note of several is forged, then only that one is dropped', () => {
    const { cookies } = setup();
    const value = cookies.issue(BEN, cookies.read(cookies.issue(ANA, [])));
    const [ben, ana] = value.split('~') as [string, string];
    const forged = ben.replace(BEN, userId(7));
    expect(cookies.read(`${forged}~${ana}`).map((n) => n.userId)).toEqual([ANA]);
  });
});
