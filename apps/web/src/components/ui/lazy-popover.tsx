import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { withMessages } from '../../lib/preloadable-lazy';
import { useLoadOnPress } from './on-demand';

export interface PopoverLook {
  /** 'dialog' for a panel of content; 'menu' for a list of `role="menuitem"` actions (arrow keys move between them). */
  kind: 'dialog' | 'menu';
  /** What the trigger shows. */
  trigger: ReactNode;
  /** The trigger's name when it shows only an icon. */
  label?: string;
  triggerClassName: string;
  /** A disabled trigger cannot open the popover, and closes it when it becomes disabled. */
  disabled?: boolean;
  /** A visible heading that names the popover; without one, `name` or else the trigger names it. */
  title?: string;
  /** The popover's name when it has no visible heading and the trigger's name does not say what it holds. */
  name?: string;
  /** The panel's classes. */
  className: string;
  side?: 'top' | 'bottom';
  align?: 'start' | 'end';
  sideOffset?: number;
  arrow?: boolean;
}

/** What the body gets besides its own props: `close` closes the popover (a menu item calls it before it acts). */
export type PopoverBodyProps<P> = P & { close(): void };

export interface LazyPopoverProps<P> extends PopoverLook {
  /** Imports the body's module and gives its component; started as soon as the trigger is pointed at or focused. */
  loadBody(): Promise<ComponentType<PopoverBodyProps<P>>>;
  bodyProps: P;
}

// The popover library (and its positioning code) loads with the body on the first press, not with the screen; the
// body is shown once both are here, with the messages.
const loadFrame = withMessages(() => import('./popover-frame'));

type Loaded<P> =
  | { Frame: (typeof import('./popover-frame'))['PopoverFrame']; Body: ComponentType<PopoverBodyProps<P>> }
  | { failed: unknown };

/**
 * A button that opens a popover whose code, and its body's, loads on the first press. Until then a plain
 * button with the same look and name stands in; the loaded popover replaces it, opened, and from then on handles
 * opening and closing, Escape, a press outside, and focus going back to the trigger. Both parts are awaited
 * together and shown in one render, so the popover never opens empty.
 */
export function LazyPopover<P>({ loadBody, bodyProps, ...look }: LazyPopoverProps<P>) {
  const { pressed, standIn } = useLoadOnPress(() => Promise.all([loadFrame(), loadBody()]));
  const [loaded, setLoaded] = useState<Loaded<P> | null>(null);
  useEffect(() => {
    if (!pressed || loaded) return;
    let live = true;
    Promise.all([loadFrame(), loadBody()]).then(
      ([{ PopoverFrame }, Body]) => live && setLoaded({ Frame: PopoverFrame, Body }),
      (failed: unknown) => live && setLoaded({ failed }),
    );
    return () => {
      live = false;
    };
  }, [pressed, loaded, loadBody]);

  if (loaded && 'failed' in loaded) throw loaded.failed; // to the error boundary, as a failed `lazy` would
  if (loaded) {
    const { Frame, Body } = loaded;
    return <Frame {...look}>{(close) => <Body {...bodyProps} close={close} />}</Frame>;
  }
  return (
    <button
      type="button"
      aria-label={look.label}
      aria-haspopup={look.kind}
      aria-expanded={false}
      disabled={look.disabled}
      className={look.triggerClassName}
      {...standIn}
    >
      {look.trigger}
    </button>
  );
}
