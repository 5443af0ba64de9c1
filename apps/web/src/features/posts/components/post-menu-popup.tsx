import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { postMenuTrigger, type PostMenuProps } from './post-menu';

const item =
  'flex cursor-pointer select-none items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted';

/** The menu itself, opened as it mounts: it replaces PostMenu's stand-in button on the first press. */
export function PostMenuPopup({ onEdit, onDelete }: PostMenuProps) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger aria-label="Post options" className={postMenuTrigger}>
        <MoreHorizontal className="h-5 w-5" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-40 min-w-36 rounded-xl border border-border bg-card p-1 text-card-foreground shadow-lg"
        >
          <DropdownMenu.Item className={item} onSelect={onEdit}>
            <Pencil className="h-4 w-4" aria-hidden /> Edit
          </DropdownMenu.Item>
          <DropdownMenu.Item className={`${item} text-destructive`} onSelect={onDelete}>
            <Trash2 className="h-4 w-4" aria-hidden /> Delete
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
