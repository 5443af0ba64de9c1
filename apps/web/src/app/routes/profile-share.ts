import type { User } from '@dayleaf/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { statsQueryOptions } from '../../features/streaks/api/get-stats';
import { ownYear, streakShareCard } from '../../features/streaks/share-streak';
import { userTrophiesQueryOptions } from '../../features/trophies/api/get-user-trophies';
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
  if (trophies) figures.push({ value: String(trophies.length), label: trophies.length === 1 ? 'trophy' : 'trophies' });
  const streak = user.streak_count;
  const best = stats?.best_streak?.days ?? 0;
  // While no streak runs, the best one is the figure worth showing large.
  const bestFirst = streak === 0 && best > 0;
  if (best > 0 && !bestFirst) figures.push({ value: String(best), label: 'best streak' });
  return streakShareCard({
    user,
    streak,
    year,
    ...(bestFirst && { hero: { value: String(best), emoji: '🏅', label: best === 1 ? 'day, my best streak' : 'days, my best streak' } }),
    eyebrow: 'My Dayleaf year',
    stats: figures,
    filename: `dayleaf-${user.username}.png`,
    words: streak > 0 ? `${user.username} is on a ${streak}-day streak on Dayleaf` : bestFirst ? `${user.username}'s best streak on Dayleaf is ${best} days` : `${user.username}'s year on Dayleaf`,
  });
}
