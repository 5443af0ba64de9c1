import { useId, type KeyboardEvent, type ReactNode } from 'react';

/**
 * Tabs after the WAI-ARIA tabs pattern, for a choice the screen holds in its state: `tab(value)` gives each tab's
 * button its role, ids, selection and keys (arrows, Home and End move the choice and the focus; only the chosen
 * tab is in the Tab order), `panel(value)` its panel's. The challenges screen shows them at first paint, where a
 * library's tabs cost about 6 kB gzip of script (roving focus, collections) and read each panel's computed style
 * as it mounts; these need neither.
 */
export function useTabs<T extends string>(selected: T, onSelect: (value: T) => void, values: readonly T[]) {
  const base = useId();
  const tabId = (value: T) => `${base}-tab-${value}`;
  const panelId = (value: T) => `${base}-panel-${value}`;

  function choose(value: T) {
    onSelect(value);
    document.getElementById(tabId(value))?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const at = values.indexOf(selected);
    // Right to left (Arabic), the tabs run the other way, and so do the arrows that move between them.
    const forward = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl' ? -1 : 1;
    const next = { ArrowRight: at + forward, ArrowLeft: at - forward, Home: 0, End: values.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(values[(next + values.length) % values.length]!);
  }

  return {
    tab: (value: T) => ({
      id: tabId(value),
      type: 'button' as const,
      role: 'tab',
      'aria-selected': value === selected,
      'aria-controls': panelId(value),
      'data-state': value === selected ? 'active' : 'inactive',
      tabIndex: value === selected ? 0 : -1,
      onClick: () => onSelect(value),
      onKeyDown,
    }),
    panel: (value: T) => ({ id: panelId(value), labelledBy: tabId(value), selected: value === selected }),
  };
}

export function TabList({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div role="tablist" aria-label={label} aria-orientation="horizontal" className={className}>
      {children}
    </div>
  );
}

interface TabPanelProps {
  id: string;
  labelledBy: string;
  selected: boolean;
  className?: string;
  children: ReactNode;
}

/** Only the chosen panel's content is rendered; the others stay as hidden, empty panels the tabs point at. */
export function TabPanel({ id, labelledBy, selected, className, children }: TabPanelProps) {
  return (
    <div role="tabpanel" id={id} aria-labelledby={labelledBy} hidden={!selected} tabIndex={0} className={className}>
      {selected ? children : null}
    </div>
  );
}
