import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadedFiles } from '../../../test/assertions';
import { jpegPhoto } from '../../../test/factories/photos';
import { sharePhoto, shareRequest } from '../../../test/factories/posts';
import { createTestContext, signUp, type SignedUp, type TestContext } from '../../../test/test-app';
import { statementOf } from '../../shared/db/sql';

/**
 * docs/security.md R3: a post is a stored photo plus a row. Whichever step fails, neither is left behind.
 * Faults are switched on per request: the storage write (the upload folder replaced by a file, so the
 * real disk store fails), the post insert, and the trophy award after it in the same transaction.
 */
type Fault = 'none' | 'storage' | 'insert' | 'trophies';
let fault: Fault = 'none';

let ctx: TestContext;
let person: SignedUp;
let photo: Buffer;
beforeAll(async () => {
  ctx = await createTestContext({}, (deps) => ({
    db: {
      engine: deps.db.engine,
      query: deps.db.query.bind(deps.db),
      exec: deps.db.exec.bind(deps.db),
      close: () => deps.db.close(),
      listen: (channel, handlers) => deps.db.listen(channel, handlers),
      transaction: (fn) =>
        deps.db.transaction((tx) =>
          fn({
            exec: tx.exec.bind(tx),
            query: (statement, params) => {
              const { text } = statementOf(statement, params);
              const failing = (fault === 'insert' && /INSERT INTO posts/.test(text)) || (fault === 'trophies' && /user_trophies/.test(text));
              return failing ? Promise.reject(new Error(`${fault} failed`)) : tx.query(statement, params);
            },
          }),
        ),
    },
  }));
  person = await signUp(ctx);
  photo = await jpegPhoto(48, 32);
});

/** The store fails for real: its folder is a file while the fault is on. */
function breakStorage(broken: boolean): void {
  rmSync(ctx.config.uploadDir, { recursive: true, force: true });
  if (broken) writeFileSync(ctx.config.uploadDir, 'not a folder');
  else mkdirSync(ctx.config.uploadDir, { recursive: true });
}

async function postCount(): Promise<number> {
  const { rows } = await ctx.deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM posts WHERE user_id = $1', [person.user.id]);
  return rows[0]!.n;
}

describe('POST /api/posts when a step fails', () => {
  it('when 100 uploads each fail at the storage write, the insert or the trophies, then 0 rows and 0 files are left', async () => {
    const faults: Fault[] = ['storage', 'insert', 'trophies'];
    const statuses: Record<string, Set<number>> = { storage: new Set(), insert: new Set(), trophies: new Set() };
    for (let i = 0; i < 100; i++) {
      fault = faults[i % faults.length]!;
      breakStorage(fault === 'storage');
      const res = await shareRequest(person, photo, `try ${i}`);
      statuses[fault]!.add(res.status);
      expect(res.body).toEqual({ error: expect.any(String), code: expect.stringMatching(/^(server_error|photos_unavailable)$/) });
    }
    fault = 'none';
    breakStorage(false);
    // A store that cannot be written is a dependency down; a failed database write is a generic 500.
    expect(statuses).toEqual({ storage: new Set([503]), insert: new Set([500]), trophies: new Set([500]) });
    expect(await postCount()).toBe(0);
    expect(uploadedFiles(ctx)).toEqual([]);
  });

  it('when the bytes look like a JPEG but cannot be decoded, then 415 and nothing is kept', async () => {
    const broken = Buffer.concat([photo.subarray(0, 64), Buffer.alloc(2048, 0x5a)]);
    const res = await shareRequest(person, broken).expect(415);
    expect(res.body).toEqual({ error: 'The image could not be read.', code: 'image_unreadable' });
    expect(await postCount()).toBe(0);
    expect(uploadedFiles(ctx)).toEqual([]);
  });

  it('when the faults are gone, then the same upload is stored with its row', async () => {
    await sharePhoto(person, photo);
    expect(await postCount()).toBe(1);
    expect(uploadedFiles(ctx)).toHaveLength(1);
  });
});
