import { Popover } from 'radix-ui';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { PopoverLook } from './lazy-popover';

/** Arrow keys, Home and End move the focus between a menu's items, as in any menu. */
function moveBetweenItems(event: KeyboardEvent<HTMLElement>) {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]:not([disabled])')];
  if (items.length === 0) return;
  const at = items.indexOf(document.activeElement as HTMLElement);
  const last = items.length - 1;
  const next = { ArrowDown: at >= last ? 0 : at + 1, ArrowUp: at <= 0 ? last : at - 1, Home: 0, End: last }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  items[next]?.focus();
}

/**
 * LazyPopover once loaded, opened as it mounts: it replaces the stand-in button on the first press. The
 * popover library handles Escape, a press outside and focus going back to the trigger.
 */
export function PopoverFrame({
  kind,
  trigger,
  label,
  triggerClassName,
  disabled = false,
  title,
  name,
  children,
  className,
  side = 'bottom',
  align = 'start',
  sideOffset = 6,
  arrow = false,
}: PopoverLook & { children(close: () => void): ReactNode }) {
  const [open, setOpen] = useState(true);
  const triggerId = useId();
  const titleId = useId();
  return (
    <Popover.Root open={open && !disabled} onOpenChange={setOpen}>
      <Popover.Trigger id={triggerId} aria-label={label} aria-haspopup={kind} disabled={disabled} className={triggerClassName}>
        {trigger}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          role={kind}
          aria-label={title ? undefined : name}
          aria-labelledby={title ? titleId : name ? undefined : triggerId}
          side={side}
          align={align}
          sideOffset={sideOffset}
          collisionPadding={12}
          onKeyDown={kind === 'menu' ? moveBetweenItems : undefined}
          className={className}
        >
          {title ? (
            <p id={titleId} className="mb-2 text-sm font-semibold">
              {title}
            </p>
          ) : null}
          {children(() => setOpen(false))}
          {arrow ? <Popover.Arrow className="fill-card" /> : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
