import express from 'express';
import { loadConfig } from '../../apps/api/src/config';
import { feedPage, insertCommentIfVisible } from '../../apps/api/src/features/posts/repo';
import { atOf, systemClock } from '../../apps/api/src/shared/clock';
import { createPostgresDb } from '../../apps/api/src/shared/db/postgres';
import { keysetCursor, sendPage } from '../../apps/api/src/shared/http/pagination';
import { userQuotas } from '../../apps/api/src/shared/http/quotas';
import { PAGE_SIZES } from '../../packages/contracts/src/constants';
import { listenUntilTerm } from './listen';

/*
 * The two goals closest to their lines, with nothing of the API around their statements: the app's own repo
 * functions on its pool, behind bare Express and its JSON body parser. No session (the user comes from the path or
 * the body), no security headers, request log, validation or route groups. What the API's request path costs on top
 * of a route's statement is the API against this, in `turns --a-entry=floor/express-statements.ts` (bench/notes/2026-11-28-the-statements-alone.md).
 * Not a floor the bench divides by: it answers only the routes below, without any of the checks a client needs.
 */
const db = createPostgresDb({ connectionString: process.env.DATABASE_URL! });
// The API's own quota, from the same environment (the bench raises every limit out of the load's way).
const { comments } = userQuotas(loadConfig());
const app = express();
app.disable('x-powered-by');
app.get('/api/health', (_req, res) => {
  res.json({ status: 'ok' });
});
app.get('/api/users/:id/friend-posts', async (req, res, next) => {
  try {
    const text = typeof req.query.before === 'string' ? req.query.before : undefined;
    const before = text === undefined ? null : keysetCursor.decode(text);
    if (text !== undefined && before === null) {
      res.status(400).json({ error: 'Invalid page cursor.' });
      return;
    }
    sendPage(res, await feedPage(db, req.params.id, atOf(systemClock), { before, limit: PAGE_SIZES.getFriendPosts.default }));
  } catch (err) {
    next(err);
  }
});
app.post('/api/posts/:id/comments', express.json({ limit: '100kb' }), async (req, res, next) => {
  try {
    const body = req.body as { user_id: string; content: string };
    const added = await insertCommentIfVisible(db, req.params.id, body.user_id, body.content, comments, atOf(systemClock));
    if (!added?.comment) {
      res.status(404).json({ error: 'Post not found.' });
      return;
    }
    res.status(201).setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(JSON.stringify(added.comment));
  } catch (err) {
    next(err);
  }
});
listenUntilTerm(app, db);
