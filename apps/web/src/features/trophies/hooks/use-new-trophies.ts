import type { UserTrophy } from '@dayleaf/contracts';
import { useEffect, useState } from 'react';
import { useMarkTrophies } from '../api/mark-trophies';

/** Trophies new to the account stay highlighted this long once the case shows them. */
export const HIGHLIGHT_MS = 3000;

/**
 * The account's earned trophies it has not seen (`unseen`, the case's "N new"), and those highlighted now. When the
 * case is open the unseen ones are marked seen on the server, so no device counts them again, and stay highlighted
 * here for HIGHLIGHT_MS.
 */
export function useNewTrophies(userId: string, earned: UserTrophy[], visible: boolean): { unseen: number; highlighted: Set<string> } {
  const { mutate: mark } = useMarkTrophies(userId);
  const [highlighted, setHighlighted] = useState<Set<string>>(() => new Set());
  const [highlightedKey, setHighlightedKey] = useState('');
  const unseenKey = earned
    .filter((t) => !t.seen)
    .map((t) => t.trophy_id)
    .join(',');
  // Shown now: highlighted from this render on (state set while rendering, as React allows for its own state).
  if (visible && unseenKey && unseenKey !== highlightedKey) {
    setHighlightedKey(unseenKey);
    setHighlighted(new Set([...highlighted, ...unseenKey.split(',')]));
  }

  useEffect(() => {
    if (visible && unseenKey) mark({ mark: 'seen', trophy_ids: unseenKey.split(',') });
  }, [visible, unseenKey, mark]);

  useEffect(() => {
    if (!highlighted.size) return;
    const timer = setTimeout(() => setHighlighted(new Set()), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);

  return { unseen: unseenKey ? unseenKey.split(',').length : 0, highlighted };
}
