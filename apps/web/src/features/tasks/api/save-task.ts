import { endpoints } from '@dayleaf/contracts/client';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export interface TaskFields {
  name: string;
  emoji: string;
  completed: boolean;
}

/** keepalive lets a save started while the page unloads finish after it is gone. */
export const createTask = (userId: string, date: string, fields: TaskFields, keepalive = false) =>
  callApi(endpoints.createTask, { body: { user_id: userId, date, ...fields }, keepalive });

export const updateTask = (taskId: string, fields: TaskFields, keepalive = false) =>
  callApi(endpoints.updateTask, { params: { id: taskId }, body: fields, keepalive });

export const deleteTask = (taskId: string, keepalive = false) => callApi(endpoints.deleteTask, { params: { id: taskId }, keepalive });

// Autosave failures are logged and toasted the same way whichever write failed.
const saveFailure = { errorLog: 'Task not saved', errorText: 'Your tasks could not be saved. Please try again.' };

/**
 * The autosave's three writes. They start in the same task as the call (no timer), so a save made while the
 * page unloads still sends its keepalive request.
 */
export function useTaskWrites() {
  const create = useMutation({
    mutationFn: (v: { userId: string; date: string; fields: TaskFields; keepalive: boolean }) => createTask(v.userId, v.date, v.fields, v.keepalive),
    meta: saveFailure,
  });
  const update = useMutation({
    mutationFn: (v: { taskId: string; fields: TaskFields; keepalive: boolean }) => updateTask(v.taskId, v.fields, v.keepalive),
    meta: saveFailure,
  });
  const remove = useMutation({
    mutationFn: (v: { taskId: string; keepalive: boolean }) => deleteTask(v.taskId, v.keepalive),
    meta: saveFailure,
  });
  return { create: create.mutateAsync, update: update.mutateAsync, remove: remove.mutateAsync };
}
