import { useId, type ReactNode } from 'react';

/**
 * The panels of a Radix `Tabs.Root` whose value the screen holds. Radix's own `Tabs.Content` mounts every panel
 * through Presence, which reads each panel's computed style as it mounts, for exit animations these tabs do not
 * have: a forced style pass per panel in the middle of the screen's first render. A `TabPanel` renders only the
 * chosen panel's content, and `trigger(value)` gives each `Tabs.Trigger` the ids that tie it to its panel (Radix
 * keeps the keyboard, the roving focus and the selection).
 */
export function useTabPanels<T extends string>(selected: T) {
  const base = useId();
  const triggerId = (value: T) => `${base}-tab-${value}`;
  const panelId = (value: T) => `${base}-panel-${value}`;
  return {
    trigger: (value: T) => ({ id: triggerId(value), 'aria-controls': panelId(value) }),
    panel: (value: T) => ({ id: panelId(value), labelledBy: triggerId(value), selected: value === selected }),
  };
}

interface TabPanelProps {
  id: string;
  labelledBy: string;
  selected: boolean;
  className?: string;
  children: ReactNode;
}

export function TabPanel({ id, labelledBy, selected, className, children }: TabPanelProps) {
  return (
    <div role="tabpanel" id={id} aria-labelledby={labelledBy} hidden={!selected} tabIndex={0} className={className}>
      {selected ? children : null}
    </div>
  );
}
