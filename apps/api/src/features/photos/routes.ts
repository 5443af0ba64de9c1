import { pipeline } from 'node:stream/promises';
import { PHOTO_WIDTHS } from '@dayleaf/contracts';
import express from 'express';
import type { Deps } from '../../deps';
import { badRequest, forbidden } from '../../shared/http/errors';
import { sessionMiddleware } from '../auth';
import { isOriginalKey, sizeKey, UPLOADS_PATH } from '../../integrations/storage/storage';
import { photoAccess } from './repo';


/**
 * The stored file a request names: the original, or with `?w=` one of its sizes (docs/decisions/024-photo-sizes.md).
 * Anything but one of PHOTO_WIDTHS as a single plain number is 400, before the access check.
 */
function fileOf(key: string, query: express.Request['query']): string {
  const w = query.w;
  if (w === undefined) return key;
  const width = typeof w === 'string' && /^[0-9]{1,4}$/.test(w) ? Number(w) : NaN;
  if (!(PHOTO_WIDTHS as readonly number[]).includes(width)) throw badRequest('photo_width_unknown', { params: { widths: PHOTO_WIDTHS.join(', ') } });
  return sizeKey(key, width);
}

/**
 * Photos are read through the storage interface (disk or S3), with the detected type and nosniff, and only
 * by those allowed to see them: a post's photo URL is unguessable, but it can be shared or kept by an
 * ex-friend, so the file is checked like the post. Every size is checked by its original's URL, the same way.
 */
export function photoRoutes(deps: Deps): express.Router {
  const router = express.Router();
  // Only names we hand out reach the session lookup and the query: `%00`, `..`, a size's own name or a long string is a plain 404.
  const ourKey: express.RequestHandler = (req, _res, next) => (isOriginalKey(String(req.params.key)) ? next() : next('route'));
  router.get(`${UPLOADS_PATH}/:key`, ourKey, sessionMiddleware(deps), async (req, res, next) => {
    const key = String(req.params.key);
    const file = fileOf(key, req.query);
    const access = await photoAccess(deps.db, deps.storage.urlFor(key), req.userId);
    if (!access) return next();
    if (!access.visible) throw forbidden('photo_friends_only');
    // A size the photo does not have (narrower originals have fewer) is a 404, like a missing original.
    const photo = await deps.storage.read(file);
    if (!photo) return next();
    res.setHeader('Content-Type', photo.contentType);
    // A photo never changes under its name; a post's photo stays out of shared caches, which would hand it to anyone.
    res.setHeader('Cache-Control', `${access.kind === 'post' ? 'private' : 'public'}, max-age=31536000, immutable`);
    if (photo.length !== undefined) res.setHeader('Content-Length', String(photo.length));
    await pipeline(photo.body, res).catch((err) => req.log.warn({ err }, 'photo stream ended early'));
  });
  return router;
}
