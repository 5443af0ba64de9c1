import { once } from 'node:events';
import { Readable, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { EXPORT_FORMAT_VERSION, EXPORT_JSON_NAME, type DataExport } from '@dayleaf/contracts';
import archiver, { type Archiver, type ZipEntryData } from 'archiver';
import type { Deps } from '../../deps';
import { atOf, type At } from '../../shared/clock';
import type { Place } from '../streaks';
import { timeOf } from '../reminders';
import { notFound } from '../../shared/http/errors';
import { fileDownload, type FileDownload } from '../../shared/http/handle';
import { userQuotas } from '../../shared/http/quotas';
import { consumeQuota } from '../../shared/http/rate-limit';
import {
  exportRepo,
  type ChallengeRow,
  type CommentRow,
  type FriendRow,
  type LikeRow,
  type MoodRow,
  type PaymentRow,
  type PostRow,
  type ProfileRow,
  type TaskRow,
} from './export-repo';
import type { Keyed } from '../../shared/http/pagination';

type Section = keyof DataExport;

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

  /** The JSON document as text chunks, one section page at a time. */
  async function* jsonChunks(profile: ProfileRow, at: At, photos: ReadonlySet<string>, signal: AbortSignal): AsyncGenerator<Buffer> {
    const userId = profile.id;
    const photoPath = (url: string | null) => {
      const key = url && deps.storage.keyFromUrl(url);
      return key && photos.has(key) ? archivePathOf(key) : null;
    };
    const field = (name: Section, value: unknown, first = false) => `${first ? '' : ',\n'}  ${JSON.stringify(name)}: ${JSON.stringify(value)}`;
    async function* list<R>(name: Section, read: (after: R | null) => Promise<R[]>, shape: (row: R) => unknown) {
      yield Buffer.from(`,\n  ${JSON.stringify(name)}: [`);
      let first = true;
      for await (const page of pagesOf(read, signal, pageSize)) {
        const text = page.map((row) => `\n    ${JSON.stringify(shape(row))}`).join(',');
        yield Buffer.from(first ? text : `,${text}`);
        first = false;
      }
      yield Buffer.from(first ? ']' : '\n  ]');
    }

    const head: Pick<DataExport, 'format_version' | 'exported_at' | 'profile'> = {
      format_version: EXPORT_FORMAT_VERSION,
      exported_at: at.now.toISOString(),
      profile: {
        id: profile.id,
        username: profile.username,
        bio: profile.bio,
        profile_photo: photoPath(profile.profile_photo),
        is_profile_private: profile.is_profile_private,
        time_zone: profile.time_zone,
        time_zone_auto: profile.time_zone_auto,
        day_start_hour: profile.day_start_hour,
        reminders: { enabled: profile.reminder_enabled, time: timeOf(profile.reminder_minute), devices: profile.devices },
        streak_count: profile.streak_count,
        last_completed_date: profile.last_completed_date,
        created_at: profile.created_at,
      },
    };
    yield Buffer.from(`{\n${field('format_version', head.format_version, true)}${field('exported_at', head.exported_at)}${field('profile', head.profile)}`);
    yield* list<Keyed<TaskRow>>('tasks', (after) => repo.tasks(userId, after, pageSize), (t): DataExport['tasks'][number] => ({
      id: t.id,
      date: t.date,
      name: t.name,
      emoji: t.emoji,
      completed: t.completed,
      day_marker: t.is_marker,
      created_at: t.created_at,
    }));
    yield* list<MoodRow>('moods', (after) => repo.moods(userId, after, pageSize), (m): DataExport['moods'][number] => ({
      date: m.date,
      mood: m.mood as DataExport['moods'][number]['mood'],
      logged_at: m.logged_at,
    }));
    signal.throwIfAborted();
    const trophies: DataExport['trophies'] = (await repo.trophies(userId)).map((t) => ({ id: t.id, name: t.name, earned_at: t.earned_at }));
    yield Buffer.from(field('trophies', trophies));
    yield* list<Keyed<FriendRow>>('friends', (after) => repo.friends(userId, after, pageSize), (f): DataExport['friends'][number] => ({ username: f.username, since: f.since }));
    yield* list<Keyed<PostRow>>('posts', (after) => repo.posts(userId, after, pageSize), (p): DataExport['posts'][number] => ({
      id: p.id,
      caption: p.caption,
      photo: photoPath(p.photo_url),
      like_count: p.like_count,
      comment_count: p.comment_count,
      created_at: p.created_at,
    }));
    yield* list<Keyed<CommentRow>>('comments', (after) => repo.comments(userId, after, pageSize), (c): DataExport['comments'][number] => ({
      id: c.id,
      post_id: c.post_id,
      content: c.content,
      created_at: c.created_at,
      edited_at: c.edited_at,
    }));
    yield* list<Keyed<LikeRow>>('likes', (after) => repo.likes(userId, after, pageSize), (l): DataExport['likes'][number] => ({ post_id: l.post_id, created_at: l.created_at }));
    yield* list<Keyed<ChallengeRow>>('challenges', (after) => repo.challenges(userId, after, pageSize), (c): DataExport['challenges'][number] => ({
      id: c.id,
      name: c.name,
      start_date: c.start_date,
      duration_days: c.duration_days,
      joined_at: c.joined_at,
      created_by_me: c.created_by_me,
      days_completed: c.days_completed,
      left_at: c.left_at,
    }));
    const subscription: DataExport['subscription'] = {
      status: profile.subscription_status,
      end_date: profile.subscription_end_date,
      cancel_at_period_end: profile.cancel_at_period_end,
      last_streak_restoration_date: profile.last_streak_restoration_date,
    };
    yield Buffer.from(field('subscription', subscription));
    yield* list<Keyed<PaymentRow>>('payments', (after) => repo.payments(userId, after, pageSize), (p): DataExport['payments'][number] => ({
      provider: p.provider,
      amount_cents: p.price_cents,
      paid_at: p.created_at,
      starts_at: p.starts_at,
      ends_at: p.ends_at,
      card_last4: p.card_last4 && /^\d{4}$/.test(p.card_last4) ? p.card_last4 : null,
    }));
    yield Buffer.from('\n}\n');
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
      if (!profile) throw notFound('User not found.');
      return fileDownload({
        filename: `dayleaf-export-${profile.username}-${at.today}.zip`,
        write: (out, signal) => writeArchive(out, profile, at, signal),
      });
    },
  };
}
