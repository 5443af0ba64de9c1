import type { DayEntry, User } from '@dayleaf/contracts';
import { plural, t } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../config/paths';
import { formatNumber } from '../../lib/i18n/format';
import { activeLocale } from '../../lib/i18n/i18n';
import { directionOf } from '../../lib/i18n/locales';
import { localToday } from '../../lib/local-day';
import { readOrKept } from '../../lib/read-or-kept';
import type { CardDay, CardStat, ShareCard } from '../../lib/share-card/card-content';
import { daysQueryOptions } from './api/get-days';
import { streakKeys } from './api/keys';
import { weeksOf, yearRange } from './year';

/**
 * A streak's share card (a milestone's, the own profile's): what it says is built here, in the active language,
 * loaded when Share is pressed; lib/share-card draws and shares it.
 */

type Range = { from: string; to: string };
export interface OwnYear {
  range: Range;
  days: readonly DayEntry[];
}

/** The year's weeks as the card's thumbnail: each date's state, 'none' with no record, null after the last date. */
export function yearWeeks(range: Range, days: readonly DayEntry[]): CardDay[][] {
  const byDate = new Map(days.map((day) => [day.date, day.state]));
  return weeksOf(range).map((week) => week.map((date) => (date === null ? null : (byDate.get(date) ?? 'none'))));
}

/**
 * The user's own year for the card: the cached answer or a fresh read, else (offline, a failed read) the latest
 * year this device holds (the profile's read, or its offline copy), else null: the card is then drawn without it.
 */
export async function ownYear(client: QueryClient, user: Pick<User, 'id' | 'time_zone' | 'day_start_hour'>, now = new Date()): Promise<OwnYear | null> {
  const range = yearRange(localToday(now, user.time_zone, user.day_start_hour));
  const read = daysQueryOptions(user.id, user.id, range.from, range.to);
  const days = await readOrKept(client, () => client.fetchQuery({ ...read, staleTime: 60_000, retry: false }), read.queryKey);
  if (days) return { range, days };
  // Another day's year (the device's copy from a visit before today): the latest one held.
  const held = client
    .getQueriesData<DayEntry[]>({ queryKey: [...streakKeys.all, user.id, user.id, 'days'] })
    .filter((entry): entry is [readonly unknown[], DayEntry[]] => Array.isArray(entry[1]))
    .map(([key, days]) => ({ range: { from: String(key[4]), to: String(key[5]) }, days }))
    .sort((a, b) => (a.range.to < b.range.to ? 1 : -1));
  return held[0] ?? null;
}

/** The link shared with a card: the person's profile on this site. */
export const profileUrl = (username: string) => new URL(paths.publicProfile(username), window.location.origin).href;

/** 'dayleaf.app/profile/lena': the link as the card writes it. */
export const shownLink = (url: string) => {
  const { host, pathname } = new URL(url);
  return `${host}${decodeURIComponent(pathname)}`;
};

/** A figure on the card in the language's digits, without a thousands separator, as the card always wrote it. */
export const cardNumber = (n: number) => formatNumber(n, undefined, { grouping: false });

/** Days done in the year shown ('done' only, as the stats card counts them). */
export const doneDays = (days: readonly DayEntry[]) => days.filter((day) => day.state === 'done').length;

/** A figure beside the streak, and how it reads in the card's words ('2 trophies'). */
export interface SaidStat extends CardStat {
  said: string;
}

export interface StreakCardInput {
  user: Pick<User, 'username' | 'profile_photo'>;
  streak: number;
  year: OwnYear | null;
  /** The line under the name. */
  eyebrow: string;
  note?: string;
  /** Figures beside the streak (the profile's trophies). */
  stats?: SaidStat[];
  /** The figure drawn large, when it is not the streak (the best one, while no streak runs). */
  hero?: { value: string; emoji?: string; label: string };
  filename: string;
  /** The card in words, for its text alternative; the year's done days are added when the year is drawn. */
  words: string;
}

/** A card with the streak large, the person, their year and the profile's link. */
export function streakShareCard({ user, streak, year, eyebrow, note, stats = [], hero, filename, words }: StreakCardInput): ShareCard {
  const url = profileUrl(user.username);
  const done = year ? doneDays(year.days) : null;
  const doneText = done === null ? '' : cardNumber(done);
  const doneStat: SaidStat[] =
    done === null
      ? []
      : [{ value: doneText, label: plural(done, { one: 'day done', other: 'days done' }), said: plural(done, { one: `${doneText} day done`, other: `${doneText} days done` }) }];
  const allStats = [...stats, ...doneStat];
  // The card's words are its sentences one after the other, each ending with a full stop.
  const said = [words, ...allStats.map((stat) => stat.said)].map((sentence) => `${sentence}.`).join(' ');
  const name = user.username;
  return {
    content: {
      person: { name, photoUrl: user.profile_photo },
      eyebrow,
      // No fire for a streak yet to start: a sprout.
      hero: hero ?? { value: cardNumber(streak), emoji: streak > 0 ? '🔥' : '🌱', label: plural(streak, { one: 'day in a row', other: 'days in a row' }) },
      ...(note !== undefined && { note }),
      stats: allStats.map(({ value, label }) => ({ value, label })),
      ...(year && { year: { weeks: yearWeeks(year.range, year.days), label: t`The last 12 months` } }),
      link: shownLink(url),
      brand: '🌿 Dayleaf',
      direction: directionOf(activeLocale()),
    },
    filename,
    title: t`${name} on Dayleaf`,
    text: said,
    url,
  };
}

function milestoneWords(name: string, days: number): string {
  const daysText = cardNumber(days);
  return plural(days, { one: `${name} reached a ${daysText}-day streak on Dayleaf`, other: `${name} reached a ${daysText}-day streak on Dayleaf` });
}

/** A milestone's card: 'N-day streak!' and the milestone's line. */
export async function milestoneShareCard(client: QueryClient, user: User, days: number, line: string): Promise<ShareCard> {
  return streakShareCard({
    user,
    streak: days,
    year: await ownYear(client, user),
    eyebrow: t`Streak milestone`,
    note: line,
     
    filename: `dayleaf-streak-${days}.png`,
    words: milestoneWords(user.username, days),
  });
}
