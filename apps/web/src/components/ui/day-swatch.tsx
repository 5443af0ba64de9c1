import type { DayState } from '@dayleaf/contracts';
import { cn } from '../../lib/cn';

/**
 * Each state's look (the year's squares, the week strip's circles), from the theme's own colours so every theme tells them apart: done the theme's colour, restored
 * a lighter shade of it (it counts), frozen the accent, a break hatched, missed the quiet grey, today a ring to fill.
 * Colour is never the only telling: the legend names them, each day's name says its state, and the month list reads them.
 */
export const STATE_LOOK: Record<DayState, string> = {
  done: 'bg-primary',
  restored: 'bg-primary/55',
  frozen: 'bg-accent',
  break: 'bg-[image:repeating-linear-gradient(135deg,hsl(var(--muted-foreground))_0_1.5px,transparent_1.5px_4px)] ring-1 ring-inset ring-muted-foreground/60',
  missed: 'bg-muted ring-1 ring-inset ring-border',
  today: 'bg-card ring-2 ring-inset ring-primary',
};

/** A small square in a state's look (the legend's key, a day's detail). */
export function DaySwatch({ state, className }: { state: DayState; className?: string }) {
  return <span aria-hidden className={cn('inline-block h-3 w-3 shrink-0 rounded-[3px]', STATE_LOOK[state], className)} />;
}
