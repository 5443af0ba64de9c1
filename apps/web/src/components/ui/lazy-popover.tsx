import { lazy, Suspense, type ReactNode } from 'react';
import { useLoadOnPress } from './on-demand';

export interface LazyPopoverProps {
  /** 'dialog' for a panel of content; 'menu' for a list of `role="menuitem"` actions (arrow keys move between them). */
  kind: 'dialog' | 'menu';
  /** What the trigger shows. */
  trigger: ReactNode;
  /** The trigger's name when it shows only an icon. */
  label?: string;
  triggerClassName: string;
  /** A disabled trigger cannot open the popover, and closes it when it becomes disabled. */
  disabled?: boolean;
  /** A visible heading that names the popover; without one, the trigger names it. */
  title?: string;
  /** The body's import (the one its `lazy` makes), started as soon as the trigger is pointed at or focused. */
  loadBody(): Promise<unknown>;
  /** The body, a `lazy` component; `close` closes the popover (a menu item calls it before it acts). */
  children(close: () => void): ReactNode;
  /** The panel's classes. */
  className: string;
  side?: 'top' | 'bottom';
  align?: 'start' | 'end';
  sideOffset?: number;
  arrow?: boolean;
}

// The popover library (and its positioning code) loads with the body on the first press, not with the screen.
const loadFrame = () => import('./popover-frame');
const PopoverFrame = lazy(() => loadFrame().then((m) => ({ default: m.PopoverFrame })));

/**
 * A button that opens a popover whose code, and its body's, loads on the first press. Until then a plain
 * button with the same look and name stands in; the loaded popover replaces it, opened, and from then on handles
 * opening and closing, Escape, a press outside, and focus going back to the trigger.
 */
export function LazyPopover(props: LazyPopoverProps) {
  const { pressed, standIn } = useLoadOnPress(() => Promise.all([loadFrame(), props.loadBody()]));
  const button = (
    <button
      type="button"
      aria-label={props.label}
      aria-haspopup={props.kind}
      aria-expanded={false}
      disabled={props.disabled}
      className={props.triggerClassName}
      {...standIn}
    >
      {props.trigger}
    </button>
  );
  if (!pressed) return button;
  return (
    <Suspense fallback={button}>
      <PopoverFrame {...props} />
    </Suspense>
  );
}
