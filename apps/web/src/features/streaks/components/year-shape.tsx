import { i18n } from '../../../lib/i18n/i18n';
import { useLingui } from '../../../lib/i18n/runtime';
import { cardClasses } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate, noonOf } from '../../../lib/dates';
import { LEGEND, legendStates, YEAR_WEEKS } from '../year';

// The year card's columns (year-card.tsx): the weekday names, then a week each.
// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS value
const columns = { gridTemplateColumns: `1.75rem repeat(${YEAR_WEEKS}, minmax(var(--square), 1fr))` };
const NBSP = '\u00a0';

/**
 * The year card's place while its code or its data comes: the card's own boxes with the same classes as
 * year-card.tsx (the title, the weeks' scroller with its seven rows, the day's detail with the card's day in it, the
 * legend), empty or hidden, so the card takes exactly the room its shape held and nothing under it moves when it
 * arrives. A change to the card's layout is made here too; e2e/specs/public-profile.spec.ts compares their heights.
 */
export function YearShape({ title, today }: { title: string; today: string }) {
  useLingui();
  return (
    <section aria-label={title} aria-busy="true" className={cardClasses('p-4')}>
      <h2 className="mb-3 text-base font-semibold wrap-anywhere">{title}</h2>
      <div aria-hidden className="relative">
        <div className="invisible -ms-1 overflow-x-auto pb-2 ps-1">
          <div className="w-max min-w-full [--square:0.5rem] pointer-coarse:[--square:0.625rem]">
            <div className="mb-1 grid gap-[2px] text-[0.65rem] pointer-coarse:gap-[3px] leading-none" style={columns}>
              <span style={{ gridColumn: '2 / span 3' }}>{NBSP}</span>
            </div>
            <div className="grid gap-[2px] pointer-coarse:gap-[3px]" style={columns}>
              {/* A row's weekday name and its first square: the other squares are as wide, so no taller. */}
              {Array.from({ length: 7 }, (_, row) => (
                <div key={row} className="contents">
                  <span className="flex items-center self-stretch pe-1 text-[0.65rem] leading-none" style={{ gridArea: `${row + 1} / 1` }}>
                    {row % 2 === 1 ? NBSP : ''}
                  </span>
                  <span className="aspect-square" style={{ gridArea: `${row + 1} / 2` }} />
                </div>
              ))}
            </div>
          </div>
        </div>
        <Skeleton className="absolute inset-x-0 top-0 bottom-2" />
      </div>
      <div aria-hidden className="mt-2 flex items-center gap-2 rounded-xl bg-muted/60 px-1 py-1">
        <span className="h-9 w-9 shrink-0 pointer-coarse:h-11 pointer-coarse:w-11" />
        <div className="invisible min-w-0 flex-1 text-center">
          <p className="text-sm font-semibold">{formatDate(noonOf(today), 'weekday-month-day-year')}</p>
          <p className="text-sm">{NBSP}</p>
        </div>
        <span className="h-9 w-9 shrink-0 pointer-coarse:h-11 pointer-coarse:w-11" />
      </div>
      <div aria-hidden className="invisible mt-3 flex flex-wrap gap-x-3 gap-y-1.5 text-xs">
        {legendStates().map((state) => (
          <span key={state} className="flex items-center gap-1.5">
            <span className="inline-block h-3 w-3 shrink-0" />
            {i18n._(LEGEND[state])}
          </span>
        ))}
      </div>
    </section>
  );
}
