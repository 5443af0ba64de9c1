import type { CompleteDayResponse } from '@dayleaf/contracts';
import type { At } from '../../shared/clock';
import type { Queryable } from '../../shared/db/db';
import type { PlannedCompletion } from './kept-days';
import type { Place } from './local-day';
import * as store from './store';

type Completed = Extract<PlannedCompletion, { kind: 'completed' }>;

/**
 * Stores a completion `planCompletion` decided, in the transaction that added the day's marker: the judged dates,
 * the streak and its figures, the end of a break it fell in, and the milestone it reached for the first time.
 */
export async function saveCompletion(tx: Queryable, userId: string, plan: Completed, place: Place, at: At): Promise<CompleteDayResponse> {
  await store.recordJudged(tx, userId, plan.judged);
  if (plan.endsBreak) await store.endBreakOn(tx, userId, plan.endsBreak, plan.today);
  await store.saveKept(tx, userId, plan.next, place, at, store.completionFigures(plan.next.streak, plan.started, plan.today, plan.earnedFreeze));
  const milestone = await store.reachMilestone(tx, userId, plan.next.streak, plan.today, at);
  return { streak_count: plan.next.streak, milestone, freezes: plan.next.freezes };
}
