import type { Task, User } from '@dayleaf/contracts';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, useTransition } from 'react';
import { Button } from '../../../components/ui/button';
import { actionErrorText } from '../../../lib/api-client';
import { completeFailedText, useCompleteDay, type DayCompleted } from '../api/complete-daily-tasks';
import { celebrate } from '../../../lib/celebrate';
import { useTaskDrafts } from '../hooks/use-task-drafts';
import { canComplete, hasName, isDayCompleted, taskLimitFor } from '../task-drafts';
import { DayProgress } from './day-progress';
import { DoneView } from './done-view';
import { TaskList } from './task-list';

/** The done view follows the confetti after this long. */
export const DONE_VIEW_DELAY_MS = 500;

type Phase = 'editing' | 'celebrating' | 'done';


/** The day's rows and the Complete action; a day completed earlier opens in the done view. */
export function TaskBoard({
  user,
  date,
  initialTasks,
  onDayCompleted,
}: {
  user: User;
  date: string;
  initialTasks: Task[];
  /** Refreshes what other features show about the day (trophies, challenge progress), and shows a milestone reached. */
  onDayCompleted?: (completed: DayCompleted) => void;
}) {
  const { t } = useLingui();
  const completeDay = useCompleteDay(user.id, onDayCompleted);
  const [phase, setPhase] = useState<Phase>(() => (isDayCompleted(initialTasks) ? 'done' : 'editing'));
  // Completing is an Action: pending from the press until the celebration starts or the alert is shown.
  const [completing, startCompleting] = useTransition();
  const busy = completing || phase !== 'editing';
  // A completion queued offline that the server refused: the day's list is read again without it, and the day
  // opens for editing again (the "Not saved" list says why).
  const completedInList = isDayCompleted(initialTasks);
  const [seenCompleted, setSeenCompleted] = useState(completedInList);
  if (seenCompleted !== completedInList) {
    setSeenCompleted(completedInList);
    if (!completedInList && (phase === 'celebrating' || phase === 'done')) setPhase('editing');
  }
  const doneTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (doneTimer.current) clearTimeout(doneTimer.current);
  }, []);

  const { drafts, change, add, remove, flush, saveStatus } = useTaskDrafts({
    userId: user.id,
    date,
    initialTasks,
    locked: busy,
  });

  function complete() {
    startCompleting(async () => {
      let failure: string | null = null;
      try {
        // Rows typed in the last second are saved first, so the server completes what the user sees.
        if (await flush()) await completeDay.mutateAsync(date);
        else failure = completeFailedText();
      } catch (err) {
        failure = actionErrorText(err, { failed: completeFailedText(), errored: t`Something went wrong. Please try again.`, serverText: false });
      }
      if (failure) return window.alert(failure);
      // Part of the Action, so the button's pending state ends with the celebration, not a moment before it.
      startCompleting(() => setPhase('celebrating'));
      celebrate().catch((err: unknown) => console.warn('Confetti failed', err));
      // Only from the celebration: a refusal heard meanwhile has already opened the day again.
      doneTimer.current = setTimeout(() => setPhase((now) => (now === 'celebrating' ? 'done' : now)), DONE_VIEW_DELAY_MS);
    });
  }

  if (phase === 'done') return <DoneView tasks={drafts.filter(hasName)} />;

  const named = drafts.filter(hasName);
  return (
    <div className="space-y-4">
      <DayProgress done={named.filter((d) => d.completed).length} total={named.length} saveStatus={saveStatus} />
      <TaskList
        drafts={drafts}
        limit={taskLimitFor(user.subscription_status)}
        isPremium={user.subscription_status === 'premium'}
        disabled={busy}
        onChange={change}
        onAdd={add}
        onRemove={remove}
      />
      <Button size="lg" className="w-full" onClick={complete} disabled={busy || !canComplete(drafts)}>
        {completing ? t`Completing...` : t`Complete Daily Tasks`}
      </Button>
    </div>
  );
}
