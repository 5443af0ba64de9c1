import { createServer } from 'node:http';

// The ceiling of this machine: node:http answering a constant JSON body, nothing else.
const body = JSON.stringify({ status: 'ok', message: 'floor' });
createServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
