import type { User } from '@dayleaf/contracts';
import { Switch } from 'radix-ui';
import { Card } from '../../../components/ui/card';
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
          Private Profile
        </label>
        <p className="text-sm text-muted-foreground">Only friends can see your profile.</p>
      </div>
      <Switch.Root
        id="private-profile"
        checked={isPrivate}
        onCheckedChange={change}
        className="relative h-7 w-12 shrink-0 rounded-full bg-muted transition data-[state=checked]:bg-primary"
      >
        <Switch.Thumb className="block h-6 w-6 translate-x-0.5 rounded-full bg-white shadow transition data-[state=checked]:translate-x-[1.4rem]" />
      </Switch.Root>
    </Card>
  );
}
