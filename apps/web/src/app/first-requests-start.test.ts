import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_ID_KEY } from '../features/auth/stored-id';
import { photoSources, preloadPhoto } from '../features/posts/photos/photo-sources';
import { themePaintOf } from '../features/themes/theme-colors';
import { paintTheme, THEME_PAINT_KEY } from '../features/themes/theme-paint';
import { takeEarlyAnswer } from '../lib/first-requests';
import { FIRST_REQUESTS_KEY } from '../lib/kept-requests';
import { CATALOG } from '../test/themes-fixtures';
import { preloadFirstPhoto } from './first-requests-start';

/** Midnight of the test catalogue, as <html> wears it and as the browser keeps it. */
const MIDNIGHT_PAINT = themePaintOf('midnight', CATALOG.find((theme) => theme.id === 'midnight')!.colors);

const FIRST = { photo_url: '/uploads/44444444-4444-4444-8444-444444444444.webp', photo_width: 1440, photo_height: 1080 };
const POSTS_URL = '/api/users/u-1/friend-posts';

/** Runs index.html's first script on `pathname`, with a kept /feed and an answer of `posts` for its first page. */
async function startOn(pathname: string, posts: unknown) {
  await startWith(pathname, async (url) => new Response(JSON.stringify(url === POSTS_URL ? posts : { id: 'u-1' }), { status: 200 }));
}

async function startWith(pathname: string, fetch: (url: string) => Promise<Response>) {
  localStorage.setItem(USER_ID_KEY, 'u-1');
  localStorage.setItem(FIRST_REQUESTS_KEY, JSON.stringify({ userId: 'u-1', zone: 'UTC', dayStartHour: 0, screens: { [pathname]: ['/api/users/u-1', POSTS_URL] } }));
  vi.stubGlobal('fetch', vi.fn(fetch));
  window.history.replaceState(null, '', pathname);
  vi.resetModules();
  await import('./first-requests-start');
}

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];

afterEach(() => {
  paintTheme(null);
  for (const link of preloads()) link.remove();
  window.history.replaceState(null, '', '/');
  delete (globalThis as Record<string, unknown>).__dayleafEarlyAnswers;
});

describe("index.html's first script", () => {
  it("on /feed, starts the first post's photo with the card's own candidates as soon as the page answers, and the app still reads the page", async () => {
    await startOn('/feed', [FIRST, { ...FIRST, photo_url: '/uploads/55555555-5555-4555-8555-555555555555.webp' }]);
    const link = await waitFor(() => {
      expect(preloads()).toHaveLength(1);
      return preloads()[0]!;
    });
    expect(link.getAttribute('href')).toBe(FIRST.photo_url);
    expect(link.getAttribute('imagesrcset')).toBe(photoSources({ url: FIRST.photo_url, width: 1440, height: 1080 })!.srcSet);
    expect(link.getAttribute('fetchpriority')).toBe('high');
    const page = await takeEarlyAnswer(POSTS_URL, () => Promise.reject(new Error('asked again')))!;
    expect(((await page.json()) as unknown[]).length).toBe(2);
  });

  it("on /feed, the app takes the first page only once its photo has started, so the photo is never the card's own request", async () => {
    let answerPosts: (res: Response) => void = () => {};
    // The page answers only after the app has asked for it: the app's wait and the script's start race.
    await startWith('/feed', (url) => (url === POSTS_URL ? new Promise<Response>((resolve) => (answerPosts = resolve)) : Promise.resolve(new Response('{}'))));
    let startedWhenTaken: string[] = [];
    const taken = takeEarlyAnswer(POSTS_URL, () => Promise.reject(new Error('asked again')))!.then((page) => {
      startedWhenTaken = preloads().map((link) => link.getAttribute('href')!);
      return page;
    });
    answerPosts(new Response(JSON.stringify([FIRST])));
    const page = await taken;
    expect(startedWhenTaken).toEqual([FIRST.photo_url]);
    expect(await page.json()).toEqual([FIRST]);
  });

  it('when the first page is empty, refused, not a list or unreadable, then no photo starts', async () => {
    const answers = [
      new Response('[]'),
      new Response(JSON.stringify({ error: 'Not found.' }), { status: 404 }),
      new Response(JSON.stringify({ photo_url: FIRST.photo_url })),
      new Response(JSON.stringify([{ photo_url: 5 }])),
      new Response('not json'),
    ];
    for (const answer of answers) await preloadFirstPhoto(Promise.resolve(answer));
    await preloadFirstPhoto(Promise.reject(new TypeError('Failed to fetch')));
    expect(preloads()).toHaveLength(0);
  });

  it('when the first page answers, then its first photo starts, once even if the app starts it again', async () => {
    await preloadFirstPhoto(Promise.resolve(new Response(JSON.stringify([FIRST]))));
    preloadPhoto({ url: FIRST.photo_url, width: 1440, height: 1080 });
    expect(preloads().map((link) => link.getAttribute('href'))).toEqual([FIRST.photo_url]);
  });

  it('on a screen other than /feed, the script starts no photo', async () => {
    await startOn('/challenges', [FIRST]);
    await takeEarlyAnswer(POSTS_URL, () => Promise.reject(new Error('asked again')))!;
    expect(preloads()).toHaveLength(0);
  });
});

