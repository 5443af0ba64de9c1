import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { cookiesOf } from './cookies';
import { readSessionToken } from './session-cookie';

/**
 * The web app's page for a client route (/feed, /profile/ana, ...). The build writes, beside index.html, the
 * scripts each first screen loads at once (the web app's docs/decisions/039-first-screen-preloads.md); the page
 * for such a route names them as module preloads, so the browser asks for them while it reads the page instead
 * of after the entry script has arrived and run. Signed in (a session cookie is sent, valid or not) the screen's
 * own; signed out only what a signed-out visitor sees there (the login screen is in the entry script).
 */
export const PRELOADS_FILE = 'first-screen-preloads.json';

interface Screen {
  match: (pathname: string) => boolean;
  signedIn: string;
  signedOut: string;
}

interface Page {
  /** The page as built, and with each screen's preloads, by route. */
  html: string;
  screens: Screen[];
  stamp: string;
}

/** A built script of this origin, and nothing that could leave an attribute. */
const BUILT_SCRIPT = /^\/assets\/[\w.-]+\.js$/;

const links = (files: unknown): string =>
  Array.isArray(files)
    ? files
        .filter((file): file is string => typeof file === 'string' && BUILT_SCRIPT.test(file))
        .map((file) => `\n    <link rel="modulepreload" crossorigin href="${file}">`)
        .join('')
    : '';

/** `/profile/:username` matches one non-empty segment where the name stands; the rest literally. */
function routeMatcher(route: string): (pathname: string) => boolean {
  const parts = route.split('/');
  return (pathname) => {
    const segments = pathname.split('/');
    return segments.length === parts.length && parts.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]));
  };
}

function readScreens(file: string): Screen[] {
  let parsed: { screens?: unknown };
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8')) as { screens?: unknown };
  } catch {
    // A build without the list (or an unreadable one): the page goes as built, and its scripts load as before.
    return [];
  }
  if (!Array.isArray(parsed.screens)) return [];
  return parsed.screens
    .filter((s): s is { path: string; signedIn?: unknown; signedOut?: unknown } => typeof s === 'object' && s !== null && typeof s.path === 'string')
    .map((s) => ({ match: routeMatcher(s.path), signedIn: links(s.signedIn), signedOut: links(s.signedOut) }));
}

const stampOf = (...files: string[]) =>
  files
    .map((file) => {
      try {
        return String(statSync(file).mtimeMs);
      } catch {
        return '-';
      }
    })
    .join(' ');

/** Serves the page; re-read when the build is written again, as the page itself was before (sendFile). */
export function appPage(webDistDir: string): RequestHandler {
  const indexHtml = path.join(webDistDir, 'index.html');
  const preloads = path.join(webDistDir, PRELOADS_FILE);
  let page: Page | null = null;
  const current = (): Page => {
    const stamp = stampOf(indexHtml, preloads);
    if (page?.stamp !== stamp) page = { html: readFileSync(indexHtml, 'utf8'), screens: readScreens(preloads), stamp };
    return page;
  };
  return (req, res) => {
    const { html, screens } = current();
    const screen = screens.find((s) => s.match(req.path));
    const preload = screen ? (readSessionToken(cookiesOf(req, res)) ? screen.signedIn : screen.signedOut) : '';
    res.setHeader('Cache-Control', 'no-cache');
    // The page differs with the session cookie; a cache in between must not give one visitor's page to another.
    res.vary('Cookie');
    res.type('html').send(preload ? html.replace('</head>', `${preload}\n  </head>`) : html);
  };
}
