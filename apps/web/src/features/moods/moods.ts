import type { Mood } from '@dayleaf/contracts';

/** The six moods, each with an emoji and a word, so none is told apart by colour alone. */
export const MOOD_OPTIONS: ReadonlyArray<{ mood: Mood; emoji: string; label: string }> = [
  { mood: 'excited', emoji: '🤩', label: 'Excited' },
  { mood: 'happy', emoji: '😊', label: 'Happy' },
  { mood: 'neutral', emoji: '😐', label: 'Neutral' },
  { mood: 'tired', emoji: '😴', label: 'Tired' },
  { mood: 'stressed', emoji: '😣', label: 'Stressed' },
  { mood: 'motivated', emoji: '💪', label: 'Motivated' },
];

export const moodOption = (mood: Mood) => MOOD_OPTIONS.find((m) => m.mood === mood)!;
