import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CloudOff, Check } from 'lucide-react';
import { ProgressBar } from '../../../components/ui/progress-bar';
import type { SaveStatus } from '../autosave';

const SAVE_TEXT: Record<Exclude<SaveStatus, 'idle'>, MessageDescriptor> = {
  saving: msg`Saving...`,
  saved: msg`Saved`,
  retrying: msg`Not saved, retrying`,
};

/** How much of the day is ticked ("2 of 3"), and where its autosave stands, above the list. */
export function DayProgress({ done, total, saveStatus }: { done: number; total: number; saveStatus: SaveStatus }) {
  const { t, i18n } = useLingui();
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <p className="font-semibold tabular-nums">{total > 0 ? t`${done} of ${total}` : t`No tasks yet`}</p>
        {/* Spoken when it changes, quietly: it never interrupts typing. */}
        <p role="status" className="flex items-center gap-1 text-xs text-muted-foreground">
          {saveStatus === 'saved' ? <Check className="h-3.5 w-3.5" aria-hidden /> : null}
          {saveStatus === 'retrying' ? <CloudOff className="h-3.5 w-3.5 text-destructive" aria-hidden /> : null}
          {saveStatus === 'idle' ? null : i18n._(SAVE_TEXT[saveStatus])}
        </p>
      </div>
      <ProgressBar label={t`Tasks done today`} value={done} max={Math.max(total, 1)} className="h-2.5 bg-muted" />
    </div>
  );
}
