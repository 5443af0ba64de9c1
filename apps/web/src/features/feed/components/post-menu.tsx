import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';

const item =
  'flex cursor-pointer select-none items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted';

/** The owner's Edit and Delete menu. */
export function PostMenu({ onEdit, onDelete }: { onEdit(): void; onDelete(): void }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label="Post options"
        className="rounded-full p-2 text-muted-foreground transition hover:bg-muted hover:text-foreground focus:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
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
