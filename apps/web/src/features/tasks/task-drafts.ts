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

/** The day's rows from the server, the completion marker left out. */
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

/** A row's saved fields as one comparable value: what was last saved is kept as this. */
export const snapshotOf = (draft: TaskDraft): string => JSON.stringify(savedFields(draft));

/** The rows the list opens with: the day's rows from the server (their ids kept apart), or one empty row. */
export const firstDrafts = (initial: Array<TaskDraft & { id: string }>): TaskDraft[] =>
  initial.length ? initial.map(({ id: _id, ...draft }) => draft) : [emptyDraft()];

/** The rows with row `key` changed by `patch`. */
export const editDraft = (drafts: readonly TaskDraft[], key: string, patch: Partial<Omit<TaskDraft, 'key'>>): TaskDraft[] =>
  drafts.map((d) => (d.key === key ? { ...d, ...patch } : d));

/** The rows without row `key`; null for the last row, which stays. */
export const withoutDraft = (drafts: readonly TaskDraft[], key: string): TaskDraft[] | null =>
  drafts.length <= 1 ? null : drafts.filter((d) => d.key !== key);

/** Whether a named row differs from what was last saved for it (`saved`: snapshots by row key). Blank rows are never saved. */
export const hasUnsaved = (drafts: readonly TaskDraft[], saved: ReadonlyMap<string, string>): boolean =>
  drafts.filter(hasName).some((d) => saved.get(d.key) !== snapshotOf(d));
