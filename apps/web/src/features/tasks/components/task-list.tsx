import { Trans, useLingui } from '@lingui/react/macro';
import { TASK_LIMITS } from '@dayleaf/contracts/client';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { TaskDraft } from '../task-drafts';
import { TaskRow } from './task-row';
import { UpgradePrompt } from './upgrade-prompt';

interface TaskListProps {
  drafts: TaskDraft[];
  limit: number;
  isPremium: boolean;
  disabled: boolean;
  onChange(key: string, patch: Partial<Omit<TaskDraft, 'key'>>): void;
  onAdd(): void;
  onRemove(key: string): void;
}

/** The editable rows, then 'Add Another Task' until the limit, where free users see the upgrade prompt. */
export function TaskList({ drafts, limit, isPremium, disabled, onChange, onAdd, onRemove }: TaskListProps) {
  const { t } = useLingui();
  const atLimit = drafts.length >= limit;
  return (
    <section aria-label={t`Today's tasks`} className="space-y-3">
      <ul className="space-y-2">
        {drafts.map((draft, i) => (
          <TaskRow
            key={draft.key}
            draft={draft}
            position={i + 1}
            removable={drafts.length > 1}
            disabled={disabled}
            onChange={(patch) => onChange(draft.key, patch)}
            onRemove={() => onRemove(draft.key)}
          />
        ))}
      </ul>
      {!atLimit ? (
        <Button variant="outline" className="w-full border-dashed" onClick={onAdd} disabled={disabled}>
          <Plus className="h-4 w-4" aria-hidden /> <Trans>Add Another Task</Trans>
        </Button>
      ) : isPremium ? (
        <p className="text-center text-sm text-muted-foreground">
          <Trans>You've reached today's limit of {limit} tasks.</Trans>
        </p>
      ) : (
        <UpgradePrompt freeLimit={TASK_LIMITS.free} premiumLimit={TASK_LIMITS.premium} />
      )}
    </section>
  );
}
