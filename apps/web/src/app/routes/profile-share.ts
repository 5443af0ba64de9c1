import { plural, t } from '@lingui/core/macro';
import type { User } from '@dayleaf/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { statsQueryOptions } from '../../features/streaks/api/get-stats';
import { cardNumber, ownYear, streakShareCard, type SaidStat } from '../../features/streaks/share-streak';
import { userTrophiesQueryOptions } from '../../features/trophies/api/get-user-trophies';
import { readOrKept } from '../../lib/read-or-kept';
import type { ShareCard } from '../../lib/share-card/card-content';

/**
 * The own profile's card: the streak, the trophies earned and the best streak beside it, and the year. Composed
 * here because its figures are three features' (streaks, trophies, the user). Loaded when Share is pressed; its words
 * are the active language's.
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
  const figures: SaidStat[] = [];
  if (trophies) {
    const earned = trophies.length;
    const earnedText = cardNumber(earned);
    figures.push({
      value: earnedText,
      label: plural(earned, { one: 'trophy', other: 'trophies' }),
      said: plural(earned, { one: `${earnedText} trophy`, other: `${earnedText} trophies` }),
    });
  }
  const streak = user.streak_count;
  const best = stats?.best_streak?.days ?? 0;
  // While no streak runs, the best one is the figure worth showing large.
  const bestFirst = streak === 0 && best > 0;
  const bestText = cardNumber(best);
  const streakText = cardNumber(streak);
  if (best > 0 && !bestFirst) figures.push({ value: bestText, label: t`best streak`, said: plural(best, { one: `${bestText} best streak`, other: `${bestText} best streak` }) });
  const name = user.username;
  let words: string;
  if (streak > 0) words = plural(streak, { one: `${name} is on a ${streakText}-day streak on Dayleaf`, other: `${name} is on a ${streakText}-day streak on Dayleaf` });
  else if (bestFirst) words = plural(best, { one: `${name}'s best streak on Dayleaf is ${bestText} day`, other: `${name}'s best streak on Dayleaf is ${bestText} days` });
  else words = t`${name}'s year on Dayleaf`;
  return streakShareCard({
    user,
    streak,
    year,
    ...(bestFirst && { hero: { value: bestText, emoji: '🏅', label: plural(best, { one: 'day, my best streak', other: 'days, my best streak' }) } }),
    eyebrow: t`My Dayleaf year`,
    stats: figures,
     
    filename: `dayleaf-${user.username}.png`,
    words,
  });
}
