import type { FriendActivity } from '@dayleaf/contracts';
import { shiftDay } from '@dayleaf/contracts/client';

/** One friend's days in a row, newest first; a run of one is a single day. */
export interface ActivityRun {
  key: string;
  name: string;
  days: FriendActivity[];
}

/**
 * The loaded cards grouped into runs (docs/product.md#feed-and-posts): a friend's cards whose dates follow one
 * another form one run, shown where its newest day is. Only the pages loaded so far are grouped, so a run may grow
 * as the next page arrives.
 */
export function activityRuns(cards: readonly FriendActivity[]): ActivityRun[] {
  const runs: ActivityRun[] = [];
  // Each friend's open run: the one its next older day would join.
  const open = new Map<string, ActivityRun>();
  for (const card of cards) {
    const run = open.get(card.user.id);
    const oldest = run?.days.at(-1);
    if (run && oldest && shiftDay(oldest.date, -1) === card.date) {
      run.days.push(card);
      continue;
    }
    const next: ActivityRun = { key: `${card.user.id}-${card.date}`, name: card.user.name, days: [card] };
    runs.push(next);
    open.set(card.user.id, next);
  }
  return runs;
}
