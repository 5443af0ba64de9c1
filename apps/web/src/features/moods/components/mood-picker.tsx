import type { Mood } from '@dayleaf/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { startTransition, useOptimistic } from 'react';
import { toast } from '../../../lib/lazy-toast';
import { Card, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useWaitingWrites } from '../../offline/lazy-outbox';
import { useLogMood } from '../api/log-mood';
import { useTodayMood } from '../api/get-today-mood';
import { MOOD_OPTIONS, moodOption } from '../moods';

/**
 * Today's mood: a pick shows at once while it is saved (useOptimistic), then what the device or the server holds: the
 * saved mood, a mood waiting on the device, which says so instead of the logged toast until it is sent (or listed as
 * not saved), or, when the save fails, the mood that was there before.
 */
export function MoodPicker({ userId }: { userId: string }) {
  const { t, i18n } = useLingui();
  const today = useTodayMood(userId);
  const log = useLogMood(userId);
  const waiting = useWaitingWrites(userId, 'logMood').at(-1)?.mood;
  const waitingLabel = waiting ? moodOption(waiting).label : '';
  const [selected, showPicked] = useOptimistic<Mood | null>(waiting ?? today.data?.mood ?? null);

  function pick(mood: Mood) {
    startTransition(async () => {
      showPicked(mood);
      try {
        const logged = await log.mutateAsync(mood);
        const { label } = moodOption(mood);
        if (!logged.queued) toast.success(t`Mood logged as: ${label}`);
      } catch {
        // The failure's toast comes from the mutation (useLogMood).
      }
    });
  }

  return (
    <Card>
      <CardTitle id="mood-picker-title">
        <Trans>How are you feeling today?</Trans>
      </CardTitle>
      <p className="mb-3 text-sm text-muted-foreground">
        <Trans>Log one mood a day; picking again replaces it.</Trans>
      </p>
      <div role="group" aria-labelledby="mood-picker-title" className="grid grid-cols-3 gap-2">
        {MOOD_OPTIONS.map(({ mood, emoji, label }) => {
          const active = selected === mood;
          return (
            <button
              key={mood}
              type="button"
              aria-pressed={active}
              onClick={() => pick(mood)}
              className={cn(
                'flex flex-col items-center gap-1 rounded-xl border px-2 py-3 text-sm font-medium transition',
                active ? 'border-primary bg-primary/15 text-foreground ring-2 ring-primary' : 'border-border bg-background hover:bg-muted',
              )}
            >
              <span className="text-2xl" aria-hidden>
                {emoji}
              </span>
              {i18n._(label)}
            </button>
          );
        })}
      </div>
      {waiting ? (
        <p role="status" className="mt-3 text-center text-sm text-muted-foreground">
          <Trans>{waitingLabel} is waiting to be sent.</Trans>
        </p>
      ) : null}
    </Card>
  );
}
