import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, Sunrise } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import type { TaskDraft } from '../task-drafts';

/** The completed day: what was done, and a note to come back tomorrow. */
export function DoneView({ tasks }: { tasks: Array<Pick<TaskDraft, 'key' | 'name' | 'emoji'>> }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="well-done" className="space-y-4">
      <Card className="text-center">
        <div className="mx-auto mb-2 flex h-14 w-14 items-center justify-center rounded-full bg-primary/15">
          <CheckCircle2 className="h-8 w-8 text-primary" aria-hidden />
        </div>
        <h2 id="well-done" className="text-2xl font-bold">
          <Trans>Well Done!</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>You completed all of today's tasks.</Trans>
        </p>
        <ul className="mt-4 space-y-2 text-start">
          {tasks.map((task) => (
            <li key={task.key} className="flex items-center gap-3 rounded-xl bg-muted/60 px-3 py-2">
              <span className="text-xl" aria-hidden>
                {task.emoji}
              </span>
              <span dir="auto" className="min-w-0 flex-1 break-words">{task.name}</span>
              <CheckCircle2 className="h-5 w-5 shrink-0 text-primary" aria-label={t`Done`} />
            </li>
          ))}
        </ul>
      </Card>
      <Card className="flex items-center gap-3">
        <Sunrise className="h-8 w-8 shrink-0 text-gold" aria-hidden />
        <div>
          <p className="font-semibold">
            <Trans>Ready for Tomorrow?</Trans>
          </p>
          <p className="text-sm text-muted-foreground">
            <Trans>Come back tomorrow to keep your streak going.</Trans>
          </p>
        </div>
      </Card>
    </section>
  );
}
