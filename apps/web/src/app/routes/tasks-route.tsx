import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { OptionalCode } from '../../components/ui/on-demand';
import { useCurrentUser } from '../../features/auth/session';
import { challengeKeys } from '../../features/challenges/api/keys';
import { NotSavedPanel } from '../../features/offline/components/not-saved-panel';
import { WaitingChanges } from '../../features/offline/components/waiting-changes';
import { QuoteBox } from '../../features/quotes/components/quote-box';
import { streakKeys } from '../../features/streaks/api/keys';
import type { DayCompleted } from '../../features/tasks/api/complete-daily-tasks';
import TasksPage from '../../features/tasks/components/tasks-page';
import { trophyKeys } from '../../features/trophies/api/keys';
import { preloadableLazy } from '../../lib/preloadable-lazy';

// A milestone's moment loads only when a completion reaches one.
const MilestoneMoment = preloadableLazy(() => import('../../features/streaks/components/milestone-moment'));

/**
 * Today's tasks, with the daily quote box under the header and the changes made offline (waiting, not saved)
 * above the list. A completed day can earn a trophy, counts in the user's challenges and fills a day of their
 * year, so those are read again when next shown; a streak milestone reached by it gets its moment.
 */
export default function TasksRoute() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [milestone, setMilestone] = useState<number | null>(null);
  const onDayCompleted = ({ milestone: reached }: DayCompleted) => {
    void queryClient.invalidateQueries({ queryKey: trophyKeys.earned(user.id) });
    void queryClient.invalidateQueries({ queryKey: challengeKeys.all });
    void queryClient.invalidateQueries({ queryKey: streakKeys.all });
    if (reached !== null) setMilestone(reached);
  };
  return (
    <>
      <TasksPage
        quoteBox={<QuoteBox />}
        offlineChanges={
          <>
            <NotSavedPanel />
            <WaitingChanges />
          </>
        }
        onDayCompleted={onDayCompleted}
      />
      {milestone !== null ? (
        <OptionalCode>
          <MilestoneMoment days={milestone} user={user} onClose={() => setMilestone(null)} />
        </OptionalCode>
      ) : null}
    </>
  );
}
