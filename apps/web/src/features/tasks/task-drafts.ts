import type { SubscriptionStatus, Task } from '@dayleaf/contracts';
import { isDayMarker, NEW_TASK_EMOJI, TASK_LIMITS } from '@dayleaf/contracts/client';

/** A task row as the user edits it; `key` names the row before and after the server gives it an id. */
export interface TaskDraft {
  key: string;
  name: string;
  emoji: string;
  completed: boolean;
}

let lastKey = 0;
const newKey = () => `row-${++lastKey}`;

export const emptyDraft = (): TaskDraft => ({ key: newKey(), name: '', emoji: NEW_TASK_EMOJI, completed: false });

/** The day's rows from the server, the completion marker left out; a day without tasks starts with one empty row. */
export function draftsFromTasks(tasks: Task[]): Array<TaskDraft & { id: string }> {
  return tasks.filter((t) => !isDayMarker(t)).map((t) => ({ key: newKey(), id: t.id, name: t.name, emoji: t.emoji, completed: t.completed }));
}

export const hasName = (draft: Pick<TaskDraft, 'name'>) => draft.name.trim().length > 0;

/** The Complete button needs at least one named task. */
export const canComplete = (drafts: TaskDraft[]) => drafts.some(hasName);

export const isDayCompleted = (tasks: Task[]) => tasks.some(isDayMarker);

export const taskLimitFor = (status: SubscriptionStatus) => TASK_LIMITS[status];

/** What the server stores for a row; rows are saved again only when this changes. */
export function savedFields(draft: TaskDraft) {
  return { name: draft.name.trim(), emoji: draft.emoji, completed: draft.completed };
}
