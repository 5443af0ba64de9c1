import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ActivityRun } from '../activity-runs';
import { ActivityCard } from './activity-card';

/** A friend's days in a row under one line ("ben completed 4 days in a row"); a single day is its card alone. */
export function ActivityRunCards({ run, viewer }: { run: ActivityRun; viewer: { id: string; username: string } }) {
  const { t } = useLingui();
  if (run.days.length === 1) return <ActivityCard activity={run.days[0]!} viewer={viewer} />;
  const { name } = run;
  const days = run.days.length;
  const title = t`${name} completed ${plural(days, { one: '# day in a row', other: '# days in a row' })}`;
  return (
    <section aria-label={title} className="space-y-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {run.days.map((day) => (
        <ActivityCard key={day.date} activity={day} viewer={viewer} />
      ))}
    </section>
  );
}
