import type { Mood } from '@dayleaf/contracts';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { IconButton } from '../../../components/ui/icon-button';
import { cn } from '../../../lib/cn';
import type { useMonthMoods } from '../api/get-mood-logs';
import { monthCells, monthName, monthOf, monthTitle, shiftMonth, type Month } from '../month-grid';
import { moodOption } from '../moods';

// The grid's weeks start on Sunday (monthCells). "Sun" is also the sun's emoji name: the context keeps them apart.
const WEEKDAYS = [
  msg({ message: 'Sun', context: 'weekday' }),
  msg({ message: 'Mon', context: 'weekday' }),
  msg({ message: 'Tue', context: 'weekday' }),
  msg({ message: 'Wed', context: 'weekday' }),
  msg({ message: 'Thu', context: 'weekday' }),
  msg({ message: 'Fri', context: 'weekday' }),
  msg({ message: 'Sat', context: 'weekday' }),
];

interface MoodCalendarProps {
  month: Month;
  onMonthChange(month: Month): void;
  today: string;
  logs: ReturnType<typeof useMonthMoods>;
}

/** Mood History's body: the month, its arrows, and a grid with each logged day's emoji and word. */
export default function MoodCalendar({ month, onMonthChange, today, logs }: MoodCalendarProps) {
  const { t, i18n } = useLingui();
  const title = monthTitle(month);
  const byDay = new Map<string, Mood>((logs.data ?? []).map((log) => [log.date, log.mood]));
  const isCurrentMonth = month >= monthOf(today);
  return (
    <>
      <div className="mb-2 flex items-center justify-between px-1.5">
        <IconButton label={t`Previous month`} size="sm" onClick={() => onMonthChange(shiftMonth(month, -1))}>
          <ChevronLeft className="h-5 w-5 rtl:-scale-x-100" aria-hidden />
        </IconButton>
        <h3 className="font-semibold" aria-live="polite">
          {title}
        </h3>
        <IconButton label={t`Next month`} size="sm" disabled={isCurrentMonth} onClick={() => onMonthChange(shiftMonth(month, 1))}>
          <ChevronRight className="h-5 w-5 rtl:-scale-x-100" aria-hidden />
        </IconButton>
      </div>
      <div role="grid" aria-label={t`Moods in ${title}`} aria-busy={logs.isPending} className="grid grid-cols-7 gap-0.5">
        <div role="row" className="contents">
          {WEEKDAYS.map((d) => (
            <div key={d.id} role="columnheader" className="pb-1 text-center text-[0.7rem] font-medium text-muted-foreground">
              {i18n._(d)}
            </div>
          ))}
        </div>
        {weeks(monthCells(month)).map((week, w) => (
          <div role="row" key={w} className="contents">
            {week.map((day, i) => (
              <DayCell key={day ?? `blank-${w}-${i}`} day={day} mood={day ? byDay.get(day) : undefined} isToday={day === today} />
            ))}
          </div>
        ))}
      </div>
      {logs.isError ? (
        <p className="mt-2 text-center text-sm text-muted-foreground">
          <Trans>Mood history could not be loaded.</Trans>
        </p>
      ) : null}
    </>
  );
}

function weeks<T>(cells: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < cells.length; i += 7) out.push(cells.slice(i, i + 7));
  return out;
}

/**
 * A day's name is read from its content, so it starts with the number it shows and holds the mood word it
 * shows: '1 November: no mood logged', '14 November: Happy'. The month is there for screen readers only.
 */
function DayCell({ day, mood, isToday }: { day: string | null; mood: Mood | undefined; isToday: boolean }) {
  const { t } = useLingui();
  if (!day) return <div role="gridcell" aria-hidden className="min-h-14" />;
  const option = mood ? moodOption(mood) : undefined;
  const dayNumber = Number(day.slice(8));
  return (
    <div
      role="gridcell"
      className={cn(
        'flex min-h-14 min-w-0 flex-col items-center rounded-lg py-1',
        option ? 'bg-primary/10' : 'bg-muted/40',
        isToday && 'ring-2 ring-primary',
      )}
    >
      <span className="text-[0.65rem] leading-none text-muted-foreground">{dayNumber}</span>
      <span className="sr-only">{` ${monthName(day)}: ${option ? '' : t`no mood logged`}`}</span>
      {option ? (
        <>
          {/* Room above the emoji: the sleeping face's "zzz" rises past its line and would touch the day number. */}
          <span className="mt-1 text-lg leading-none" aria-hidden>
            {option.emoji}
          </span>
          <span className="w-full truncate text-center text-[0.5625rem] font-medium leading-tight tracking-tighter">{option.label}</span>
        </>
      ) : null}
    </div>
  );
}
