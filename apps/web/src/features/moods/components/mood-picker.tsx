import type { Mood } from '@dayleaf/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { Card, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useWaitingWrites } from '../../../lib/outbox';
import { useLogMood } from '../api/log-mood';
import { useTodayMood } from '../api/get-today-mood';
import { MOOD_OPTIONS, moodOption } from '../moods';

/**
 * Today's mood: selected at once, saved, and cleared again if the save fails. A mood that got no answer waits on the
 * device and says so, instead of the logged toast, until it is sent (or listed as not saved).
 */
export function MoodPicker({ userId }: { userId: string }) {
  const today = useTodayMood(userId);
  const log = useLogMood(userId);
  const waiting = useWaitingWrites(userId, 'logMood').at(-1)?.mood;
  // undefined follows the device (a mood waiting to be sent) or the server; a choice shows before the save returns.
  const [choice, setChoice] = useState<Mood | null | undefined>(undefined);
  const selected = choice === undefined ? (waiting ?? today.data?.mood ?? null) : choice;

  function pick(mood: Mood) {
    setChoice(mood);
    log.mutate(mood, {
      onSuccess: (logged) => {
        if (!logged.queued) toast.success(`Mood logged as: ${mood}`);
        // A waiting mood shows from the device until the replay reads today's mood again, refused or not.
        else setChoice(undefined);
      },
      // The failure's toast comes from the mutation (useLogMood).
      onError: () => setChoice(null),
    });
  }

  return (
    <Card>
      <CardTitle id="mood-picker-title">How are you feeling today?</CardTitle>
      <p className="mb-3 text-sm text-muted-foreground">Log one mood a day; picking again replaces it.</p>
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
              {label}
            </button>
          );
        })}
      </div>
      {waiting ? (
        <p role="status" className="mt-3 text-center text-sm text-muted-foreground">
          {moodOption(waiting).label} is waiting to be sent.
        </p>
      ) : null}
    </Card>
  );
}
