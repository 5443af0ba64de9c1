import { ChevronDown } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { cardClasses } from './card';

interface CollapsibleCardProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The round badge before the title: an icon on a tinted background. */
  icon: ReactNode;
  iconClassName: string;
  title: ReactNode;
  subtitle?: ReactNode;
  /** Shown at the end of the header row, before the chevron (a '2 new' count). */
  aside?: ReactNode;
  contentClassName?: string;
  children: ReactNode;
}

/**
 * A card whose whole header row is the button that shows and hides its body (the disclosure pattern: the button
 * says whether it is expanded and which element it controls), so the row is the touch target. The body's element
 * is always there, hidden and empty while closed, so `aria-controls` always names an element.
 *
 * Not Radix's Collapsible: it measures its body on mount (a computed style and a layout read per card, in the
 * middle of the screen's first render) for height animations this card does not have. In its own file (not
 * card.tsx) so screens that show only plain cards, the login first of all, do not load it.
 */
export function CollapsibleCard({ open, onOpenChange, icon, iconClassName, title, subtitle, aside, contentClassName, children }: CollapsibleCardProps) {
  const bodyId = useId();
  return (
    <section className={cardClasses()}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => onOpenChange(!open)}
        className="flex w-full items-center gap-3 rounded-2xl p-4 text-start"
      >
        <span className={cn('flex h-10 w-10 shrink-0 items-center justify-center rounded-full', iconClassName)}>{icon}</span>
        {subtitle === undefined ? (
          <span className="flex-1 font-semibold">{title}</span>
        ) : (
          <span className="min-w-0 flex-1">
            <span className="block font-semibold">{title}</span>
            <span className="block text-sm text-muted-foreground">{subtitle}</span>
          </span>
        )}
        {aside}
        <ChevronDown className={cn('h-5 w-5 shrink-0 text-muted-foreground transition-transform', open && 'rotate-180')} aria-hidden />
      </button>
      <div id={bodyId} hidden={!open} className={contentClassName}>
        {open ? children : null}
      </div>
    </section>
  );
}
