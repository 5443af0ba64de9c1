import type { Task } from '@dayleaf/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { prepareToSend } from '../../offline/lazy-outbox';
import { useTaskWrites } from '../api/save-task';
import { createRowSaves } from '../row-saves';
import { draftsFromTasks, editDraft, emptyDraft, firstDrafts, withoutDraft, type TaskDraft } from '../task-drafts';
import { useAutosave } from './use-autosave';

interface Options {
  userId: string;
  date: string;
  initialTasks: Task[];
  /** Autosave stops once the day is being completed. */
  locked: boolean;
}

/**
 * The editable rows of the day and their autosave (use-autosave.ts): a row changed, added or removed here is saved,
 * created or deleted by the rows' saves (row-saves.ts).
 */
export function useTaskDrafts({ userId, date, initialTasks, locked }: Options) {
  const writes = useTaskWrites(userId, date);
  const [initial] = useState(() => draftsFromTasks(initialTasks));
  const [drafts, setDraftsState] = useState<TaskDraft[]>(() => firstDrafts(initial));
  // What a save reads when it starts, which must not wait for a render: the rows as last set, the writes, the lock.
  const live = useRef({ drafts, writes, locked });
  useEffect(() => {
    live.current.writes = writes;
    live.current.locked = locked;
  });
  const [rows] = useState(() => createRowSaves(initial));
  const { saveStatus, flush, changed } = useAutosave(rows, live);

  const setDrafts = useCallback((next: TaskDraft[]) => {
    live.current.drafts = next;
    setDraftsState(next);
  }, []);

  const change = useCallback(
    (key: string, patch: Partial<Omit<TaskDraft, 'key'>>) => {
      void prepareToSend();
      setDrafts(editDraft(live.current.drafts, key, patch));
      changed();
    },
    [changed, setDrafts],
  );

  const add = useCallback(() => setDrafts([...live.current.drafts, emptyDraft()]), [setDrafts]);

  const remove = useCallback(
    (key: string) => {
      const rest = withoutDraft(live.current.drafts, key);
      if (!rest) return; // the last row stays
      setDrafts(rest);
      rows.remove(key, live);
    },
    [rows, setDrafts],
  );

  return { drafts, change, add, remove, flush, saveStatus };
}
