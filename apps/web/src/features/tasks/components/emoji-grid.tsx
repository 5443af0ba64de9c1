import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { PopoverBodyProps } from '../../../components/ui/lazy-popover';
import { cn } from '../../../lib/cn';

export const TASK_EMOJIS: ReadonlyArray<{ emoji: string; label: MessageDescriptor }> = [
  { emoji: '✅', label: msg`Check mark` },
  { emoji: '💧', label: msg`Water` },
  { emoji: '🏃', label: msg`Running` },
  { emoji: '🚶', label: msg`Walking` },
  { emoji: '🧘', label: msg`Meditation` },
  { emoji: '💪', label: msg`Strength` },
  { emoji: '📚', label: msg`Reading` },
  { emoji: '📝', label: msg`Writing` },
  { emoji: '🥗', label: msg`Salad` },
  { emoji: '🍎', label: msg`Apple` },
  { emoji: '😴', label: msg`Sleep` },
  { emoji: '🛏️', label: msg`Bed` },
  { emoji: '🪥', label: msg`Toothbrush` },
  { emoji: '💊', label: msg`Medicine` },
  { emoji: '🧹', label: msg`Cleaning` },
  { emoji: '🌱', label: msg`Plant` },
  { emoji: '☀️', label: msg`Sun` },
  { emoji: '🎯', label: msg`Goal` },
  { emoji: '🧠', label: msg`Learning` },
  { emoji: '💻', label: msg`Computer` },
  { emoji: '🎨', label: msg`Art` },
  { emoji: '🎵', label: msg`Music` },
  { emoji: '📞', label: msg`Call` },
  { emoji: '❤️', label: msg`Heart` },
];

/** The grid of common emojis the task's emoji button opens; a press picks one and closes it. */
export function EmojiGrid({ value, onChange, close }: PopoverBodyProps<{ value: string; onChange(emoji: string): void }>) {
  const { i18n } = useLingui();
  return (
    <div className="grid grid-cols-6 gap-1 pointer-coarse:grid-cols-5">
      {TASK_EMOJIS.map(({ emoji, label: name }) => (
        <button
          key={emoji}
          type="button"
          aria-label={i18n._(name)}
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
