import { useLingui } from '@lingui/react/macro';
import { MoreHorizontal } from 'lucide-react';
import { LazyPopover } from '../../../components/ui/lazy-popover';

export interface PostMenuProps {
  onEdit(): void;
  onDelete(): void;
}

const loadItems = () => import('./post-menu-items').then((m) => m.PostMenuItems);

/** The owner's Edit and Delete menu. */
export function PostMenu({ onEdit, onDelete }: PostMenuProps) {
  const { t } = useLingui();
  return (
    <LazyPopover
      kind="menu"
      label={t`Post options`}
      trigger={<MoreHorizontal className="h-5 w-5" aria-hidden />}
      triggerClassName="rounded-full p-2 pointer-coarse:p-3 text-muted-foreground transition hover:bg-muted hover:text-foreground focus:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      loadBody={loadItems}
      bodyProps={{ onEdit, onDelete }}
      align="end"
      sideOffset={4}
      className="z-40 min-w-36 rounded-xl border border-border bg-card p-1 text-card-foreground shadow-lg"
    />
  );
}
