import type { FriendActivity } from '@dayleaf/contracts';
import { describe, expect, it } from 'vitest';
import { activityRuns } from './activity-runs';

const day = (who: string, date: string): FriendActivity => ({
  user: { id: `id-${who}`, name: who, avatar: null, subscription_status: 'free' },
  date,
  streak: 1,
  completedAt: `${date}T20:00:00.000Z`,
  tasks: [],
  cheers: 0,
  cheered: false,
  cheerers: [],
});

const shape = (cards: FriendActivity[]) => activityRuns(cards).map((run) => [run.name, run.days.map((d) => d.date)]);

describe('activityRuns', () => {
  it("when a friend's days follow one another, then they are one run where the newest is, others' days between them", () => {
    expect(shape([day('ben', '2026-03-10'), day('cleo', '2026-03-10'), day('ben', '2026-03-09'), day('ben', '2026-03-08')])).toEqual([
      ['ben', ['2026-03-10', '2026-03-09', '2026-03-08']],
      ['cleo', ['2026-03-10']],
    ]);
  });

  it('when a date is missing between two days, then they are two runs', () => {
    expect(shape([day('ben', '2026-03-10'), day('ben', '2026-03-08'), day('ben', '2026-03-07')])).toEqual([
      ['ben', ['2026-03-10']],
      ['ben', ['2026-03-08', '2026-03-07']],
    ]);
  });

  it('when the run crosses a month, then it stays one run', () => {
    expect(shape([day('ben', '2026-03-01'), day('ben', '2026-02-28')])).toEqual([['ben', ['2026-03-01', '2026-02-28']]]);
  });
});
