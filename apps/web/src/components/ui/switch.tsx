import { Switch as RadixSwitch } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * An on/off switch (role switch, Space and Enter toggle it); name it with a `<label htmlFor>` on its `id`.
 * Off, its outline and thumb are muted-foreground, so the control's edge and its state reach 3:1 on the card in
 * every theme (WCAG 1.4.11; the pairs are in lib/theme-contrast.test.ts), not the faint muted fill alone.
 */
export function Switch({ className, ...props }: ComponentProps<typeof RadixSwitch.Root>) {
  return (
    <RadixSwitch.Root
      {...props}
      className={cn(
        'relative h-7 w-12 shrink-0 rounded-full border-2 border-muted-foreground bg-muted transition disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-primary data-[state=checked]:bg-primary',
        className,
      )}
    >
      <RadixSwitch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-muted-foreground shadow transition data-[state=checked]:translate-x-[1.375rem] data-[state=checked]:bg-primary-foreground" />
    </RadixSwitch.Root>
  );
}
