import { useEffect, useState } from 'react';

/** New unlocked trophies stay highlighted this long once shown. */
export const HIGHLIGHT_MS = 3000;

const storageKey = (userId: string) => `dayleaf:seen-trophies:${userId}`;

function readSeen(userId: string): Set<string> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKey(userId)) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : []);
  } catch {
    return new Set();
  }
}

function writeSeen(userId: string, ids: Set<string>) {
  try {
    sessionStorage.setItem(storageKey(userId), JSON.stringify([...ids]));
  } catch {
    // Storage may be full or blocked; the highlight then simply shows again next time.
  }
}

/**
 * The unlocked trophies this user has not seen in this browser session. Once they are on screen they
 * are remembered as seen (per user, in sessionStorage) and their highlight ends after 3 s.
 */
export function useNewTrophies(userId: string, unlockedIds: string[], visible: boolean): Set<string> {
  const [seen, setSeen] = useState(() => readSeen(userId));
  const fresh = unlockedIds.filter((id) => !seen.has(id));
  const freshKey = fresh.join(',');

  useEffect(() => {
    if (!visible || !freshKey) return;
    const ids = freshKey.split(',');
    writeSeen(userId, new Set([...readSeen(userId), ...ids]));
    const timer = setTimeout(() => setSeen((prev) => new Set([...prev, ...ids])), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [userId, visible, freshKey]);

  return new Set(fresh);
}
