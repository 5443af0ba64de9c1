import type { useTaskWrites } from './api/save-task';
import { hasName, hasUnsaved, savedFields, snapshotOf, type TaskDraft } from './task-drafts';

type TaskWrites = ReturnType<typeof useTaskWrites>;

/**
 * The rows, the writes and the lock as they are now (a ref the screen keeps current): a save reads them when it
 * starts, never waiting for a render.
 */
export interface LiveRows {
  readonly current: { drafts: readonly TaskDraft[]; writes: TaskWrites; locked: boolean };
}

/**
 * The rows' saves and their book-keeping, kept outside React (it must not wait for a render): each row's server id,
 * what was last saved, the requests in flight. A new row is created once (POST) and updated by its server id
 * afterwards (PATCH); a change made while its POST is in flight is saved when that POST returns, and a row removed
 * then is deleted once it has its id.
 */
export function createRowSaves(initial: Array<TaskDraft & { id: string }>) {
  const ids = new Map(initial.map((d) => [d.key, d.id]));
  const saved = new Map(initial.map((d) => [d.key, snapshotOf(d)]));
  const inflight = new Map<string, Promise<void>>();
  const saveAgain = new Set<string>();
  const removedInFlight = new Set<string>();

  function track(name: string, request: Promise<unknown>, after?: () => void): void {
    const done = request
      // The mutation's meta logs and toasts a failed save; the row stays unsaved for the next try.
      .then(() => undefined)
      .catch(() => undefined)
      .finally(() => {
        inflight.delete(name);
        after?.();
      });
    inflight.set(name, done);
  }

  function deleteRow(key: string, live: LiveRows): void {
    const id = ids.get(key);
    if (id) track(`delete:${key}`, live.current.writes.remove(id));
  }

  function save(key: string, live: LiveRows): void {
    const draft = live.current.drafts.find((d) => d.key === key);
    if (!draft || !hasName(draft)) return; // blank names are not saved
    const snapshot = snapshotOf(draft);
    if (saved.get(key) === snapshot) return;
    if (inflight.has(key)) {
      saveAgain.add(key);
      return;
    }
    const fields = savedFields(draft);
    const id = ids.get(key);
    const { writes } = live.current;
    const request = id ? writes.update({ taskId: id, fields }) : writes.create(fields).then((task) => ids.set(key, task.id));
    track(
      key,
      request.then(() => saved.set(key, snapshot)),
      () => {
        if (removedInFlight.delete(key)) deleteRow(key, live);
        else if (saveAgain.delete(key)) save(key, live);
      },
    );
  }

  return {
    /** Saves every row that changed since it was last saved. */
    saveAll(live: LiveRows): void {
      for (const draft of live.current.drafts) save(draft.key, live);
    },
    /** Deletes a removed row on the server: now, or once the create or update in flight for it has returned. */
    remove(key: string, live: LiveRows): void {
      if (inflight.has(key)) removedInFlight.add(key);
      else deleteRow(key, live);
    },
    /** Whether a named row of `drafts` differs from what the server has. */
    unsaved: (drafts: readonly TaskDraft[]): boolean => hasUnsaved(drafts, saved),
    busy: (): boolean => inflight.size > 0,
    /** Resolves once no request is in flight, including those started while it waits. */
    async settled(): Promise<void> {
      while (inflight.size) await Promise.all([...inflight.values()]);
    },
  };
}

export type RowSaves = ReturnType<typeof createRowSaves>;
