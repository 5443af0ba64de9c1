import { paths } from '../config/paths';
import { USER_ID_KEY } from '../features/auth/stored-id';
import { preloadPhoto } from '../features/posts/photos/photo-sources';
import { paintKeptTheme } from '../features/themes/theme-paint';
import { readyIntlSoon } from '../lib/i18n/intl-ready';
import { applyDocumentLocale, initialLocale } from '../lib/i18n/locales';
import { sendFirstRequests } from '../lib/kept-requests';

/*
 * The script index.html runs before the app's own (build/first-requests-script.ts inlines it): it sends the
 * screen's first requests as the last visit to that screen kept them (lib/kept-requests.ts), and paints the premium
 * theme kept for the stored user before the body paints. The screen's scripts are named in the page itself, as
 * module preloads (decision record 039).
 */

/**
 * The feed's largest paint is its first photo: it starts as soon as the first page answers, while the app's script
 * is still on its way (app/first-data/feed.ts does the same once the app runs; the second start finds the first).
 * The app takes that answer only after this (decision record 042), so the photo's request is always this script's,
 * never the card's own: a card drawn first would start it only after the app's code and its work.
 */
export function preloadFirstPhoto(answer: Promise<Response>): Promise<void> {
  return answer
    .then((res) => (res.ok ? (res.clone().json() as Promise<unknown>) : null))
    .then((posts) => {
      const first = (Array.isArray(posts) ? posts[0] : null) as { photo_url?: unknown; photo_width?: unknown; photo_height?: unknown } | null;
      if (typeof first?.photo_url !== 'string') return;
      const size = (n: unknown) => (typeof n === 'number' ? n : null);
      preloadPhoto({ url: first.photo_url, width: size(first.photo_width), height: size(first.photo_height) });
    })
    .catch(() => undefined);
}

// The page's language and direction before its first paint: an Arabic screen is laid out right to left from the
// start rather than flipping once the app's script has run (main.tsx then loads the same language's catalog).
try {
  applyDocumentLocale(initialLocale());
} catch {
  // No storage: the app sets them as it starts.
}

try {
  const userId = localStorage.getItem(USER_ID_KEY);
  const onFeed = location.pathname === paths.feed;
  const sent = sendFirstRequests(userId, location.pathname, new Date(), (url, answer) =>
    onFeed && /\/friend-posts(\?|$)/.test(url) ? preloadFirstPhoto(answer).then(() => answer) : answer,
  );
  // A signed-in screen or a public profile writes a number or a date in its first render (a streak's plural, a day's
  // name): Intl's data loads while the page waits for its scripts. The login screen writes none.
  if (userId || Object.keys(sent).length) readyIntlSoon(initialLocale());
} catch {
  // No storage (blocked cookies): the app asks for its reads itself.
}

// The premium theme this browser keeps for its signed-in user, on <html> before the body paints, rather than the
// Standard colours until the user's themes load (features/themes/theme-paint.ts). Another user's is not painted,
// nor any with no stored user (a signed-out screen); the app paints what the account really has once it loads.
try {
  paintKeptTheme();
} catch {
  // No storage: the app paints the theme once it loads.
}
