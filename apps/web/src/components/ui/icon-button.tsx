import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { variants, type Variant } from './button';

// Icon buttons sit in rows of text and in cards more often than they stand alone, so besides the Button looks
// they have quiet ones: no fill of their own, only a hover tint.
const iconVariants: Record<Variant | 'quiet' | 'quiet-destructive', string> = {
  ...variants,
  quiet: 'hover:bg-muted',
  'quiet-destructive': 'text-destructive hover:bg-destructive/10',
};
// On a touch screen every size is at least 44 px square, the smallest a finger presses reliably.
const iconSizes = { xs: 'h-7 w-7 pointer-coarse:h-11 pointer-coarse:w-11', sm: 'h-9 w-9 pointer-coarse:h-11 pointer-coarse:w-11', md: 'h-10 w-10 pointer-coarse:h-11 pointer-coarse:w-11' } as const;

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** The accessible name; required because the button shows only an icon. */
  label: string;
  variant?: keyof typeof iconVariants;
  size?: keyof typeof iconSizes;
}

/** A round button that shows only an icon (the children, `aria-hidden`). */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, variant = 'quiet', size = 'md', className, type = 'button', ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full transition disabled:cursor-not-allowed disabled:opacity-50',
        iconVariants[variant],
        iconSizes[size],
        className,
      )}
      {...props}
    />
  );
});