describe("index.html's first script and the kept theme", () => {
  const root = document.documentElement;
  const themeColor = () => document.head.querySelector('meta[name="theme-color"]');

  it('paints the premium theme kept for the stored user on <html>, with its theme-color, before the app runs', async () => {
    localStorage.setItem(THEME_PAINT_KEY, JSON.stringify({ userId: 'u-1', ...MIDNIGHT_PAINT }));
    await startOn('/', []);
    expect(root).toHaveAttribute('data-theme', 'midnight');
    expect(root).toHaveAttribute('data-scheme', 'dark');
    expect(root.style.getPropertyValue('--background')).toBe('230 30% 9%');
    expect(themeColor()).toHaveAttribute('content', MIDNIGHT_PAINT.color);
  });

  it("paints nothing for another user's kept theme, nor for one kept with no stored user (a signed-out screen)", async () => {
    localStorage.setItem(THEME_PAINT_KEY, JSON.stringify({ userId: 'u-2', ...MIDNIGHT_PAINT }));
    await startOn('/', []);
    expect(root).not.toHaveAttribute('data-theme');

    localStorage.setItem(THEME_PAINT_KEY, JSON.stringify({ userId: 'u-1', ...MIDNIGHT_PAINT }));
    localStorage.removeItem(USER_ID_KEY);
    vi.resetModules();
    await import('./first-requests-start');
    expect(root).not.toHaveAttribute('data-theme');
    expect(root.style.getPropertyValue('--background')).toBe('');
    expect(themeColor()).toBeNull();
  });

  it('when storage cannot be read, then the script still runs and paints nothing', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.resetModules();
    await expect(import('./first-requests-start')).resolves.toBeDefined();
    vi.restoreAllMocks();
    expect(root).not.toHaveAttribute('data-theme');
  });
});

describe("index.html's first script and Intl's data", () => {
  /** The locales Intl.NumberFormat was made with while the script ran and its next task. */
  async function numberFormatsOn(pathname: string, storedUser: boolean): Promise<unknown[]> {
    const made = vi.spyOn(Intl, 'NumberFormat');
    if (storedUser) localStorage.setItem(USER_ID_KEY, 'u-1');
    else localStorage.removeItem(USER_ID_KEY);
    localStorage.removeItem(FIRST_REQUESTS_KEY);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}')));
    window.history.replaceState(null, '', pathname);
    vi.resetModules();
    await import('./first-requests-start');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const locales = made.mock.calls.map(([locale]) => locale);
    made.mockRestore();
    return locales;
  }

  afterEach(() => localStorage.clear());

  it('readies a number formatter in the page language for a stored user and for a public profile, not for the login screen', async () => {
    localStorage.setItem('dayleaf-locale', 'de');
    expect(await numberFormatsOn('/profile', true)).toEqual(['de']);
    expect(await numberFormatsOn('/profile/milo', false)).toEqual(['de']);
    expect(await numberFormatsOn('/login', false)).toEqual([]);
    expect(await numberFormatsOn('/', false)).toEqual([]);
  });
});
