import type { WeekDay, WeekDayState } from '@dayleaf/contracts';
import { WEEK_STRIP_DAYS } from '@dayleaf/contracts/client';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Check, Snowflake, X } from 'lucide-react';
import { STATE_LOOK } from '../../../components/ui/day-swatch';
import { cn } from '../../../lib/cn';
import { dayTitle, noonOf } from '../../../lib/dates';
import { intlLocale } from '../../../lib/i18n/format';
import { useWeek } from '../api/get-week';

const STATE_TEXT: Record<WeekDayState, MessageDescriptor> = {
  done: msg`done`,
  restored: msg`restored`,
  frozen: msg`kept by a freeze`,
  break: msg`on a break`,
  missed: msg`missed`,
  today: msg`today, not done yet`,
  before: msg`before you joined`,
};

// One formatter per language: the day's initial ("M", "L", "ن") as the language writes it.
const weekdays = new Map<string, Intl.DateTimeFormat>();
function weekdayInitial(at: Date): string {
  const locale = intlLocale();
  let format = weekdays.get(locale);
  if (!format) weekdays.set(locale, (format = new Intl.DateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' })));
  return format.format(at);
}

/**
 * The last seven days under the header, in the looks the year's squares have (a frozen or break day is not a missed
 * one). It keeps its height while it loads.
 */
export function WeekStrip({ userId, today }: { userId: string; today: string }) {
  const { t } = useLingui();
  const week = useWeek(userId, today);
  const days = week.data?.days;
  return (
    <ol aria-label={t`Your last 7 days`} aria-busy={!days && !week.isError} className="mb-5 grid grid-cols-7 gap-1">
      {days
        ? days.map((day) => <Day key={day.date} day={day} />)
        : Array.from({ length: WEEK_STRIP_DAYS }, (_, i) => (
            <li key={i} aria-hidden className="flex flex-col items-center gap-1">
              <span className="h-4" />
              <span className="h-8 w-8 rounded-full bg-muted/60" />
            </li>
          ))}
    </ol>
  );
}

function Day({ day }: { day: WeekDay }) {
  const { i18n } = useLingui();
  return (
    <li className="flex flex-col items-center gap-1">
      <span aria-hidden className={cn('h-4 text-[0.7rem] font-medium leading-4', day.state === 'today' ? 'text-foreground' : 'text-muted-foreground')}>
        {weekdayInitial(noonOf(day.date))}
      </span>
      <span
        aria-hidden
        className={cn(
          'grid h-8 w-8 place-items-center rounded-full',
          day.state === 'before' ? 'border border-border' : day.state === 'today' ? 'border-2 border-dashed border-primary' : STATE_LOOK[day.state],
          (day.state === 'done' || day.state === 'restored') && 'text-primary-foreground',
          day.state === 'frozen' && 'text-accent-foreground',
          day.state === 'missed' && 'text-muted-foreground',
        )}
      >
        {day.state === 'done' || day.state === 'restored' ? <Check className="h-4 w-4" strokeWidth={3} /> : null}
        {day.state === 'frozen' ? <Snowflake className="h-4 w-4" /> : null}
        {day.state === 'missed' ? <X className="h-3.5 w-3.5" /> : null}
      </span>
      <span className="sr-only">{`${dayTitle(day.date)}: ${i18n._(STATE_TEXT[day.state])}`}</span>
    </li>
  );
}
