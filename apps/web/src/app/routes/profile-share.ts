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
  if (stats?.best_streak) figures.push({ value: String(stats.best_streak.days), label: 'best streak' });
  const streak = user.streak_count;
  return streakShareCard({
    user,
    streak,
    year,
    eyebrow: 'My Dayleaf year',
    stats: figures,
    filename: `dayleaf-${user.username}.png`,
    words: streak > 0 ? `${user.username} is on a ${streak}-day streak on Dayleaf` : `${user.username}'s year on Dayleaf`,
  });
}
