import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, listenSignedIn, type Listening, type TestContext } from './test-app';

/**
 * docs/security.md, U6: truncated, aborted and malformed multipart bodies on the upload routes cannot crash
 * the process or leak file descriptors, every one that gets an answer gets a 4xx, and no temp file stays.
 */
let ctx: TestContext;
let listening: Listening;
let port: number;
let cookie: string;
let userId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  listening = await listenSignedIn(ctx);
  ({ port, cookie, userId } = listening);
});
afterAll(() => listening.close());

/**
 * Resolves once the server has closed every connection: the client ends have closed by then, so the
 * descriptors still open are the ones a leak would hold. Waiting for this instead of a fixed pause keeps
 * the count right on a busy machine, where the server closes its side later.
 */
async function serverConnectionsClosed(): Promise<void> {
  const open = () => new Promise<number>((resolve, reject) => listening.server.getConnections((err, n) => (err ? reject(err) : resolve(n))));
  await vi.waitFor(async () => expect(await open()).toBe(0), { interval: 20, timeout: 30_000 });
}

/**
 * Descriptors a leak on this route would hold: sockets whose local port is the test server's, and files in the
 * upload temp folder. The process's total would not do: the API files run in worker threads of one process, so
 * the other files' databases, servers and pools open and close descriptors in the same table meanwhile.
 */
function serverFds(): number {
  const serverSockets = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const localPort = fields[1]?.split(':')[1];
      if (localPort && parseInt(localPort, 16) === port) serverSockets.add(fields[9]!);
    }
  }
  let count = 0;
  for (const fd of readdirSync('/proc/self/fd')) {
    let target: string;
    try {
      target = readlinkSync(`/proc/self/fd/${fd}`);
    } catch {
      continue; // closed between the listing and the read
    }
    const socketInode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
    if ((socketInode && serverSockets.has(socketInode)) || target.startsWith(ctx.config.uploadTmpDir)) count++;
  }
  return count;
}
const BOUNDARY = 'dayleafboundary';

function part(name: string, value: string) {
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
}
const filePart = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="../../x.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

type Variant = { body: Buffer; declaredLength: number; abort: boolean; boundary?: string };

function variant(i: number): Variant {
  const full = Buffer.concat([Buffer.from(part('user_id', userId) + part('caption', 'hi') + filePart), jpegStart, Buffer.alloc(2000, 7), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
  switch (i % 5) {
    case 0: // client aborts half way through the file
      return { body: full.subarray(0, full.length / 2), declaredLength: full.length, abort: true };
    case 1: // body ends early but the connection stays polite (shorter than Content-Length)
      return { body: full.subarray(0, full.length - 500), declaredLength: full.length, abort: true };
    case 2: // no closing boundary
      return { body: full.subarray(0, full.length - (BOUNDARY.length + 8)), declaredLength: full.length - (BOUNDARY.length + 8), abort: false };
    case 3: // the boundary in the header is not the one in the body
      return { body: full, declaredLength: full.length, abort: false, boundary: 'another-boundary' };
    default: // a part header that never ends
      return { body: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="x"` + 'y'.repeat(5000)), declaredLength: 5100, abort: false };
  }
}

function send(v: Variant): Promise<number | null> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let response = '';
    const head =
      `POST /api/posts HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\nConnection: close\r\n` +
      `Content-Type: multipart/form-data; boundary=${v.boundary ?? BOUNDARY}\r\nContent-Length: ${v.declaredLength}\r\n\r\n`;
    socket.on('data', (d) => (response += d.toString()));
    socket.on('error', () => undefined);
    // A server that never answers is cut off after a while; its status is then null, like an abort's.
    const hung = setTimeout(() => socket.destroy(), 5000);
    socket.on('close', () => {
      clearTimeout(hung);
      const status = /^HTTP\/1\.1 (\d{3})/.exec(response)?.[1];
      resolve(status ? Number(status) : null);
    });
    socket.write(head);
    socket.write(v.body, () => {
      if (v.abort) setTimeout(() => socket.destroy(), 5);
      else socket.end();
    });
  });
}

describe('malformed and aborted uploads', () => {
  it('when 1,000 truncated, aborted or malformed multipart bodies arrive, then the server answers 4xx or nothing, leaks no descriptors and leaves no temp file', async () => {
    const statuses: (number | null)[] = [];
    const runBatch = async (batch: number) =>
      statuses.push(...(await Promise.all(Array.from({ length: 50 }, (_, i) => send(variant(batch * 50 + i))))));
    const before = serverFds();
    expect(before).toBeGreaterThan(0); // the listening socket: the count sees the server's sockets
    for (let batch = 0; batch < 20; batch++) await runBatch(batch);
    await serverConnectionsClosed();
    const answered = statuses.filter((s): s is number => s !== null);
    // The bodies must have reached the multipart parser: a 401 would mean the session was missing.
    expect(answered.filter((s) => s === 400).length).toBeGreaterThan(100);
    expect(answered.filter((s) => s < 400 || s >= 500)).toEqual([]);
    // Multer and handle() remove a request's file after its answer or abort, so wait for the folder to empty.
    await vi.waitFor(() => expect(readdirSync(ctx.config.uploadTmpDir)).toEqual([]), { interval: 50, timeout: 30_000 });
    expect(serverFds()).toBe(before);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    const { rows } = await ctx.deps.db.query('SELECT count(*)::int AS n FROM posts WHERE user_id = $1', [userId]);
    expect(rows[0]).toEqual({ n: 0 });
  }, 120_000);
});
