import { Trans } from '@lingui/react/macro';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { WhenOpen } from '../../../components/ui/on-demand';
import { preloadableLazy } from '../../../lib/preloadable-lazy';

const BlockUserDialog = preloadableLazy(() => import('./block-user-dialog').then((m) => ({ default: m.BlockUserDialog })));

interface BlockUserButtonProps {
  userId: string;
  person: { id: string; username: string };
  onBlocked(): void;
}

/** Block on a public profile, behind the confirm dialog (loaded on the first press). */
export function BlockUserButton({ userId, person, onBlocked }: BlockUserButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" className="text-destructive" onClick={() => setOpen(true)}>
        <Ban className="h-4 w-4" aria-hidden /> <Trans>Block</Trans>
      </Button>
      <WhenOpen open={open}>
        <BlockUserDialog userId={userId} person={person} open={open} onOpenChange={setOpen} onBlocked={onBlocked} />
      </WhenOpen>
    </>
  );
}
