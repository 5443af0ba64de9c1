import type { User } from '@dayleaf/contracts';
import { Trans } from '@lingui/react/macro';
import { Card } from '../../../components/ui/card';
import { Switch } from '../../../components/ui/switch';
import { useUpdatePrivacy } from '../api/update-settings';

/** Changes at once and reverts if the save fails; the failure is only logged. */
export function PrivacyCard({ user }: { user: User }) {
  const update = useUpdatePrivacy(user.id);
  // While the save runs the switch shows the asked value; afterwards the stored one, so a failure reverts it.
  const isPrivate = update.isPending ? (update.variables ?? user.is_profile_private) : user.is_profile_private;

  function change(next: boolean) {
    update.mutate(next);
  }

  return (
    <Card className="flex items-center justify-between gap-4">
      <div>
        <label htmlFor="private-profile" className="font-semibold">
          <Trans>Private Profile</Trans>
        </label>
        <p className="text-sm text-muted-foreground">
          {isPrivate ? <Trans>Only friends can see your profile.</Trans> : <Trans>Anyone can see your profile.</Trans>}
        </p>
      </div>
      <Switch id="private-profile" checked={isPrivate} onCheckedChange={change} />
    </Card>
  );
}
