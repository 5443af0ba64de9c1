import type { Request, RequestHandler } from 'express';
import { forbidden } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Bodies a cross-site HTML form can send without a preflight; the API reads only JSON and multipart.
const FORM_TYPES = /^(text\/plain|application\/x-www-form-urlencoded)/i;

/**
 * CSRF defence beside SameSite=Lax: a mutating call whose Origin is not ours is refused, and so is a
 * simple-form body type. Multipart is allowed because uploads need it; the Origin check still applies.
 */
export function originCheck(allowedOrigins: string[]): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.headers.origin;
    if (origin !== undefined) {
      const own = `${req.protocol}://${req.get('host')}`;
      if (origin !== own && !allowedOrigins.includes(origin)) return next(forbidden('cross_site'));
    }
    const type = req.headers['content-type'];
    if (type && FORM_TYPES.test(type)) return next(forbidden('cross_site'));
    next();
  };
}

/**
 * A read another site started: the browser says so in Sec-Fetch-Site (all current browsers send it), or an
 * Origin that is not ours. Most GETs need no such check (a cross-site script cannot read the answer), but a
 * download is saved by the browser whoever started it.
 */
export function isCrossSiteRead(req: Request): boolean {
  const site = req.get('sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = req.headers.origin;
  return origin !== undefined && origin !== `${req.protocol}://${req.get('host')}`;
}
