import express from 'express';

// Express's own cost: routing and res.json of a constant body.
const app = express();
app.disable('x-powered-by');
app.get('/', (_req, res) => {
  res.json({ status: 'ok', message: 'floor' });
});
app.listen(Number(process.env.PORT), '127.0.0.1');
