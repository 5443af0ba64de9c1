import { Trans } from '@lingui/react/macro';
import { Pencil, Trash2 } from 'lucide-react';
import type { PopoverBodyProps } from '../../../components/ui/lazy-popover';
import type { PostMenuProps } from './post-menu';

const itemClass =
  'flex w-full cursor-pointer select-none items-center gap-2 rounded-lg px-3 py-2 pointer-coarse:min-h-11 text-sm outline-none hover:bg-muted focus-visible:bg-muted';

/** PostMenu's Edit and Delete items; each closes the menu, then acts. */
export function PostMenuItems({ onEdit, onDelete, close }: PopoverBodyProps<PostMenuProps>) {
  const select = (action: () => void) => () => {
    close();
    action();
  };
  return (
    <>
      <button type="button" role="menuitem" className={itemClass} onClick={select(onEdit)}>
        <Pencil className="h-4 w-4" aria-hidden /> <Trans>Edit</Trans>
      </button>
      <button type="button" role="menuitem" className={`${itemClass} text-destructive`} onClick={select(onDelete)}>
        <Trash2 className="h-4 w-4" aria-hidden /> <Trans>Delete</Trans>
      </button>
    </>
  );
}
