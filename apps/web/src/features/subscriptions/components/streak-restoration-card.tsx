import type { User } from '@dayleaf/contracts';
import { restorationDaysRemaining } from '@dayleaf/contracts/client';
import { Flame, Hourglass, RotateCcw } from 'lucide-react';
import { toast } from '../../../lib/lazy-toast';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { localToday } from '../../../lib/local-day';
import { useRestoreStreak } from '../api/restore-streak';

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/**
 * Premium only: keep going (streak above 0), wait (streak 0, restored recently), restore (streak 0, eligible,
 * a broken streak to bring back), or a note of what restoring does (nothing broken yet).
 */
export function StreakRestorationCard({ user }: { user: User }) {
  const restore = useRestoreStreak(user.id);
  const remaining = restorationDaysRemaining(user.last_streak_restoration_date, localToday(new Date(), user.time_zone, user.day_start_hour));

  // A failure's toast comes from the mutation (useRestoreStreak).
  function onRestore() {
    restore.mutate(undefined, {
      onSuccess: ({ restored_streak }) =>
        toast.success('🎉 Streak Restored!', { description: `Your streak is back to ${restored_streak} days.` }),
    });
  }

  let body;
  if (user.streak_count > 0) {
    body = (
      <p className="flex gap-2 text-sm text-muted-foreground">
        <Flame className="h-5 w-5 shrink-0 text-flame" aria-hidden />
        You're on a {user.streak_count}-day streak. Keep it going! If you ever miss a day, you can bring your streak back here.
      </p>
    );
  } else if (remaining > 0) {
    body = (
      <p className="flex gap-2 text-sm text-muted-foreground">
        <Hourglass className="h-5 w-5 shrink-0 text-gold" aria-hidden />
        You can restore your streak again in {days(remaining)}. Until then, every completed day builds a new one.
      </p>
    );
  } else if (user.restorable_streak > 0) {
    body = (
      <div className="space-y-3">
        <p className="text-sm text-muted-foreground">
          Missed a day? Bring your {user.restorable_streak}-day streak back. You can do this once every 30 days.
        </p>
        <Button variant="premium" className="w-full" disabled={restore.isPending} onClick={onRestore}>
          <RotateCcw className="h-4 w-4" aria-hidden /> {restore.isPending ? 'Restoring...' : 'Restore Streak'}
        </Button>
      </div>
    );
  } else {
    // Nothing was ever broken: a button here could only fail, so the card says what it will do instead.
    body = (
      <p className="flex gap-2 text-sm text-muted-foreground">
        <RotateCcw className="h-5 w-5 shrink-0 text-gold" aria-hidden />
        No broken streak to restore. If a streak you build ever breaks, you can bring it back here, once every 30 days.
      </p>
    );
  }

  return (
    <Card>
      <CardTitle className="mb-2">Streak Restoration</CardTitle>
      {body}
    </Card>
  );
}
