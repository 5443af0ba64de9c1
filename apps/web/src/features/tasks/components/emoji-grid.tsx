import type { PopoverBodyProps } from '../../../components/ui/lazy-popover';
import { cn } from '../../../lib/cn';

export const TASK_EMOJIS: ReadonlyArray<{ emoji: string; label: string }> = [
  { emoji: '✅', label: 'Check mark' },
  { emoji: '💧', label: 'Water' },
  { emoji: '🏃', label: 'Running' },
  { emoji: '🚶', label: 'Walking' },
  { emoji: '🧘', label: 'Meditation' },
  { emoji: '💪', label: 'Strength' },
  { emoji: '📚', label: 'Reading' },
  { emoji: '📝', label: 'Writing' },
  { emoji: '🥗', label: 'Salad' },
  { emoji: '🍎', label: 'Apple' },
  { emoji: '😴', label: 'Sleep' },
  { emoji: '🛏️', label: 'Bed' },
  { emoji: '🪥', label: 'Toothbrush' },
  { emoji: '💊', label: 'Medicine' },
  { emoji: '🧹', label: 'Cleaning' },
  { emoji: '🌱', label: 'Plant' },
  { emoji: '☀️', label: 'Sun' },
  { emoji: '🎯', label: 'Goal' },
  { emoji: '🧠', label: 'Learning' },
  { emoji: '💻', label: 'Computer' },
  { emoji: '🎨', label: 'Art' },
  { emoji: '🎵', label: 'Music' },
  { emoji: '📞', label: 'Call' },
  { emoji: '❤️', label: 'Heart' },
];

/** The grid of common emojis the task's emoji button opens; a press picks one and closes it. */
export function EmojiGrid({ value, onChange, close }: PopoverBodyProps<{ value: string; onChange(emoji: string): void }>) {
  return (
    <div className="grid grid-cols-6 gap-1 pointer-coarse:grid-cols-5">
      {TASK_EMOJIS.map(({ emoji, label: name }) => (
        <button
          key={emoji}
          type="button"
          aria-label={name}
          aria-pressed={emoji === value}
          onClick={() => {
            close();
            onChange(emoji);
          }}
          className={cn(
            'flex h-10 w-10 items-center justify-center rounded-lg text-xl transition hover:bg-muted pointer-coarse:h-11 pointer-coarse:w-11',
            emoji === value && 'bg-primary/15 ring-2 ring-primary',
          )}
        >
          <span aria-hidden>{emoji}</span>
        </button>
      ))}
    </div>
  );
}
