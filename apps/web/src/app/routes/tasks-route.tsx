import { useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '../../features/auth/session';
import { challengeKeys } from '../../features/challenges/api/keys';
import { NotSavedPanel } from '../../features/offline/components/not-saved-panel';
import { WaitingChanges } from '../../features/offline/components/waiting-changes';
import { QuoteBox } from '../../features/quotes/components/quote-box';
import TasksPage from '../../features/tasks/components/tasks-page';
import { trophyKeys } from '../../features/trophies/api/keys';

/**
 * Today's tasks, with the daily quote box under the header and the changes made offline (waiting, not saved)
 * above the list. A completed day can earn a trophy and counts
 * in the user's challenges, so those are read again when next shown.
 */
export default function TasksRoute() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const onDayCompleted = () => {
    void queryClient.invalidateQueries({ queryKey: trophyKeys.earned(user.id) });
    void queryClient.invalidateQueries({ queryKey: challengeKeys.all });
  };
  return (
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
  );
}
