import { useLingui } from '@lingui/react/macro';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { TASK_NAME_MAX } from '@dayleaf/contracts/client';
import { IconButton } from '../../../components/ui/icon-button';
import { cardClasses } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { hasName, type TaskDraft } from '../task-drafts';
import { EmojiPicker } from './emoji-picker';

interface TaskRowProps {
  draft: TaskDraft;
  position: number;
  removable: boolean;
  disabled: boolean;
  onChange(patch: Partial<Omit<TaskDraft, 'key'>>): void;
  onRemove(): void;
}

export function TaskRow({ draft, position, removable, disabled, onChange, onRemove }: TaskRowProps) {
  const { t } = useLingui();
  const named = hasName(draft);
  // Only a tick made here animates; rows that open ticked do not.
  const [justTicked, setJustTicked] = useState(false);
  function tick(completed: boolean) {
    setJustTicked(completed);
    if (completed) navigator.vibrate?.(12);
    onChange({ completed });
  }
  return (
    <li className={cardClasses('flex items-center gap-1 p-1.5 ps-2')}>
      <EmojiPicker value={draft.emoji} onChange={(emoji) => onChange({ emoji })} label={t`Emoji for task ${position}`} disabled={disabled} />
      <Input
        value={draft.name}
        onChange={(e) => onChange({ name: e.target.value })}
        placeholder={t`What will you do today?`}
        aria-label={t`Task ${position} name`}
        maxLength={TASK_NAME_MAX}
        disabled={disabled}
        enterKeyHint="done"
        className={cn('min-w-0 flex-1 border-transparent bg-transparent px-2', draft.completed && named && 'text-muted-foreground line-through')}
      />
      {/* The browser's own checkbox, transparent over the box it ticks: a 44 px square to press around a 28 px box, drawn
          by the input's state in CSS, so the first screen loads no checkbox script. */}
      <span className={cn('relative grid h-11 w-11 shrink-0 place-items-center', justTicked && 'just-ticked')}>
        <input
          type="checkbox"
          checked={draft.completed}
          onChange={(event) => tick(event.currentTarget.checked)}
          disabled={disabled || !named}
          aria-label={t`Mark task ${position} done`}
          className="peer absolute inset-0 z-10 m-0 cursor-pointer appearance-none rounded-xl opacity-0 disabled:cursor-not-allowed"
        />
        <span
          aria-hidden
          className="tick-box grid h-7 w-7 place-items-center rounded-lg border-2 border-primary/70 bg-background transition-colors peer-checked:border-primary peer-checked:bg-primary peer-disabled:border-border peer-disabled:opacity-60 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring [&>svg]:hidden peer-checked:[&>svg]:block"
        >
          <Check className="h-4 w-4 text-primary-foreground" strokeWidth={3} />
        </span>
      </span>
      {removable ? (
        <IconButton label={t`Remove task ${position}`} size="sm" className="ms-1 text-muted-foreground hover:text-destructive" disabled={disabled} onClick={onRemove}>
          <X className="h-5 w-5" aria-hidden />
        </IconButton>
      ) : null}
    </li>
  );
}
