import { useCallback, useEffect, useState } from 'react';
import { createSaveSchedule, type SaveStatus } from '../autosave';
import type { LiveRows, RowSaves } from '../row-saves';

/**
 * The rows' autosave (autosave.ts): 1 s after the last change (`changed`), on demand before completing (`flush`),
 * again after a failed save, and at once when the page is hidden or left. `saveStatus` says how it stands. `live`
 * is the screen's ref to the rows, the writes and the lock, read when a save starts.
 */
export function useAutosave(rows: RowSaves, live: LiveRows) {
  const [saveStatus, setSaveStatus] = useState<SaveStatus>('idle');
  const [schedule] = useState(() => createSaveSchedule(rows, setSaveStatus));
  const flush = useCallback(() => schedule.flush(live), [schedule, live]);
  const changed = useCallback(() => schedule.changed(live), [schedule, live]);

  // Hiding the tab or leaving the page saves at once (the writes are requests that outlive the page).
  useEffect(() => {
    schedule.shown();
    const saveNow = () => {
      if (!live.current.locked) void flush();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') saveNow();
    };
    window.addEventListener('pagehide', saveNow);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', saveNow);
      document.removeEventListener('visibilitychange', onVisibility);
      schedule.leave();
      saveNow(); // moving to another screen of the app
    };
  }, [schedule, flush, live]);

  return { saveStatus, flush, changed };
}
