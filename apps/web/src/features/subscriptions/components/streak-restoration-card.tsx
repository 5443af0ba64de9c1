import type { User } from '@dayleaf/contracts';
import { restorationDaysRemaining } from '@dayleaf/contracts/client';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Flame, Hourglass, RotateCcw } from 'lucide-react';
import { toast } from '../../../lib/lazy-toast';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { localToday } from '../../../lib/local-day';
import { useRestoreStreak } from '../api/restore-streak';

/**
 * Premium only: keep going (streak above 0), wait (streak 0, restored recently), restore (streak 0, eligible,
 * a broken streak to bring back), or a note of what restoring does (nothing broken yet).
 */
export function StreakRestorationCard({ user }: { user: User }) {
  const { t } = useLingui();
  const restore = useRestoreStreak(user.id);
  const streak = user.streak_count;
  const restorable = user.restorable_streak;
  const remaining = restorationDaysRemaining(user.last_streak_restoration_date, localToday(new Date(), user.time_zone, user.day_start_hour));

  // A failure's toast comes from the mutation (useRestoreStreak).
  function onRestore() {
    restore.mutate(undefined, {
      onSuccess: ({ restored_streak }) =>
        toast.success(t`🎉 Streak Restored!`, {
          // The product's English says "days" for every count.
          description: plural(restored_streak, { one: 'Your streak is back to # days.', other: 'Your streak is back to # days.' }),
        }),
    });
  }

  let body;
  if (streak > 0) {
    body = (
      <p className="flex gap-2 text-sm text-muted-foreground">
        <Flame className="h-5 w-5 shrink-0 text-flame" aria-hidden />
        {plural(streak, {
          one: "You're on a #-day streak. Keep it going! If you ever miss a day, you can bring your streak back here.",
          other: "You're on a #-day streak. Keep it going! If you ever miss a day, you can bring your streak back here.",
        })}
      </p>
    );
  } else if (remaining > 0) {
    body = (
      <p className="flex gap-2 text-sm text-muted-foreground">
        <Hourglass className="h-5 w-5 shrink-0 text-gold" aria-hidden />
        {plural(remaining, {
          one: 'You can restore your streak again in # day. Until then, every completed day builds a new one.',
          other: 'You can restore your streak again in # days. Until then, every completed day builds a new one.',
        })}
      </p>
    );
  } else if (restorable > 0) {
    body = (
      <div className="space-y-3">
        <p className="text-sm text-muted-foreground">
          {plural(restorable, {
            one: 'Missed a day? Bring your #-day streak back. You can do this once every 30 days.',
            other: 'Missed a day? Bring your #-day streak back. You can do this once every 30 days.',
          })}
        </p>
        <Button variant="premium" className="w-full" disabled={restore.isPending} onClick={onRestore}>
          <RotateCcw className="h-4 w-4" aria-hidden /> {restore.isPending ? t`Restoring...` : t`Restore Streak`}
        </Button>
      </div>
    );
  } else {
    // Nothing was ever broken: a button here could only fail, so the card says what it will do instead.
    body = (
      <p className="flex gap-2 text-sm text-muted-foreground">
        <RotateCcw className="h-5 w-5 shrink-0 text-gold" aria-hidden />
        <Trans>No broken streak to restore. If a streak you build ever breaks, you can bring it back here, once every 30 days.</Trans>
      </p>
    );
  }

  return (
    <Card>
      <CardTitle className="mb-2">
        <Trans>Streak Restoration</Trans>
      </CardTitle>
      {body}
    </Card>
  );
}
