import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

interface DeletePostDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  onConfirm(): void;
  busy: boolean;
}

export function DeletePostDialog({ open, onOpenChange, onConfirm, busy }: DeletePostDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t`Delete Post?`} description={t`Are you sure you want to permanently delete this post?`}>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="destructive" onClick={onConfirm} disabled={busy}>
          <Trans>Delete</Trans>
        </Button>
      </div>
    </Dialog>
  );
}
