import { BlockConfirmDialog } from '../../../components/ui/block-confirm-dialog';
import { useBlockUser } from '../api/block-user';

interface BlockUserDialogProps {
  userId: string;
  person: { id: string; username: string };
  open: boolean;
  onOpenChange(open: boolean): void;
  onBlocked(): void;
}

/** The block confirm on a public profile; the shared dialog toasts and closes. */
export function BlockUserDialog({ userId, person, open, onOpenChange, onBlocked }: BlockUserDialogProps) {
  const block = useBlockUser(userId);
  return (
    <BlockConfirmDialog
      username={person.username}
      open={open}
      onOpenChange={onOpenChange}
      pending={block.isPending}
      block={() => block.mutateAsync(person.id)}
      onBlocked={onBlocked}
    />
  );
}
