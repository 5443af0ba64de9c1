import type { Task } from '@dayleaf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queueable, sendOrQueue } from '../../offline/lazy-outbox';
import { taskKeys } from './keys';

export interface TaskFields {
  name: string;
  emoji: string;
  completed: boolean;
}

/** What a task write means to the person, as the "Not saved" list names it. */
export function describeTaskChange(before: Pick<Task, 'name' | 'emoji' | 'completed'> | undefined, fields: TaskFields): string {
  if (!before) return `Change "${fields.name}"`;
  const changes: string[] = [];
  if (before.name !== fields.name) changes.push(`Rename "${before.name}" to "${fields.name}"`);
  if (before.emoji !== fields.emoji) changes.push(`Change the emoji of "${fields.name}" to ${fields.emoji}`);
  if (before.completed !== fields.completed) changes.push(`${fields.completed ? 'Tick' : 'Untick'} "${fields.name}"`);
  return changes.join('; ') || `Change "${fields.name}"`;
}

// Autosave failures are logged and toasted the same way whichever write failed, and named so under "Not saved".
const SAVE_FAILED = 'Your tasks could not be saved. Please try again.';
const saveFailure = { errorLog: 'Task not saved', errorText: SAVE_FAILED };

/**
 * The autosave's three writes for the day `date`. Each is sent at once when the network is there, else queued on
 * the device and sent later in order (features/offline); either way the day's cached list follows it, so the device's
 * last copy of the day (and a reload with no network) shows what the person did. A create queued offline gets a
 * temporary id, which later writes may use: the queue gives them the server's id. A write sent at once is a keepalive
 * request started in the same task as the call (no timer): the browser cancels a page's other requests when the
 * page goes (another site, a closed tab), even one the autosave sent a moment before.
 */
export function useTaskWrites(userId: string, date: string) {
  const queryClient = useQueryClient();
  const dayKey = taskKeys.day(userId, date);
  const cached = (taskId: string) => queryClient.getQueryData<Task[]>(dayKey)?.find((t) => t.id === taskId);
  const editDay = (edit: (tasks: Task[]) => Task[]) => queryClient.setQueryData<Task[]>(dayKey, (tasks) => tasks && edit(tasks));
  const refresh = [dayKey];

  const create = useMutation({
    ...queueable,
    mutationFn: async (fields: TaskFields) => {
      const tempId = crypto.randomUUID();
      const sent = await sendOrQueue<'createTask', Task>({
        userId,
        route: 'createTask',
        input: (offline_at) => ({ body: { user_id: userId, date, ...fields, ...(offline_at && { offline_at }) }, keepalive: true }),
        description: `Add the task "${fields.name}"`,
        failed: SAVE_FAILED,
        tempId,
        refresh,
      });
      const task: Task = sent.queued ? { id: tempId, user_id: userId, date, ...fields } : sent.answer;
      editDay((tasks) => [...tasks, task]);
      return task;
    },
    meta: saveFailure,
  });
  const update = useMutation({
    ...queueable,
    mutationFn: async ({ taskId, fields }: { taskId: string; fields: TaskFields }) => {
      await sendOrQueue({
        userId,
        route: 'updateTask',
        input: (offline_at) => ({ params: { id: taskId }, body: { ...fields, ...(offline_at && { offline_at }) }, keepalive: true }),
        description: describeTaskChange(cached(taskId), fields),
        failed: SAVE_FAILED,
        refresh,
      });
      editDay((tasks) => tasks.map((t) => (t.id === taskId ? { ...t, ...fields } : t)));
    },
    meta: saveFailure,
  });
  const remove = useMutation({
    ...queueable,
    mutationFn: async (taskId: string) => {
      const name = cached(taskId)?.name;
      await sendOrQueue({
        userId,
        route: 'deleteTask',
        input: (offline_at) => ({ params: { id: taskId }, ...(offline_at && { query: { offline_at } }), keepalive: true }),
        description: name ? `Delete the task "${name}"` : 'Delete a task',
        failed: SAVE_FAILED,
        refresh,
      });
      editDay((tasks) => tasks.filter((t) => t.id !== taskId));
    },
    meta: saveFailure,
  });
  return { create: create.mutateAsync, update: update.mutateAsync, remove: remove.mutateAsync };
}
