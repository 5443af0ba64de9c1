import { toast } from 'sonner';
import { BlockConfirmDialog } from '../../../components/ui/block-confirm-dialog';
import { useBlockUser } from '../api/block-user';

interface BlockUserDialogProps {
  userId: string;
  person: { id: string; username: string };
  open: boolean;
  onOpenChange(open: boolean): void;
  /** After the block is stored (the toast is already shown). */
  onBlocked(): void;
}

/** The block confirm on a public profile; a failure closes it and is toasted from the mutation's meta. */
export function BlockUserDialog({ userId, person, open, onOpenChange, onBlocked }: BlockUserDialogProps) {
  const block = useBlockUser(userId);
  return (
    <BlockConfirmDialog
      username={person.username}
      open={open}
      onOpenChange={onOpenChange}
      pending={block.isPending}
      onConfirm={() =>
        block.mutate(person.id, {
          onSuccess: () => {
            toast.success(`Blocked ${person.username}.`);
            onOpenChange(false);
            onBlocked();
          },
          onError: () => onOpenChange(false),
        })
      }
    />
  );
}
