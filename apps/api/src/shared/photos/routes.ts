import { pipeline } from 'node:stream/promises';
import express from 'express';
import type { Deps } from '../../deps';
import { forbidden } from '../http/errors';
import { sessionMiddleware } from '../http/session-cookie';
import { isPhotoKey, UPLOADS_PATH } from '../../integrations/storage/storage';
import { photoAccess } from './repo';

/**
 * Photos are read through the storage interface (disk or S3), with the detected type and nosniff, and only
 * by those allowed to see them: a post's photo URL is unguessable, but it can be shared or kept by an
 * ex-friend, so the file is checked like the post.
 */
export function photoRoutes(deps: Deps): express.Router {
  const router = express.Router();
  // Only names we hand out reach the session lookup and the query: `%00`, `..` or a long string is a plain 404.
  const ourKey: express.RequestHandler = (req, _res, next) => (isPhotoKey(String(req.params.key)) ? next() : next('route'));
  router.get(`${UPLOADS_PATH}/:key`, ourKey, sessionMiddleware(deps), async (req, res, next) => {
    const key = String(req.params.key);
    const access = await photoAccess(deps.db, deps.storage.urlFor(key), req.userId);
    if (!access) return next();
    if (!access.visible) throw forbidden('This photo is only visible to friends.');
    const photo = await deps.storage.read(key);
    if (!photo) return next();
    res.setHeader('Content-Type', photo.contentType);
    // A photo never changes under its name; a post's photo stays out of shared caches, which would hand it to anyone.
    res.setHeader('Cache-Control', `${access.kind === 'post' ? 'private' : 'public'}, max-age=31536000, immutable`);
    if (photo.length !== undefined) res.setHeader('Content-Length', String(photo.length));
    await pipeline(photo.body, res).catch((err) => req.log.warn({ err }, 'photo stream ended early'));
  });
  return router;
}
