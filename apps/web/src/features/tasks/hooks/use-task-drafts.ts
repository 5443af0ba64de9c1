import type { Task } from '@dayleaf/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTaskWrites } from '../api/save-task';
import { draftsFromTasks, emptyDraft, hasName, savedFields, type TaskDraft } from '../task-drafts';

/** Autosave waits this long after the last change. */
export const AUTOSAVE_DELAY_MS = 1000;
/** A save that failed is tried again after this long, doubling each time up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 3000;
const RETRY_MAX_MS = 60_000;

/**
 * What the list says about its autosave: nothing before the first change, 'saving' from a change until the server
 * has it, 'saved', or 'retrying' after a save failed (another try is on a timer).
 */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'retrying';

interface Options {
  userId: string;
  date: string;
  initialTasks: Task[];
  /** Autosave stops once the day is being completed. */
  locked: boolean;
}

const snapshotOf = (draft: TaskDraft) => JSON.stringify(savedFields(draft));

/** Book-keeping that must not wait for a render: server ids, what was last saved, requests in flight. */
function createSaveState(initial: Array<TaskDraft & { id: string }>) {
  return {
    ids: new Map(initial.map((d) => [d.key, d.id])),
    saved: new Map(initial.map((d) => [d.key, snapshotOf(d)])),
    inflight: new Map<string, Promise<void>>(),
    saveAgain: new Set<string>(),
    removedInFlight: new Set<string>(),
  };
}

/**
 * The editable rows of the day and their autosave: 1 s after the last change, when the page is hidden or
 * left, and on demand before completing. A new row is created once (POST) and updated by its server id
 * afterwards (PATCH); a change made while its POST is in flight is saved when that POST returns.
 */
export function useTaskDrafts({ userId, date, initialTasks, locked }: Options) {
  const writes = useTaskWrites(userId, date);
  const [initial] = useState(() => draftsFromTasks(initialTasks));
  const [state] = useState(() => createSaveState(initial));
  const [drafts, setDraftsState] = useState<TaskDraft[]>(() =>
    initial.length ? initial.map(({ id: _id, ...draft }) => draft) : [emptyDraft()],
  );
  const current = useRef(drafts);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [saveStatus, setSaveStatus] = useState<SaveStatus>('idle');
  const left = useRef(false); // the screen was left: what fails then is not tried again
  const retry = useRef<{ timer: ReturnType<typeof setTimeout> | null; delay: number }>({ timer: null, delay: RETRY_FIRST_MS });
  const options = useRef({ locked, writes });
  useEffect(() => {
    options.current = { locked, writes };
  });

  const setDrafts = useCallback((next: TaskDraft[]) => {
    current.current = next;
    setDraftsState(next);
  }, []);

  const track = useCallback(
    (name: string, request: Promise<unknown>, after?: () => void) => {
      const done = request
        // The mutation's meta logs and toasts a failed save; the row stays unsaved for the next try.
        .then(() => undefined)
        .catch(() => undefined)
        .finally(() => {
          state.inflight.delete(name);
          after?.();
        });
      state.inflight.set(name, done);
    },
    [state],
  );

  const deleteRow = useCallback(
    (key: string) => {
      const id = state.ids.get(key);
      if (id) track(`delete:${key}`, options.current.writes.remove(id));
    },
    [state, track],
  );

  const saveRow = useCallback(
    function saveRow(key: string): void {
      const draft = current.current.find((d) => d.key === key);
      if (!draft || !hasName(draft)) return; // blank names are not saved
      const snapshot = snapshotOf(draft);
      if (state.saved.get(key) === snapshot) return;
      if (state.inflight.has(key)) {
        state.saveAgain.add(key);
        return;
      }
      const fields = savedFields(draft);
      const id = state.ids.get(key);
      const { writes } = options.current;
      const request = id
        ? writes.update({ taskId: id, fields })
        : writes.create(fields).then((task) => state.ids.set(key, task.id));
      track(
        key,
        request.then(() => state.saved.set(key, snapshot)),
        () => {
          if (state.removedInFlight.delete(key)) deleteRow(key);
          else if (state.saveAgain.delete(key)) saveRow(key);
        },
      );
    },
    [state, track, deleteRow],
  );

  /** Saves every changed named row now; resolves true when each of them reached the server. */
  const flush = useCallback(
    async (): Promise<boolean> => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      if (retry.current.timer) clearTimeout(retry.current.timer);
      retry.current.timer = null;
      const unsaved = () => current.current.filter(hasName).some((d) => state.saved.get(d.key) !== snapshotOf(d));
      if (!unsaved() && !state.inflight.size) {
        // Nothing to send (a change to a blank row, or back to what was saved): whatever was said before holds.
        setSaveStatus((now) => (now === 'saving' ? 'saved' : now));
        return true;
      }
      setSaveStatus('saving');
      for (const draft of current.current) saveRow(draft.key);
      while (state.inflight.size) await Promise.all([...state.inflight.values()]);
      const saved = !unsaved();
      if (saved) {
        retry.current.delay = RETRY_FIRST_MS;
        setSaveStatus('saved');
      } else if (!options.current.locked && !left.current) {
        setSaveStatus('retrying');
        const delay = retry.current.delay;
        retry.current.delay = Math.min(delay * 2, RETRY_MAX_MS);
        retry.current.timer = setTimeout(() => void flushRef.current(), delay);
      }
      return saved;
    },
    [state, saveRow],
  );
  const flushRef = useRef(flush);
  useEffect(() => {
    flushRef.current = flush;
  });

  const change = useCallback(
    (key: string, patch: Partial<Omit<TaskDraft, 'key'>>) => {
      setDrafts(current.current.map((d) => (d.key === key ? { ...d, ...patch } : d)));
      setSaveStatus((now) => (now === 'retrying' ? now : 'saving'));
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        if (!options.current.locked) void flush();
      }, AUTOSAVE_DELAY_MS);
    },
    [flush, setDrafts],
  );

  const add = useCallback(() => setDrafts([...current.current, emptyDraft()]), [setDrafts]);

  const remove = useCallback(
    (key: string) => {
      if (current.current.length <= 1) return; // the last row stays
      setDrafts(current.current.filter((d) => d.key !== key));
      if (state.inflight.has(key)) state.removedInFlight.add(key);
      else deleteRow(key);
    },
    [state, deleteRow, setDrafts],
  );

  // Hiding the tab or leaving the page saves at once (the writes are requests that outlive the page).
  useEffect(() => {
    left.current = false;
    const retrying = retry.current;
    const saveNow = () => {
      if (!options.current.locked) void flush();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') saveNow();
    };
    window.addEventListener('pagehide', saveNow);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', saveNow);
      document.removeEventListener('visibilitychange', onVisibility);
      left.current = true;
      if (retrying.timer) clearTimeout(retrying.timer);
      saveNow(); // moving to another screen of the app
    };
  }, [flush]);

  return { drafts, change, add, remove, flush, saveStatus };
}
