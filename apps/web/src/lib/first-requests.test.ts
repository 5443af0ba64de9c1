import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from './api-client';
import { EARLY_ANSWER_MAX_AGE_MS, forgetFirstRequests, noteFirstRequests, takeEarlyAnswer, takeNotedRequests } from './first-requests';
import {
  FIRST_REQUESTS_KEY,
  FIRST_REQUESTS_SCREENS_MAX,
  keepFirstRequests,
  sendFirstRequests,
  type KeptRequests,
} from './kept-requests';
import { browserZone } from './local-day';
import { endpoints } from '@dayleaf/contracts/client';
import { fakeBrowserZone } from '../test/time-zone';
import { makeUser } from '../test/render';

/** A read the app sends (api-client.ts notes them through takeEarlyAnswer). */
const noteRequest = (url: string) => void takeEarlyAnswer(url, async () => new Response());

const USER = { id: 'u-1', time_zone: 'Asia/Tokyo', day_start_hour: 3 };
// 02:30 on the 26th in Tokyo: before the day start, so the user's day is the 25th.
const EARLY_MORNING = new Date('2026-11-25T17:30:00Z');

function keep(screens: Record<string, string[]>, over: Partial<KeptRequests> = {}) {
  const kept: KeptRequests = { userId: USER.id, zone: USER.time_zone, dayStartHour: USER.day_start_hour, screens, ...over };
  localStorage.setItem(FIRST_REQUESTS_KEY, JSON.stringify(kept));
}

const kept = () => JSON.parse(localStorage.getItem(FIRST_REQUESTS_KEY) ?? 'null') as KeptRequests | null;

let fetchSpy: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  fetchSpy = vi.fn<typeof fetch>(async () => new Response('{"ok":true}', { status: 200 }));
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => {
  vi.unstubAllGlobals();
  // Early answers not taken by a test are dropped with the page, as they are here.
  delete (globalThis as Record<string, unknown>).__dayleafEarlyAnswers;
});

const sentUrls = () => fetchSpy.mock.calls.map(([url]) => String(url));

