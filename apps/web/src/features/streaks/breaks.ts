import type { StreakBreak } from '@dayleaf/contracts';
import { BREAK_DAYS_MAX, shiftDay } from '@dayleaf/contracts/client';
import { plural, t } from '@lingui/core/macro';

/** Dates from `from` to `to`, both counted. */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

/** Whether the user's break runs today, is still to come, or there is none. */
export function breakStatus(taken: StreakBreak | null, today: string): 'running' | 'next' | 'none' {
  if (!taken || taken.to < today) return 'none';
  return taken.from <= today ? 'running' : 'next';
}

/** The last date a break starting on `from` may take. */
export const lastBreakDay = (from: string): string => shiftDay(from, BREAK_DAYS_MAX - 1);

export interface BreakProblems {
  from?: string;
  to?: string;
}

/**
 * What is wrong with the dates picked, by field, as the server checks them (docs/product.md#breaks-and-freezes), in
 * the active language: a break starts today or later and lasts 1 to BREAK_DAYS_MAX days. The yearly limit is the
 * server's to tell.
 */
export function breakProblems(from: string, to: string, today: string): BreakProblems {
  const problems: BreakProblems = {};
  if (!from) problems.from = t`Pick the first day of your break.`;
  else if (from < today) problems.from = t`A break can start today at the earliest.`;
  if (!to) problems.to = t`Pick the last day of your break.`;
  else if (from && to < from) problems.to = t`The last day can't be before the first.`;
  else if (from && daysBetween(from, to) > BREAK_DAYS_MAX) {
    problems.to = plural(BREAK_DAYS_MAX, { one: 'A break can last # day at most.', other: 'A break can last # days at most.' });
  }
  return problems;
}
