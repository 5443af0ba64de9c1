import { endpoints } from '@dayleaf/contracts/client';
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
