import { plural, t } from '@lingui/core/macro';
import type { User } from '@dayleaf/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { statsQueryOptions } from '../../features/streaks/api/get-stats';
import { ownYear, streakShareCard } from '../../features/streaks/share-streak';
import { userTrophiesQueryOptions } from '../../features/trophies/api/get-user-trophies';
import { formatNumber } from '../../lib/i18n/format';
import { readOrKept } from '../../lib/read-or-kept';
import type { CardStat, ShareCard } from '../../lib/share-card/card-content';

/**
 * The own profile's card: the streak, the trophies earned and the best streak beside it, and the year. Composed
 * here because its figures are three features' (streaks, trophies, the user). Loaded when Share is pressed.
 */
export async function profileShareCard(client: QueryClient, user: User): Promise<ShareCard> {
  const trophyRead = userTrophiesQueryOptions(user.id);
  const statsRead = statsQueryOptions(user.id, user.id);
  const fresh = { staleTime: 60_000, retry: false } as const;
  const [year, trophies, stats] = await Promise.all([
    ownYear(client, user),
    // A figure that cannot be read is left off the card.
    readOrKept(client, () => client.fetchQuery({ ...trophyRead, ...fresh }), trophyRead.queryKey),
    readOrKept(client, () => client.fetchQuery({ ...statsRead, ...fresh }), statsRead.queryKey),
  ]);
  const figures: CardStat[] = [];
  if (trophies) {
    const earned = trophies.length;
    figures.push({ value: formatNumber(earned), label: plural(earned, { one: 'trophy', other: 'trophies' }) });
  }
  const streak = user.streak_count;
  const best = stats?.best_streak?.days ?? 0;
  // While no streak runs, the best one is the figure worth showing large.
  const bestFirst = streak === 0 && best > 0;
  if (best > 0 && !bestFirst) figures.push({ value: formatNumber(best), label: t`best streak` });
  const username = user.username;
  let words = t`${username}'s year on Dayleaf`;
  if (streak > 0) words = plural(streak, { one: `${username} is on a #-day streak on Dayleaf`, other: `${username} is on a #-day streak on Dayleaf` });
  else if (bestFirst) words = plural(best, { one: `${username}'s best streak on Dayleaf is # days`, other: `${username}'s best streak on Dayleaf is # days` });
  return streakShareCard({
    user,
    streak,
    year,
    ...(bestFirst && { hero: { value: formatNumber(best), emoji: '🏅', label: plural(best, { one: 'day, my best streak', other: 'days, my best streak' }) } }),
    eyebrow: t`My Dayleaf year`,
    stats: figures,
    filename: `dayleaf-${username}.png`,
    words,
  });
}
