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

/** API paths answered with JSON (or a file to save); the reference under DOCS_PATH is a page. */
function answersJson(path: string): boolean {
  return path.startsWith('/api/') && path !== DOCS_PATH && !path.startsWith(`${DOCS_PATH}/`);
}

/**
 * The security headers of every answer (docs/security.md, C2), through helmet. A page gets the whole set. A JSON
 * answer gets the ones that mean something for data read by a script: a CSP that allows nothing, HSTS, nosniff, a
 * Referrer-Policy and Cross-Origin-Resource-Policy. The headers that only act on documents (X-Frame-Options,
 * Cross-Origin-Opener-Policy, Origin-Agent-Cluster and the legacy X- ones) and the page's long CSP would add about
 * 460 bytes to each of the many small answers a screen makes, sent uncompressed over HTTP/1.1 (decision 048).
 */
export function securityHeaders(policy: PagePolicy): RequestHandler {
  const page = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: pageDirectives(policy) },
    crossOriginEmbedderPolicy: false,
  });
  const json = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: JSON_DIRECTIVES },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  return (req, res, next) => (answersJson(req.path) ? json : page)(req, res, next);
}
