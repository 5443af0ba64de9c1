import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadingText } from '../../../components/ui/page';
import { useLocalToday } from '../../../lib/use-local-today';
import { useCurrentUser } from '../../auth/session';
import type { DayCompleted } from '../api/complete-daily-tasks';
import { useTasks } from '../api/get-tasks';
import { TaskBoard } from './task-board';
import { TasksHeader } from './tasks-header';
import { TaskRowsSkeleton } from './tasks-skeleton';
import { WeekStrip } from './week-strip';

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
  onDayCompleted?: (completed: DayCompleted) => void;
}) {
  const user = useCurrentUser();
  // The user's today in their zone (docs/product.md, "Your day"), fixed while the screen is open so rows typed
  // around the turn of the day stay on one day; a new zone or day start (settings, the browser's zone) moves it.
  const date = useLocalToday(user.time_zone, user.day_start_hour);
  const tasks = useTasks(user.id, date);

  // From 1024 px wide the quote stands beside the day (docs/product.md#the-day-on-the-web); below, under the header.
  return (
    <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-x-8">
      {/* The rule is said until there has been a streak: a first day not yet completed. */}
      <div className="lg:col-span-2">
        <TasksHeader
          date={date}
          streak={user.streak_count}
          firstRun={user.streak_count === 0 && user.restorable_streak === 0}
          freezes={user.freezes}
          breakUntil={user.break && user.break.from <= date && date <= user.break.to ? user.break.to : null}
        />
      </div>
      <div className="lg:col-start-1 lg:row-start-2">
        <WeekStrip userId={user.id} today={date} />
      </div>
      {quoteBox ? <div className="mb-5 lg:col-start-2 lg:row-[2/5]">{quoteBox}</div> : null}
      {offlineChanges ? <div className="mb-4 space-y-3 empty:hidden lg:col-start-1 lg:row-start-3">{offlineChanges}</div> : null}
      <div className="lg:col-start-1 lg:row-start-4">
        {tasks.isPending ? (
          <LoadingText shape={<TaskRowsSkeleton />}>
            <Trans>Loading tasks...</Trans>
          </LoadingText>
        ) : tasks.isError ? (
          <div className="py-8 text-center">
            <p className="mb-3 text-muted-foreground">
              <Trans>Your tasks could not be loaded.</Trans>
            </p>
            <Button variant="outline" onClick={() => void tasks.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : (
          <TaskBoard key={date} user={user} date={date} initialTasks={tasks.data} onDayCompleted={onDayCompleted} />
        )}
      </div>
    </div>
  );
}
