import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { WhenOpen } from '../../../components/ui/on-demand';
import { preloadableLazy } from '../../../lib/preloadable-lazy';

const DeleteAccountDialog = preloadableLazy(() => import('./delete-account-dialog').then((m) => ({ default: m.DeleteAccountDialog })));

export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <CardTitle>
        <Trans>Delete Account</Trans>
      </CardTitle>
      <p className="mt-1 text-sm text-muted-foreground">
        <Trans>Removes your account and everything in it: tasks, moods, posts, photos, friendships and challenges. This cannot be undone.</Trans>
      </p>
      <Button variant="destructive" className="mt-3 w-full" onClick={() => setOpen(true)}>
        <Trans>Delete Account</Trans>
      </Button>
      <WhenOpen open={open}>
        <DeleteAccountDialog open={open} onOpenChange={setOpen} />
      </WhenOpen>
    </Card>
  );
}