describe('sendFirstRequests (the script in index.html)', () => {
  it("when the screen's requests were kept for this user, then they are sent, with the cookie", () => {
    keep({ '/feed': ['/api/users/u-1', '/api/users/u-1/friend-posts'], '/': ['/api/other'] });
    sendFirstRequests('u-1', '/feed', EARLY_MORNING);
    expect(sentUrls()).toEqual(['/api/users/u-1', '/api/users/u-1/friend-posts']);
    expect(fetchSpy.mock.calls[0]![1]).toEqual({ credentials: 'same-origin' });
  });

  it('when the browser keeps another user, none, or nothing for this screen, then nothing is sent', () => {
    keep({ '/feed': ['/api/users/u-1'] });
    sendFirstRequests('u-2', '/feed', EARLY_MORNING);
    sendFirstRequests(null, '/feed', EARLY_MORNING);
    sendFirstRequests('u-1', '/profile/ana', EARLY_MORNING);
    sendFirstRequests('u-1', '/challenges', EARLY_MORNING);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("when signed out on a public profile, then the profile is asked for at once, at the URL the app's read uses", async () => {
    sendFirstRequests(null, '/profile/ana%20b', EARLY_MORNING);
    expect(sentUrls()).toEqual(['/api/users/profile/ana%20b']);
    // The app's own read of that profile takes the answer instead of asking again.
    await callApi(endpoints.publicProfile, { params: { username: 'ana b' } });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('when signed out anywhere else, or the address is malformed, then nothing is sent', () => {
    for (const path of ['/login', '/', '/profile', '/profile/a/b', '/profile/%E0%A4%A']) sendFirstRequests(null, path, EARLY_MORNING);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('when what is kept is not a list of API paths, then only API paths of this origin are sent', () => {
    keep({ '/feed': ['//evil.test/api/x', 'https://evil.test/api/x', '/uploads/a.webp', 5 as unknown as string, '/api/ok'] });
    sendFirstRequests('u-1', '/feed', EARLY_MORNING);
    expect(sentUrls()).toEqual(['/api/ok']);
    for (const bad of ['not json', '{"userId":"u-1"}', '[]']) {
      fetchSpy.mockClear();
      localStorage.setItem(FIRST_REQUESTS_KEY, bad);
      sendFirstRequests('u-1', '/feed', EARLY_MORNING);
      expect(fetchSpy, bad).not.toHaveBeenCalled();
    }
  });

  it("when the user's zone is the remembered one, then the day in a kept URL is today's, by the day start", () => {
    fakeBrowserZone('Asia/Tokyo');
    browserZone();
    keep({ '/': ['/api/users/u-1/tasks?date={day}', '/api/ai/motivational-quote?userId=u-1'] });
    sendFirstRequests('u-1', '/', EARLY_MORNING);
    expect(sentUrls()).toEqual(['/api/users/u-1/tasks?date=2026-11-25', '/api/ai/motivational-quote?userId=u-1']);
  });

  it('when the browser remembers another zone, or none, then URLs with the day are not sent (only Intl could tell it)', () => {
    keep({ '/': ['/api/users/u-1/tasks?date={day}', '/api/users/u-1'] });
    sendFirstRequests('u-1', '/', EARLY_MORNING);
    fakeBrowserZone('Europe/Paris');
    browserZone();
    sendFirstRequests('u-1', '/', EARLY_MORNING);
    expect(sentUrls()).toEqual(['/api/users/u-1', '/api/users/u-1']);
  });
});

describe('takeEarlyAnswer (the API client)', () => {
  it('when a kept request was sent, then its answer is taken once, and the next read asks the server', async () => {
    keep({ '/feed': ['/api/users/u-1'] });
    sendFirstRequests('u-1', '/feed', EARLY_MORNING);
    const send = vi.fn(async () => new Response('again'));
    const first = takeEarlyAnswer('/api/users/u-1', send);
    expect(await (await first!).text()).toBe('{"ok":true}');
    expect(takeEarlyAnswer('/api/users/u-1', send)).toBeUndefined();
    expect(takeEarlyAnswer('/api/users/u-9', send)).toBeUndefined();
    expect(send).not.toHaveBeenCalled();
  });

  it('when the early request failed on the way, then the read is sent again', async () => {
    fetchSpy.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    keep({ '/feed': ['/api/users/u-1'] });
    sendFirstRequests('u-1', '/feed', EARLY_MORNING);
    const send = vi.fn(async () => new Response('again'));
    expect(await (await takeEarlyAnswer('/api/users/u-1', send)!).text()).toBe('again');
    expect(send).toHaveBeenCalledOnce();
  });

  it('when the answer waited longer than the page start allows, then it is not used', () => {
    vi.useFakeTimers();
    try {
      keep({ '/feed': ['/api/users/u-1', '/api/a'] });
      sendFirstRequests('u-1', '/feed', EARLY_MORNING);
      vi.advanceTimersByTime(EARLY_ANSWER_MAX_AGE_MS - 1);
      expect(takeEarlyAnswer('/api/a', async () => new Response())).toBeDefined();
      vi.advanceTimersByTime(1);
      expect(takeEarlyAnswer('/api/users/u-1', async () => new Response())).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('when the app reads a URL the script asked for, then the server is asked once, and the app gets its answer', async () => {
    const user = makeUser({ id: 'u-1' });
    fetchSpy.mockResolvedValue(new Response(JSON.stringify(user), { status: 200, headers: { 'content-type': 'application/json' } }));
    keep({ '/feed': ['/api/users/u-1'] });
    sendFirstRequests('u-1', '/feed', EARLY_MORNING);
    expect(await callApi(endpoints.getUser, { params: { id: 'u-1' } })).toEqual(user);
    expect(fetchSpy).toHaveBeenCalledOnce();
  });
});

describe('keepFirstRequests (the app, after its first screen)', () => {
  it("when the first screen's reads were noted, then they are kept for that screen, today's date as the day", () => {
    noteFirstRequests();
    for (const url of ['/api/users/u-1', '/api/users/u-1/tasks?date=2026-11-25', '/api/x?from=2026-11-25&to=2026-11-250', '/api/users/u-1']) noteRequest(url);
    keepFirstRequests('/', USER, '2026-11-25');
    expect(kept()).toEqual({
      userId: 'u-1',
      zone: 'Asia/Tokyo',
      dayStartHour: 3,
      screens: { '/': ['/api/users/u-1', '/api/users/u-1/tasks?date={day}', '/api/x?from={day}&to=2026-11-250'] },
    });
  });

  it('when nothing is being noted (after the first screen), then reads are not kept', () => {
    noteRequest('/api/users/u-1');
    noteFirstRequests();
    noteRequest('/api/a');
    keepFirstRequests('/feed', USER, '2026-11-25');
    noteRequest('/api/b');
    keepFirstRequests('/challenges', USER, '2026-11-25');
    expect(kept()?.screens).toEqual({ '/feed': ['/api/a'], '/challenges': [] });
  });

  it('when the first screen never opened (what was noted is dropped), then later reads are not noted', () => {
    noteFirstRequests();
    noteRequest('/api/users/u-1');
    takeNotedRequests();
    noteRequest('/api/a');
    keepFirstRequests('/feed', USER, '2026-11-25');
    expect(kept()?.screens).toEqual({ '/feed': [] });
  });

  it('when more screens are kept than the limit, then those opened longest ago go', () => {
    for (let i = 0; i <= FIRST_REQUESTS_SCREENS_MAX; i++) {
      noteFirstRequests();
      noteRequest(`/api/users/n${i}`);
      keepFirstRequests(`/profile/n${i}`, USER, '2026-11-25');
    }
    // The first one opened again moves to the end.
    noteFirstRequests();
    keepFirstRequests('/profile/n1', USER, '2026-11-25');
    const screens = Object.keys(kept()!.screens);
    expect(screens).toHaveLength(FIRST_REQUESTS_SCREENS_MAX);
    expect(screens).not.toContain('/profile/n0');
    expect(screens.at(-1)).toBe('/profile/n1');
  });

  it("when another user signs in on the browser, then the first user's screens are not kept", () => {
    keep({ '/feed': ['/api/users/u-1'] });
    noteFirstRequests();
    keepFirstRequests('/', { ...USER, id: 'u-2' }, '2026-11-25');
    expect(kept()).toMatchObject({ userId: 'u-2', screens: { '/': [] } });
  });

  it('when the person signs out, then what was kept is forgotten', () => {
    keep({ '/feed': ['/api/users/u-1'] });
    forgetFirstRequests();
    expect(localStorage.getItem(FIRST_REQUESTS_KEY)).toBeNull();
  });
});
