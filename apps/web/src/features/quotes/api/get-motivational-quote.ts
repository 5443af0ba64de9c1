import { endpoints } from '@dayleaf/contracts/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { utcToday } from '../../../lib/dates';
import { quoteKeys } from './keys';

export const getMotivationalQuote = (userId: string) => callApi(endpoints.motivationalQuote, { query: { userId } });

/** Milliseconds left in the current UTC day: the quote cannot change before then. */
export function msUntilNextUtcDay(now: Date = new Date()): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime();
}

export const motivationalQuoteQueryOptions = (userId: string, day: string = utcToday()) =>
  queryOptions({
    queryKey: quoteKeys.daily(userId, day),
    queryFn: () => getMotivationalQuote(userId),
    staleTime: () => msUntilNextUtcDay(),
  });

export const useMotivationalQuote = (userId: string | null) =>
  useQuery({ ...motivationalQuoteQueryOptions(userId ?? ''), enabled: !!userId });
