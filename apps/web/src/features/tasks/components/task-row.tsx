import { Check, X } from 'lucide-react';
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
  const named = hasName(draft);
  return (
    <li className={cardClasses('flex items-center gap-2 p-2')}>
      <EmojiPicker value={draft.emoji} onChange={(emoji) => onChange({ emoji })} label={`Emoji for task ${position}`} disabled={disabled} />
      <Input
        value={draft.name}
        onChange={(e) => onChange({ name: e.target.value })}
        placeholder="What will you do today?"
        aria-label={`Task ${position} name`}
        maxLength={TASK_NAME_MAX}
        disabled={disabled}
        enterKeyHint="done"
        className={cn('min-w-0 flex-1 border-transparent bg-transparent px-2', draft.completed && named && 'text-muted-foreground line-through')}
      />
      {/* The browser's own checkbox, drawn as a box with a tick by its state in CSS: the first screen then loads no
          checkbox script, and the tick needs no style reads while the rows render. */}
      <span className="relative grid h-7 w-7 shrink-0 place-items-center">
        <input
          type="checkbox"
          checked={draft.completed}
          onChange={(event) => onChange({ completed: event.currentTarget.checked })}
          disabled={disabled || !named}
          aria-label={`Mark task ${position} done`}
          className="peer absolute inset-0 m-0 cursor-pointer appearance-none rounded-lg border-2 border-primary/70 bg-background transition checked:border-primary checked:bg-primary disabled:cursor-not-allowed disabled:border-border disabled:opacity-60"
        />
        <Check className="pointer-events-none relative hidden h-4 w-4 text-primary-foreground peer-checked:block" strokeWidth={3} aria-hidden />
      </span>
      {removable ? (
        <IconButton label={`Remove task ${position}`} size="sm" className="text-muted-foreground hover:text-destructive" disabled={disabled} onClick={onRemove}>
          <X className="h-5 w-5" aria-hidden />
        </IconButton>
      ) : null}
    </li>
  );
}
