import type { Task, User } from '@dayleaf/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ApiError, errorText } from '../../../lib/api-client';
import { userKeys } from '../../auth/api/get-user';
import { completeDailyTasks } from '../api/complete-daily-tasks';
import { celebrate } from '../celebrate';
import { useTaskDrafts } from '../hooks/use-task-drafts';
import { canComplete, hasName, isDayCompleted, taskLimitFor } from '../task-drafts';
import { DoneView } from './done-view';
import { TaskList } from './task-list';

/** The done view follows the confetti after this long. */
export const DONE_VIEW_DELAY_MS = 500;

type Phase = 'editing' | 'completing' | 'celebrating' | 'done';

const FAILED = 'Failed to complete tasks. Please try again.';
const WENT_WRONG = 'Something went wrong. Please try again.';

/** The day's rows and the Complete action; a day completed earlier opens in the done view. */
export function TaskBoard({ user, date, initialTasks }: { user: User; date: string; initialTasks: Task[] }) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>(() => (isDayCompleted(initialTasks) ? 'done' : 'editing'));
  const doneTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (doneTimer.current) clearTimeout(doneTimer.current);
  }, []);

  const { drafts, change, add, remove, flush } = useTaskDrafts({
    userId: user.id,
    date,
    initialTasks,
    locked: phase !== 'editing',
    onSaveError: (err) => {
      console.warn('Task not saved', err);
      toast.error(errorText(err, 'Your tasks could not be saved. Please try again.'));
    },
  });

  async function complete() {
    setPhase('completing');
    let failure: string | null = null;
    try {
      // Rows typed in the last second are saved first, so the server completes what the user sees.
      if (await flush()) await completeDailyTasks(user.id, date);
      else failure = FAILED;
    } catch (err) {
      failure = err instanceof ApiError ? FAILED : WENT_WRONG;
    }
    if (failure) {
      setPhase('editing');
      window.alert(failure);
      return;
    }
    setPhase('celebrating');
    celebrate().catch((err: unknown) => console.warn('Confetti failed', err));
    doneTimer.current = setTimeout(() => {
      setPhase('done');
      void queryClient.invalidateQueries({ queryKey: userKeys.user(user.id) });
    }, DONE_VIEW_DELAY_MS);
  }

  if (phase === 'done') return <DoneView tasks={drafts.filter(hasName)} />;

  const busy = phase !== 'editing';
  return (
    <div className="space-y-5">
      <TaskList
        drafts={drafts}
        limit={taskLimitFor(user.subscription_status)}
        isPremium={user.subscription_status === 'premium'}
        disabled={busy}
        onChange={change}
        onAdd={add}
        onRemove={remove}
      />
      <Button size="lg" className="w-full" onClick={() => void complete()} disabled={busy || !canComplete(drafts)}>
        {phase === 'completing' ? 'Completing...' : 'Complete Daily Tasks'}
      </Button>
    </div>
  );
}
