import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { DOCS_PATH } from './openapi';

export interface PagePolicy {
  /** The hashes of the built page's inline scripts (inline-scripts.ts). */
  pageScripts: string[];
  /** Card payment is on: Stripe's script and frames are allowed. */
  stripe: boolean;
}

/** The policy of everything a browser renders: the app's page, the API reference, photos and built files. */
function pageDirectives({ pageScripts, stripe }: PagePolicy) {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...pageScripts, ...(stripe ? ['https://js.stripe.com'] : [])],
    // Toasts and dialogs set inline styles; no script runs from them.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
    'frame-src': stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : ["'none'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** A JSON answer is never a document: it may load nothing and be framed by no one. */
const JSON_DIRECTIVES = {
  'default-src': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/**
 * A built script or style under /assets/. A classic or module script and a style sheet ignore the CSP of their own
 * answer; a worker (the falling leaves) runs under it, and needs nothing but the app's origin.
 */
const BUILT_ASSET_DIRECTIVES = {
  'default-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/** The prefix of the build's hashed scripts and styles (served immutable by app.ts). */
export const BUILT_ASSETS_PATH = '/assets/';

/** API paths answered with JSON (or a file to save); the reference under DOCS_PATH is a page. */
function answersJson(path: string): boolean {
  return path.startsWith('/api/') && path !== DOCS_PATH && !path.startsWith(`${DOCS_PATH}/`);
}

/** Helmet without the headers that only act on documents, with a CSP of its own. */
function notDocument(directives: Record<string, string[]>): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
}

/**
 * The security headers of every answer (docs/security.md, C2), through helmet. A page gets the whole set. A JSON
 * answer and a built script or style get the ones that mean something for what is not a document: a short CSP (for
 * data, one that allows nothing; for a built file, the app's origin, which a worker may load from), HSTS, nosniff, a
 * Referrer-Policy and Cross-Origin-Resource-Policy. The headers that only act on documents (X-Frame-Options,
 * Cross-Origin-Opener-Policy, Origin-Agent-Cluster and the legacy X- ones) and the page's long CSP would add about
 * 460 bytes to each of the many small answers and scripts a screen loads, sent uncompressed over HTTP/1.1 (decisions
 * 048 and 091).
 */
export function securityHeaders(policy: PagePolicy): RequestHandler {
  const page = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: pageDirectives(policy) },
    crossOriginEmbedderPolicy: false,
  });
  const json = notDocument(JSON_DIRECTIVES);
  const builtAsset = notDocument(BUILT_ASSET_DIRECTIVES);
  return (req, res, next) => {
    if (answersJson(req.path)) json(req, res, next);
    else if (req.path.startsWith(BUILT_ASSETS_PATH)) builtAsset(req, res, next);
    else page(req, res, next);
  };
}
