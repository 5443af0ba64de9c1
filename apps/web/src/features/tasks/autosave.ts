import type { Dispatch, SetStateAction } from 'react';
import type { LiveRows, RowSaves } from './row-saves';

/** The autosave's timing and what the list says about it (docs/product.md#the-day-on-the-web). */

/** Autosave waits this long after the last change. */
export const AUTOSAVE_DELAY_MS = 1000;
/** A save that failed is tried again after this long, doubling each time up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 3000;
export const RETRY_MAX_MS = 60_000;

/**
 * What the list says about its autosave: nothing before the first change, 'saving' from a change until the server
 * has it, 'saved', or 'retrying' after a save failed (another try is on a timer).
 */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'retrying';

/** The wait before the next try after one that waited `delay` failed. */
export const nextRetryDelay = (delay: number): number => Math.min(delay * 2, RETRY_MAX_MS);

/** A change is being saved, unless a failed save is waiting to be tried again: that still shows until it lands. */
export const statusOnChange = (now: SaveStatus): SaveStatus => (now === 'retrying' ? now : 'saving');

/** With nothing to send (a change to a blank row, or back to what was saved), whatever was said before holds. */
export const statusWithNothingToSave = (now: SaveStatus): SaveStatus => (now === 'saving' ? 'saved' : now);

/**
 * The autosave's timers, kept outside React like the rows' saves: the wait after the last change and the next try
 * after a failed save. `live` is read when a save starts.
 */
export function createSaveSchedule(rows: RowSaves, setStatus: Dispatch<SetStateAction<SaveStatus>>) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let retryDelay = RETRY_FIRST_MS;
  let left = false; // the screen was left: what fails then is not tried again

  /** Saves every changed named row now; resolves true when each of them reached the server. */
  async function flush(live: LiveRows): Promise<boolean> {
    if (timer) clearTimeout(timer);
    timer = null;
    if (retry) clearTimeout(retry);
    retry = null;
    if (!rows.unsaved(live.current.drafts) && !rows.busy()) {
      setStatus(statusWithNothingToSave);
      return true;
    }
    setStatus('saving');
    rows.saveAll(live);
    await rows.settled();
    const saved = !rows.unsaved(live.current.drafts);
    if (saved) {
      retryDelay = RETRY_FIRST_MS;
      setStatus('saved');
    } else if (!live.current.locked && !left) {
      setStatus('retrying');
      const delay = retryDelay;
      retryDelay = nextRetryDelay(delay);
      retry = setTimeout(() => void flush(live), delay);
    }
    return saved;
  }

  return {
    flush,
    /** A row changed: it is saved once no other change has come for AUTOSAVE_DELAY_MS. */
    changed(live: LiveRows): void {
      setStatus(statusOnChange);
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        if (!live.current.locked) void flush(live);
      }, AUTOSAVE_DELAY_MS);
    },
    /** The screen shows the rows (again, after React mounts it a second time). */
    shown(): void {
      left = false;
    },
    /** The screen was left: a save that fails from now on is not tried again. */
    leave(): void {
      left = true;
      if (retry) clearTimeout(retry);
    },
  };
}
