import { Popover } from 'radix-ui';
import { useState } from 'react';
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

interface EmojiPickerProps {
  value: string;
  onChange(emoji: string): void;
  label: string;
  disabled?: boolean;
}

/** A button showing the task's emoji that opens a small grid of common ones. */
export function EmojiPicker({ value, onChange, label, disabled }: EmojiPickerProps) {
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        disabled={disabled}
        aria-label={label}
        className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl border border-border bg-background text-xl transition hover:bg-muted disabled:opacity-60"
      >
        <span aria-hidden>{value}</span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="bottom"
          align="start"
          sideOffset={6}
          collisionPadding={12}
          aria-label="Choose an emoji"
          className="z-50 w-[17rem] rounded-2xl border border-border bg-card p-2 text-card-foreground shadow-xl"
        >
          <div className="grid grid-cols-6 gap-1">
            {TASK_EMOJIS.map(({ emoji, label: name }) => (
              <button
                key={emoji}
                type="button"
                aria-label={name}
                aria-pressed={emoji === value}
                onClick={() => {
                  onChange(emoji);
                  setOpen(false);
                }}
                className={cn(
                  'flex h-10 w-10 items-center justify-center rounded-lg text-xl transition hover:bg-muted',
                  emoji === value && 'bg-primary/15 ring-2 ring-primary',
                )}
              >
                <span aria-hidden>{emoji}</span>
              </button>
            ))}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
