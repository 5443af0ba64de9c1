import express from 'express';
import { createPostgresDb } from '../../apps/api/src/shared/db/postgres';
import { listenUntilTerm } from './listen';

// F, the floor every API figure is divided by: Express plus the app's own pool (same settings, same
// type parsers) and one primary-key SELECT on users per request.
const db = createPostgresDb({ connectionString: process.env.DATABASE_URL! });
const app = express();
app.disable('x-powered-by');
app.get('/', (_req, res) => {
  res.json({ status: 'ok' });
});
app.get('/users/:id', async (req, res, next) => {
  try {
    const { rows } = await db.query('SELECT id, username, bio, profile_photo, streak_count FROM users WHERE id = $1', [req.params.id]);
    if (!rows[0]) {
      res.status(404).json({ error: 'User not found.' });
      return;
    }
    res.json(rows[0]);
  } catch (err) {
    next(err);
  }
});
listenUntilTerm(app, db);
