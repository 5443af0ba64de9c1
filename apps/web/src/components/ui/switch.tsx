import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

interface SwitchProps extends Omit<ComponentProps<'input'>, 'type' | 'role' | 'onChange'> {
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * An on/off switch: the browser's own checkbox with role switch (Space toggles it, forms and labels work as for any
 * input), transparent over a drawn track and thumb; name it with a `<label htmlFor>` on its `id`. Native rather than a library's
 * button, because the profile and settings screens show it at first paint and it then costs no script.
 * Off, its outline and thumb are muted-foreground, so the control's edge and its state reach 3:1 on the card in
 * every theme (WCAG 1.4.11; the pairs are in features/themes/theme-contrast.test.ts), not the faint muted fill alone.
 */
export function Switch({ className, onCheckedChange, ...props }: SwitchProps) {
  return (
    <span className={cn('relative inline-flex h-7 w-12 shrink-0', className)}>
      {/* Transparent over the drawn track and 8 px wider on each side: a 44 px tall place to press. */}
      <input
        type="checkbox"
        role="switch"
        {...props}
        onChange={(event) => onCheckedChange?.(event.currentTarget.checked)}
        className="peer absolute -inset-2 z-10 m-0 cursor-pointer appearance-none rounded-full opacity-0 disabled:cursor-not-allowed"
      />
      <span
        aria-hidden
        className="pointer-events-none absolute inset-0 rounded-full border-2 border-muted-foreground bg-muted transition peer-checked:border-primary peer-checked:bg-primary peer-disabled:opacity-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring"
      />
      <span
        aria-hidden
        className="pointer-events-none absolute start-0.5 top-1 h-5 w-5 translate-x-0.5 rtl:-translate-x-0.5 rounded-full bg-muted-foreground shadow transition peer-checked:translate-x-[1.375rem] rtl:peer-checked:-translate-x-[1.375rem] peer-checked:bg-primary-foreground peer-disabled:opacity-50"
      />
    </span>
  );
}
