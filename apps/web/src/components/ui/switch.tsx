import { Switch as RadixSwitch } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** An on/off switch (role switch, Space and Enter toggle it); name it with a `<label htmlFor>` on its `id`. */
export function Switch({ className, ...props }: ComponentProps<typeof RadixSwitch.Root>) {
  return (
    <RadixSwitch.Root
      {...props}
      className={cn('relative h-7 w-12 shrink-0 rounded-full bg-muted transition disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary', className)}
    >
      <RadixSwitch.Thumb className="block h-6 w-6 translate-x-0.5 rounded-full bg-white shadow transition data-[state=checked]:translate-x-[1.4rem]" />
    </RadixSwitch.Root>
  );
}
