import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@dayleaf/contracts';
import type { Request, RequestHandler } from 'express';
import { cookiesOf } from './cookies';
import { namedLanguage } from './request-language';
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
  /** The page around its title and description, for a path whose link shows a preview (withHead). */
  aroundHead: [string, string];
  screens: Screen[];
  stamp: string;
}

/**
 * The tags a path's link shows in a chat app (a shared profile's or challenge's preview), or null for a page without
 * one, in the language the request's Accept-Language names (`named`, null when it names none of Dayleaf's). The same
 * for every visitor of the path who names that language: the page may differ by session only in its preloads.
 */
export type PageHead = (pathname: string, origin: string, named: Language | null) => Promise<string | null>;

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/i;

/** The built page without its generic title and description, cut where they stood (before </head> if it has none). */
function aroundHead(html: string): [string, string] {
  const bare = html.replace(DESCRIPTION, '');
  const title = TITLE.exec(bare);
  if (title) return [bare.slice(0, title.index), bare.slice(title.index + title[0].length)];
  const end = bare.indexOf('</head>');
  return end === -1 ? [bare, ''] : [bare.slice(0, end), `\n  ${bare.slice(end)}`];
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

/**
 * Serves the page; re-read when the build is written again, as the page itself was before (sendFile). A path with a
 * preview (`pageHead`) gets its tags in place of the build's title and description.
 */
export function appPage(webDistDir: string, pageHead?: PageHead): RequestHandler {
  const indexHtml = path.join(webDistDir, 'index.html');
  const preloads = path.join(webDistDir, PRELOADS_FILE);
  let page: Page | null = null;
  const current = (): Page => {
    const stamp = stampOf(indexHtml, preloads);
    if (page?.stamp !== stamp) {
      const html = readFileSync(indexHtml, 'utf8');
      page = { html, aroundHead: aroundHead(html), screens: readScreens(preloads), stamp };
    }
    return page;
  };
  const headOf = async (req: Request): Promise<string | null> => {
    if (!pageHead) return null;
    try {
      return await pageHead(req.path, `${req.protocol}://${req.get('host') ?? 'localhost'}`, namedLanguage(req));
    } catch (err) {
      // The page still loads, as built: a preview is not worth a failed page.
      req.log.warn({ err }, 'link preview not read');
      return null;
    }
  };
  return async (req, res) => {
    const head = await headOf(req);
    const { html: built, aroundHead: [before, after], screens } = current();
    const html = head === null ? built : `${before}${head}${after}`;
    const screen = screens.find((s) => s.match(req.path));
    const preload = screen ? (readSessionToken(cookiesOf(req, res)) ? screen.signedIn : screen.signedOut) : '';
    res.setHeader('Cache-Control', 'no-cache');
    // The page differs with the session cookie; a cache in between must not give one visitor's page to another.
    res.vary('Cookie');
    // A preview's tags speak the language the request names.
    if (head !== null) res.vary('Accept-Language');
    res.type('html').send(preload ? html.replace('</head>', `${preload}\n  </head>`) : html);
  };
}
