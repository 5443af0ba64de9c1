import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays } from 'lucide-react';
import { Suspense, useState } from 'react';
import { CollapsibleCard } from '../../../components/ui/collapsible-card';
import { LoadingText } from '../../../components/ui/page';
import { useLocalToday } from '../../../lib/use-local-today';
import { useMonthMoods } from '../api/get-mood-logs';
import { monthOf } from '../month-grid';
import { preloadableLazy } from '../../../lib/preloadable-lazy';

// The calendar's code loads when the card first opens, beside the month's moods (asked for here, not in it, so the
// two come at once): the profile's first screen goes without it.
const MoodCalendar = preloadableLazy(() => import('./mood-calendar'));

/** The collapsible Mood History: a month grid with each logged day's emoji and word. */
export function MoodHistory({ userId, timeZone, dayStartHour }: { userId: string; timeZone: string; dayStartHour: number }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  // Today is marked, and the calendar opens on its month, in the user's zone (docs/product.md, "Your day").
  const today = useLocalToday(timeZone, dayStartHour);
  const [month, setMonth] = useState(() => monthOf(today));
  const logs = useMonthMoods(userId, month, open);

  return (
    <CollapsibleCard
      open={open}
      onOpenChange={setOpen}
      icon={<CalendarDays className="h-5 w-5 text-primary" aria-hidden />}
      iconClassName="bg-primary/15"
      title={t`Mood History`}
      contentClassName="px-1.5 pb-3"
    >
      <Suspense
        fallback={
          <LoadingText>
            <Trans>Loading...</Trans>
          </LoadingText>
        }
      >
        <MoodCalendar month={month} onMonthChange={setMonth} today={today} logs={logs} />
      </Suspense>
    </CollapsibleCard>
  );
}
