import type { User } from '@dayleaf/contracts';
import { endpoints } from '@dayleaf/contracts/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { utcToday } from '../../../lib/dates';
import { localToday } from '../../../lib/local-day';
import { quoteKeys } from './keys';

export const getMotivationalQuote = (userId: string) => callApi(endpoints.motivationalQuote, { query: { userId } });

/** Milliseconds left in the current UTC day: a refetch before then cannot bring another quote. */
export function msUntilNextUtcDay(now: Date = new Date()): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime();
}

/** `day` is the user's today in their zone, which the quote is one per (docs/product.md, "Your day"). */
export const motivationalQuoteQueryOptions = (userId: string, day: string = utcToday()) =>
  queryOptions({
    queryKey: quoteKeys.daily(userId, day),
    queryFn: () => getMotivationalQuote(userId),
    // The key carries the user's day, so a cached quote is that day's; it is asked again at most once a day.
    staleTime: () => msUntilNextUtcDay(),
    meta: { keepOffline: 'whole' },
  });

/** The signed-in user's quote for their today. */
export const useMotivationalQuote = (user: Pick<User, 'id' | 'time_zone' | 'day_start_hour'> | null) =>
  useQuery({
    ...motivationalQuoteQueryOptions(user?.id ?? '', user ? localToday(new Date(), user.time_zone, user.day_start_hour) : utcToday()),
    enabled: !!user,
  });
