import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One writer per column of `users` (docs/conventions.md, "Rules that hold everywhere"), read from the API's source:
 * every `UPDATE users ... SET` statement, and every fragment that goes on with a SET list (sql`, column = ...`, added
 * to another feature's statement), writes only columns of the feature whose folder holds it. A feature that needs
 * another's column changed calls that feature's store, in its own transaction. Each check names file and line.
 */
const SRC = path.resolve(import.meta.dirname, '../src');

/**
 * Who writes each column of `users` that the API updates (the table "Features, folders and tables" in
 * docs/conventions.md). Columns no feature updates (the id, the counts kept by triggers) are left out: a write of
 * one fails until its owner is named here.
 */
const OWNERS: Record<string, readonly string[]> = {
  users: ['username', 'bio', 'profile_photo', 'is_profile_private', 'time_zone', 'time_zone_auto', 'day_start_hour', 'language'],
  auth: ['password_hash', 'password_changed_at', 'password_generation'],
  streaks: [
    'streak_count',
    'last_completed_date',
    'last_day_ended_at',
    'streak_until',
    'freezes',
    'freezes_earned',
    'streak_settled_date',
    'streak_settled_end',
    'streak_settle_at',
    'streak_started_date',
    'best_streak',
    'best_streak_from',
    'best_streak_to',
    'days_done',
  ],
  reminders: ['reminder_enabled', 'reminder_minute', 'next_reminder_at', 'reminded_date'],
  subscriptions: ['subscription_end_date', 'cancel_at_period_end', 'last_streak_restoration_date'],
  notifications: ['notifications_read_at', 'notifications_read_id', 'nudges_enabled'],
};

/** Writes outside the owner, each with why. */
const EXCEPTIONS: readonly { file: string; column: string; why: string }[] = [
  {
    file: 'features/users/repo.ts',
    column: 'nudges_enabled',
    // API_FEATURE_ORDER puts users before notifications, so users cannot call the notifications store.
    why: 'the settings body takes it with the other settings, saved in one statement',
  },
];

interface Write {
  file: string;
  line: number;
  feature: string;
  column: string;
}

/** Every source file of the API but its tests, by its path under src/. */
function sources(dir = SRC): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
    return [{ file: path.relative(SRC, full).split(path.sep).join('/'), text: readFileSync(full, 'utf8') }];
  });
}

/** Where the `${...}` opened just before `from` closes (after its `}`), skipping templates nested in it. */
function skipInterpolation(text: string, from: number): number {
  let depth = 1;
  let i = from;
  while (i < text.length && depth > 0) {
    const c = text[i]!;
    if (c === '`') i = skipTemplate(text, i + 1);
    else {
      if (c === '{') depth++;
      if (c === '}') depth--;
      i++;
    }
  }
  return i;
}

/** Where the template opened just before `from` ends (after its backtick). */
function skipTemplate(text: string, from: number): number {
  let i = from;
  while (i < text.length && text[i] !== '`') i = text.startsWith('${', i) ? skipInterpolation(text, i + 2) : i + (text[i] === '\\' ? 2 : 1);
  return i + 1;
}

/**
 * The columns a SET list starting at `from` assigns: the SQL up to the end of its template, each interpolated value
 * read as `$`, cut at the list's end (WHERE, FROM, RETURNING or the parenthesis that closes a CTE), split at its
 * top-level commas; each item's name before `=`.
 */
function assigned(text: string, from: number): string[] {
  let sqlText = '';
  for (let i = from; i < text.length && text[i] !== '`'; ) {
    if (text.startsWith('${', i)) {
      sqlText += '$';
      i = skipInterpolation(text, i + 2);
    } else sqlText += text[i++];
  }
  const items: string[] = [];
  let depth = 0;
  let item = '';
  for (let i = 0; i < sqlText.length; i++) {
    const c = sqlText[i]!;
    if (depth === 0 && /^\s(WHERE|FROM|RETURNING)\b/i.test(sqlText.slice(i))) break;
    if (c === '(') depth++;
    if (c === ')' && --depth < 0) break;
    if (c === ',' && depth === 0) {
      items.push(item);
      item = '';
    } else item += c;
  }
  items.push(item);
  return items.flatMap((it) => {
    const name = /^\s*(?:\w+\.)?(\w+)\s*=/.exec(it)?.[1];
    return name ? [name.toLowerCase()] : [];
  });
}

const featureOf = (file: string) => (file.startsWith('features/') ? file.split('/')[1]! : file.split('/')[0]!);
const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Every column of `users` the API's source writes, where. */
function writes(): Write[] {
  const statement = /\bUPDATE\s+users\b(?:\s+(?:AS\s+)?(?!SET\b)\w+)?\s+SET\b/gi;
  const setListFragment = /\bsql`(?=\s*,\s*\w+\s*=)/g;
  return sources().flatMap(({ file, text }) =>
    [...text.matchAll(statement), ...text.matchAll(setListFragment)].flatMap((match) => {
      const start = match.index + match[0].length;
      const columns = match[0].startsWith('sql') ? assigned(text, start + text.slice(start).indexOf(',') + 1) : assigned(text, start);
      return columns.map((column) => ({ file, line: lineAt(text, match.index), feature: featureOf(file), column }));
    }),
  );
}

const owner = new Map(Object.entries(OWNERS).flatMap(([feature, columns]) => columns.map((column) => [column, feature] as const)));
const found = writes();
const where = (w: Write) => `${w.file}:${w.line}: ${w.column}`;
const excepted = (w: Write) => EXCEPTIONS.some((e) => e.file === w.file && e.column === w.column);

describe('who writes the columns of users', () => {
  it('when the source is read, then it finds the writes a walk should find (the checks below read something)', () => {
    const seen = found.map((w) => `${w.file}: ${w.column}`);
    expect(seen).toEqual(
      expect.arrayContaining([
        'features/streaks/store.ts: streak_until',
        'features/streaks/store.ts: streak_settle_at',
        // A fragment that goes on with the streak's SET list (completionFigures).
        'features/streaks/store.ts: best_streak_to',
        'features/reminders/repo.ts: next_reminder_at',
        'features/users/repo.ts: language',
        'features/users/repo.ts: nudges_enabled',
        'features/notifications/repo.ts: notifications_read_id',
        // Its fragment, added to the streak's statement by a restore.
        'features/subscriptions/service.ts: last_streak_restoration_date',
      ]),
    );
  });

  it('when a column is declared, then for one feature only', () => {
    const declared = Object.values(OWNERS).flat();
    expect(declared.filter((column, i) => declared.indexOf(column) !== i)).toEqual([]);
  });

  it('when a column of users is written, then its owner is declared here', () => {
    expect(found.filter((w) => !owner.has(w.column)).map(where)).toEqual([]);
  });

  it('when a column of users is written, then by the feature that owns it, or by a listed exception', () => {
    const strays = found.filter((w) => owner.has(w.column) && owner.get(w.column) !== w.feature && !excepted(w));
    expect(strays.map((w) => `${where(w)} (owned by ${owner.get(w.column)}, written by ${w.feature})`)).toEqual([]);
  });

  it('when an exception is listed, then it still names a write (one that goes is taken off the list)', () => {
    expect(EXCEPTIONS.filter((e) => !found.some((w) => w.file === e.file && w.column === e.column))).toEqual([]);
  });
});
