import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../src/shared/http/uploads';
import { jpegPhoto } from './factories/photos';
import { shareRequest } from './factories/posts';
import { createTestContext, listenSignedIn, signUp, type Listening, type SignedUp, type TestContext } from './test-app';

/**
 * Uploads are written to DATA_DIR/tmp while their request runs and never stay there; the per-user quota
 * counts only requests that carry a file; a client that goes away mid-upload is logged as info.
 */
const UPLOAD_QUOTA = 3;
const lines: { level: number; msg: string }[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as { level: number; msg: string });
    done();
  },
});

let ctx: TestContext;
let photo: Buffer;
const tmpFiles = () => readdirSync(ctx.config.uploadTmpDir);

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_UPLOADS_PER_30_MIN: String(UPLOAD_QUOTA), LOG_LEVEL: 'info' }, () => ({
    logger: pino({ level: 'info' }, sink),
  }));
  photo = await jpegPhoto(64, 48);
});

const postPhoto = (person: SignedUp, bytes: Buffer = photo) => shareRequest(person, bytes, 'hi');
const saveProfile = (person: SignedUp, bio: string) =>
  person.agent.patch(`/api/users/${person.user.id}`).field('username', person.username).field('bio', bio);

describe('upload temp files', () => {
  it('when uploads succeed, are refused (415, 413) or fail validation, then the temp dir is left empty', async () => {
    const me = await signUp(ctx);
    await postPhoto(me).expect(201);
    await postPhoto(me, Buffer.from('<html>not a photo</html>')).expect(415);
    await me.agent.post('/api/posts').field('user_id', 'not-a-uuid').attach('photo', photo, 'p.jpg').expect(400);
    const other = await signUp(ctx);
    await postPhoto(other, Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0xff)).expect(413);
    expect(tmpFiles()).toEqual([]);
  });

  it('when a process died mid-upload long ago, then its leftover file is removed at the next start and a fresh one is kept', async () => {
    // A second app on its own DATA_DIR, inside this file's (removed with it).
    const dataDir = path.join(ctx.config.dataDir, 'restarted');
    const tmpDir = path.join(dataDir, 'tmp');
    mkdirSync(tmpDir, { recursive: true });
    writeFileSync(path.join(tmpDir, 'old'), 'x');
    writeFileSync(path.join(tmpDir, 'fresh'), 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    utimesSync(path.join(tmpDir, 'old'), twoHoursAgo, twoHoursAgo);
    const other = await createTestContext({ DATA_DIR: dataDir });
    expect(other.config.uploadTmpDir).toBe(tmpDir);
    const me = await signUp(other);
    // The first request that takes a file prepares the dir (and sweeps it).
    await saveProfile(me, 'hello').expect(200);
    await vi.waitFor(() => expect(readdirSync(tmpDir)).toEqual(['fresh']));
  });
});

describe('upload quota', () => {
  it(`when a user saves the profile without a photo after ${UPLOAD_QUOTA} photo posts, then 200: only files count`, async () => {
    const me = await signUp(ctx);
    for (let i = 0; i < UPLOAD_QUOTA; i++) await postPhoto(me).expect(201);
    for (let i = 0; i < 5; i++) await saveProfile(me, `bio ${i}`).expect(200);
  });

  it(`when a user sends photo number ${UPLOAD_QUOTA + 1}, then 429 with Retry-After, no post and no temp file`, async () => {
    const me = await signUp(ctx);
    for (let i = 0; i < UPLOAD_QUOTA; i++) await postPhoto(me).expect(201);
    const res = await postPhoto(me).expect(429);
    expect(res.body).toEqual({ error: 'Too many uploads. Please wait a while and try again.', code: 'quota_uploads' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const profile = await me.agent
      .patch(`/api/users/${me.user.id}`)
      .field('username', me.username)
      .field('bio', '')
      .attach('profile_photo', photo, 'me.jpg');
    expect(profile.status).toBe(429);
    const { rows } = await ctx.deps.db.query('SELECT count(*)::int AS n FROM posts WHERE user_id = $1', [me.user.id]);
    expect(rows[0]).toEqual({ n: UPLOAD_QUOTA });
    // The refused part is removed as the request closes, which can finish just after the answer is sent.
    await vi.waitFor(() => expect(tmpFiles()).toEqual([]));
  });

  it('when 30 minutes have passed, then the user may upload again', async () => {
    const me = await signUp(ctx);
    for (let i = 0; i < UPLOAD_QUOTA; i++) await postPhoto(me).expect(201);
    await postPhoto(me).expect(429);
    ctx.clock.advance(30 * 60_000 + 1000);
    await postPhoto(me).expect(201);
  });
});

describe('a client that aborts an upload', () => {
  let listening: Listening;
  beforeAll(async () => {
    listening = await listenSignedIn(ctx);
  });
  afterAll(() => listening.close());

  it('when the connection closes half way through the file, then it is logged as info, no error line, and no temp file stays', async () => {
    const { port, cookie, userId } = listening;
    const boundary = 'abortboundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="user_id"\r\n\r\n${userId}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const sent = Buffer.concat([head, photo, Buffer.alloc(200_000, 7)]);
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.on('error', () => undefined);
    socket.write(
      `POST /api/posts HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${sent.length + 5_000_000}\r\n\r\n`,
    );
    await new Promise<void>((resolve) => socket.write(sent, () => resolve()));
    // The file is being written once a temp file exists; then the client goes away.
    await vi.waitFor(() => expect(tmpFiles().length).toBeGreaterThan(0), { timeout: 10_000 });
    socket.destroy();
    await vi.waitFor(() => expect(lines.some((l) => l.msg === 'client closed the request')).toBe(true), { timeout: 10_000 });
    await vi.waitFor(() => expect(tmpFiles()).toEqual([]), { timeout: 10_000 });
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    await request(ctx.app).get('/api/health').expect(200);
  });
});
