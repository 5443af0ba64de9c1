import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

interface DeletePostDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  onConfirm(): void;
  busy: boolean;
}

export function DeletePostDialog({ open, onOpenChange, onConfirm, busy }: DeletePostDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Delete Post?" description="Are you sure you want to permanently delete this post?">
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
          Cancel
        </Button>
        <Button variant="destructive" onClick={onConfirm} disabled={busy}>
          Delete
        </Button>
      </div>
    </Dialog>
  );
}
