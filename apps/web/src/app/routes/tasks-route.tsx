import TasksPage from '../../features/tasks/components/tasks-page';
import { QuoteBox } from '../../features/quotes/components/quote-box';

/** Today's tasks, with the daily quote box under the header. */
export default function TasksRoute() {
  return <TasksPage quoteBox={<QuoteBox />} />;
}
