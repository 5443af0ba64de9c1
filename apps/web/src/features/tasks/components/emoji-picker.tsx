import { useLingui } from '@lingui/react/macro';
import { LazyPopover } from '../../../components/ui/lazy-popover';

// The grid and the popover code load on the first press, so the tasks screen paints without them.
const loadGrid = () => import('./emoji-grid').then((m) => m.EmojiGrid);

interface EmojiPickerProps {
  value: string;
  onChange(emoji: string): void;
  label: string;
  disabled?: boolean;
}

/** A button showing the task's emoji that opens a small grid of common ones. */
export function EmojiPicker({ value, onChange, label, disabled }: EmojiPickerProps) {
  const { t } = useLingui();
  return (
    <LazyPopover
      kind="dialog"
      trigger={<span aria-hidden>{value}</span>}
      label={label}
      name={t`Choose an emoji`}
      disabled={disabled}
      triggerClassName="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl border border-border bg-background text-xl transition hover:bg-muted disabled:opacity-60"
      loadBody={loadGrid}
      bodyProps={{ value, onChange }}
      className="z-50 w-[17rem] rounded-2xl border border-border bg-card p-2 text-card-foreground shadow-xl"
    />
  );
}
