import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

type Variant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'premium';
type Size = 'sm' | 'md' | 'lg';

const variants: Record<Variant, string> = {
  primary: 'bg-primary text-primary-foreground hover:brightness-110 shadow-sm',
  secondary: 'bg-secondary text-secondary-foreground hover:brightness-95',
  outline: 'border border-border bg-card text-card-foreground hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
  destructive: 'bg-destructive text-destructive-foreground hover:brightness-110',
  premium: 'bg-gradient-to-r from-amber-400 to-yellow-500 text-amber-950 hover:brightness-105 shadow-sm',
};
const sizes: Record<Size, string> = {
  sm: 'h-9 px-3 text-sm rounded-lg',
  md: 'h-11 px-4 text-sm rounded-xl',
  lg: 'h-12 px-5 text-base rounded-xl',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', className, type = 'button', ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={cn(
        'inline-flex items-center justify-center gap-2 font-semibold transition disabled:cursor-not-allowed disabled:opacity-50',
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
});

// Icon buttons sit in rows of text and in cards more often than they stand alone, so besides the Button looks
// they have quiet ones: no fill of their own, only a hover tint.
const iconVariants: Record<Variant | 'quiet' | 'quiet-destructive', string> = {
  ...variants,
  quiet: 'hover:bg-muted',
  'quiet-destructive': 'text-destructive hover:bg-destructive/10',
};
const iconSizes = { xs: 'h-7 w-7', sm: 'h-9 w-9', md: 'h-10 w-10' } as const;

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

/**
 * The focus ring for a <label> that stands in for a visually hidden input in the same `group` (a file
 * chooser): the input takes the focus, its label shows it.
 */
export const FOCUS_WITHIN_GROUP =
  'group-has-[:focus-visible]:outline-2 group-has-[:focus-visible]:outline-offset-2 group-has-[:focus-visible]:outline-ring group-has-[:focus-visible]:outline-solid';

/** Class names for a react-router Link (or a label) that looks like a button. */
export function buttonClasses(variant: Variant = 'primary', size: Size = 'md', className?: string): string {
  return cn('inline-flex items-center justify-center gap-2 font-semibold transition', variants[variant], sizes[size], className);
}
