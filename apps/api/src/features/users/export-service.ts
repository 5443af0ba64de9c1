import { once } from 'node:events';
import { Readable, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { EXPORT_JSON_NAME } from '@dayleaf/contracts';
import archiver, { type Archiver, type ZipEntryData } from 'archiver';
import type { Deps } from '../../deps';
import { atOf, type At } from '../../shared/clock';
import { streakExportRepo, type Place } from '../streaks';
import { notFound } from '../../shared/http/errors';
import { fileDownload, type FileDownload } from '../../shared/http/handle';
import { userQuotas } from '../../shared/http/quotas';
import { consumeQuota } from '../../shared/http/rate-limit';
import {
  challengeEntry,
  commentEntry,
  documentHead,
  DOCUMENT_END,
  friendEntry,
  jsonField,
  jsonList,
  likeEntry,
  moodEntry,
  paymentEntry,
  postEntry,
  subscriptionOf,
  taskEntry,
  trophyEntry,
  breakEntry,
  keptDayEntry,
  streakOf,
  type ExportSection,
  type PhotoPath,
} from './export-json';
import { exportRepo, type PostRow, type ProfileRow } from './export-repo';
import type { Keyed } from '../../shared/http/pagination';

/** A photo's path in the archive; the JSON names photos by it. */
export const archivePathOf = (key: string) => `photos/${key}`;

/**
 * Every page of a keyset list, one page in memory at a time. Stops before the next read once the
 * download is abandoned, so a closed tab does not keep the database busy.
 */
async function* pagesOf<R>(read: (after: R | null) => Promise<R[]>, signal: AbortSignal, limit: number): AsyncGenerator<R[]> {
  let after: R | null = null;
  for (;;) {
    signal.throwIfAborted();
    const rows = await read(after);
    if (rows.length) yield rows;
    if (rows.length < limit) return;
    after = rows[rows.length - 1]!;
  }
}

/** Appends one entry and waits until the archive has taken all of it, so only one source is open at a time. */
async function appendWhole(archive: Archiver, source: Readable, data: ZipEntryData, signal: AbortSignal): Promise<void> {
  const taken = once(archive, 'entry', { signal });
  archive.append(source, data);
  try {
    await taken;
  } catch (err) {
    source.destroy();
    throw err;
  }
}

/**
 * The data export (docs/product.md#your-data, decision record 022): a zip streamed to the client as it is
 * made. Photos first, one open at a time and stored as they are (already compressed), then
 * `dayleaf-export.json`, written page by page, which names only the photos that made it into the archive.
 */
export function exportService(deps: Deps, pageSize = 200) {
  const repo = exportRepo(deps.db);
  const streakRepo = streakExportRepo(deps.db);
  const quota = userQuotas(deps.config).exports;

  /** The stored keys of the user's photos: the profile photo, then each post's, a page at a time. */
  async function* photoKeys(profile: ProfileRow, signal: AbortSignal): AsyncGenerator<string> {
    const own = profile.profile_photo && deps.storage.keyFromUrl(profile.profile_photo);
    if (own) yield own;
    for await (const page of pagesOf<Keyed<PostRow>>((after) => repo.posts(profile.id, after, pageSize), signal, pageSize)) {
      for (const post of page) {
        const key = deps.storage.keyFromUrl(post.photo_url);
        if (key) yield key;
      }
    }
  }

  /** A photo's path in the archive, for the photos that made it in (`inArchive`); null for the others. */
  const photoPathIn =
    (inArchive: ReadonlySet<string>): PhotoPath =>
    (url) => {
      const key = url && deps.storage.keyFromUrl(url);
      return key && inArchive.has(key) ? archivePathOf(key) : null;
    };

  /** The JSON document as text chunks, one section page at a time. */
  async function* jsonChunks(profile: ProfileRow, at: At, photos: ReadonlySet<string>, signal: AbortSignal): AsyncGenerator<Buffer> {
    const userId = profile.id;
    const photoPath = photoPathIn(photos);
    /** A list section, its rows read a page at a time. */
    const section = <R>(name: ExportSection, read: (userId: string, after: R | null, limit: number) => Promise<R[]>, shape: (row: R) => unknown) =>
      jsonList(name, pagesOf((after: R | null) => read(userId, after, pageSize), signal, pageSize), shape);
    yield Buffer.from(documentHead(profile, at, photoPath));
    yield* section('tasks', repo.tasks, taskEntry);
    yield* section('moods', repo.moods, moodEntry);
    signal.throwIfAborted();
    // The account went while the archive was being written: the download stops there, never a half document.
    const streak = await streakRepo.figures(userId);
    if (!streak) throw notFound('user_not_found');
    yield Buffer.from(jsonField('streak', streakOf(streak)));
    yield* section('breaks', streakRepo.breaks, breakEntry);
    yield* section('kept_days', streakRepo.keptDays, keptDayEntry);
    signal.throwIfAborted();
    yield Buffer.from(jsonField('trophies', (await repo.trophies(userId)).map(trophyEntry)));
    yield* section('friends', repo.friends, friendEntry);
    yield* section('posts', repo.posts, postEntry(photoPath));
    yield* section('comments', repo.comments, commentEntry);
    yield* section('likes', repo.likes, likeEntry);
    yield* section('challenges', repo.challenges, challengeEntry);
    yield Buffer.from(jsonField('subscription', subscriptionOf(profile)));
    yield* section('payments', repo.payments, paymentEntry);
    yield Buffer.from(DOCUMENT_END);
  }

  async function writeArchive(out: Writable, profile: ProfileRow, at: At, signal: AbortSignal): Promise<void> {
    // Deflate level 6: the JSON shrinks well; photos are stored as they are.
    const archive = archiver('zip', { zlib: { level: 6 } });
    // Piped by hand, not with pipeline(): on a failure the archive is detached first, so the response is not
    // ended as if the file were whole and handle() can still answer an error that comes before the first byte.
    archive.pipe(out);
    const sent = finished(out);
    // Observed below; without this a failure while entries are still being added would be unhandled.
    sent.catch(() => undefined);
    const archiveFailed = new Promise<never>((_resolve, reject) => archive.once('error', reject));
    archiveFailed.catch(() => undefined);
    try {
      const inArchive = new Set<string>();
      for await (const key of photoKeys(profile, signal)) {
        if (inArchive.has(key)) continue;
        const photo = await deps.storage.read(key);
        // A file missing from the store (removed by hand, a failed write) is left out and its JSON name is null.
        if (!photo) continue;
        await Promise.race([appendWhole(archive, photo.body as Readable, { name: archivePathOf(key), store: true, date: at.now }, signal), archiveFailed]);
        inArchive.add(key);
      }
      const json = Readable.from(jsonChunks(profile, at, inArchive, signal), { objectMode: false });
      await Promise.race([appendWhole(archive, json, { name: EXPORT_JSON_NAME, date: at.now }, signal), archiveFailed]);
      await Promise.race([archive.finalize(), archiveFailed]);
      await sent;
    } catch (err) {
      archive.unpipe(out);
      archive.abort();
      throw err;
    }
  }

  return {
    /** The user's export as a file download; counts one on the daily export quota (429 once spent). */
    async exportData(userId: string, place: Place): Promise<FileDownload> {
      // The user's today names the file, as the rest of the app shows their days.
      const at = atOf(deps.clock, place);
      await consumeQuota(deps.db, deps.clock, quota, userId);
      const profile = await repo.profile(userId, at);
      if (!profile) throw notFound('user_not_found');
      return fileDownload({
        filename: `dayleaf-export-${profile.username}-${at.today}.zip`,
        write: (out, signal) => writeArchive(out, profile, at, signal),
      });
    },
  };
}
