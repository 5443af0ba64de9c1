import TasksPage from '../../features/tasks/components/tasks-page';

/** Today's tasks, with the daily quote box under the header. */
export default function TasksRoute() {
  return <TasksPage />;
}
