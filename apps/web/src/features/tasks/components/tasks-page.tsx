import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadingText } from '../../../components/ui/page';
import { useLocalToday } from '../../../lib/use-local-today';
import { useCurrentUser } from '../../auth/session';
import { useTasks } from '../api/get-tasks';
import { TaskBoard } from './task-board';
import { TasksHeader } from './tasks-header';

/**
 * Today's tasks; the route passes the quote box in, to sit under the header, and what the device holds of the
 * changes made offline (waiting, not saved), to sit above the list.
 */
export default function TasksPage({
  quoteBox,
  offlineChanges,
  onDayCompleted,
}: {
  quoteBox?: ReactNode;
  offlineChanges?: ReactNode;
  onDayCompleted?: () => void;
}) {
  const user = useCurrentUser();
  // The user's today in their zone (docs/product.md, "Your day"), fixed while the screen is open so rows typed
  // around the turn of the day stay on one day; a new zone or day start (settings, the browser's zone) moves it.
  const date = useLocalToday(user.time_zone, user.day_start_hour);
  const tasks = useTasks(user.id, date);

  return (
    <>
      <TasksHeader date={date} streak={user.streak_count} />
      {quoteBox ? <div className="mb-5">{quoteBox}</div> : null}
      {offlineChanges ? <div className="mb-4 space-y-3 empty:hidden">{offlineChanges}</div> : null}
      {tasks.isPending ? (
        <LoadingText>Loading tasks...</LoadingText>
      ) : tasks.isError ? (
        <div className="py-8 text-center">
          <p className="mb-3 text-muted-foreground">Your tasks could not be loaded.</p>
          <Button variant="outline" onClick={() => void tasks.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <TaskBoard key={date} user={user} date={date} initialTasks={tasks.data} onDayCompleted={onDayCompleted} />
      )}
    </>
  );
}
