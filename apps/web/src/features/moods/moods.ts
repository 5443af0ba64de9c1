import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Mood } from '@dayleaf/contracts';
import { i18n } from '../../lib/i18n/i18n';

/** The six moods, each with an emoji and a word, so none is told apart by colour alone. */
export const MOOD_OPTIONS: ReadonlyArray<{ mood: Mood; emoji: string; label: MessageDescriptor }> = [
  { mood: 'excited', emoji: '🤩', label: msg`Excited` },
  { mood: 'happy', emoji: '😊', label: msg`Happy` },
  { mood: 'neutral', emoji: '😐', label: msg`Neutral` },
  { mood: 'tired', emoji: '😴', label: msg`Tired` },
  { mood: 'stressed', emoji: '😣', label: msg`Stressed` },
  { mood: 'motivated', emoji: '💪', label: msg`Motivated` },
];

/** A mood's emoji and its word in the active language. */
export function moodOption(mood: Mood): { mood: Mood; emoji: string; label: string } {
  const option = MOOD_OPTIONS.find((m) => m.mood === mood)!;
  return { ...option, label: i18n._(option.label) };
}

/** A mood's name in the active language; one function, so a memoised day of the year keeps its props (year-card.tsx). */
export const moodLabel = (mood: Mood): string => moodOption(mood).label;
