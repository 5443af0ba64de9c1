import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export type Variant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'premium';
type Size = 'sm' | 'md' | 'lg';

/** Each look's colours; IconButton (icon-button.tsx) has the same looks and two quiet ones. */
export const variants: Record<Variant, string> = {
  primary: 'bg-primary text-primary-foreground hover:brightness-110 shadow-sm',
  secondary: 'bg-secondary text-secondary-foreground hover:brightness-95',
  outline: 'border border-border bg-card text-card-foreground hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
  destructive: 'bg-destructive text-destructive-foreground hover:brightness-110',
  premium: 'bg-gradient-to-r from-amber-400 to-yellow-500 text-amber-950 hover:brightness-105 shadow-sm',
};
const sizes: Record<Size, string> = {
  // At least 44 px tall on a touch screen, the smallest a finger presses reliably.
  sm: 'h-9 pointer-coarse:h-11 px-3 text-sm rounded-lg',
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
