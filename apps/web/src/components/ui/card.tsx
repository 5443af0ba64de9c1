import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

const CARD = 'rounded-2xl border border-border bg-card text-card-foreground shadow-sm';

/** The card surface for an element that is not a plain div (a list item, an article) or sets its own padding. */
export function cardClasses(className?: string): string {
  return cn(CARD, className);
}

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn(CARD, 'p-4', className)} {...props} />;
}

export function CardTitle({ className, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  return <h2 className={cn('text-base font-semibold', className)} {...props} />;
}
