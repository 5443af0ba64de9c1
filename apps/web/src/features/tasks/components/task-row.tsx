import { Checkbox } from 'radix-ui';
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
      <Checkbox.Root
        checked={draft.completed}
        onCheckedChange={(checked) => onChange({ completed: checked === true })}
        disabled={disabled || !named}
        aria-label={`Mark task ${position} done`}
        className="group flex h-7 w-7 shrink-0 items-center justify-center rounded-lg border-2 border-primary/70 bg-background transition data-[state=checked]:border-primary data-[state=checked]:bg-primary disabled:cursor-not-allowed disabled:border-border disabled:opacity-60"
      >
        {/* The tick shows by the box's state in CSS, not by Checkbox.Indicator: its presence logic reads each box's
            computed style while the screen commits and renders the rows again, a long task on a slow phone. */}
        <Check className="hidden h-4 w-4 text-primary-foreground group-data-[state=checked]:block" strokeWidth={3} aria-hidden />
      </Checkbox.Root>
      {removable ? (
        <IconButton label={`Remove task ${position}`} size="sm" className="text-muted-foreground hover:text-destructive" disabled={disabled} onClick={onRemove}>
          <X className="h-5 w-5" aria-hidden />
        </IconButton>
      ) : null}
    </li>
  );
}
