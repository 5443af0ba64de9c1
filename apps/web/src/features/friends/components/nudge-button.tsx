import { Trans, useLingui } from '@lingui/react/macro';
import { BellRing, Check } from 'lucide-react';
import { toast } from '../../../lib/lazy-toast';
import { Button } from '../../../components/ui/button';
import { useSendNudge } from '../api/send-nudge';

interface NudgeButtonProps {
  userId: string;
  friend: { id: string; username: string };
}

interface TodayActionProps {
  userId: string;
  /** Without `done_today` (a private profile's refusal names only who it is) nothing is offered. */
  friend: { id: string; username: string; done_today?: boolean; on_break?: boolean };
}

/**
 * What a friend's row or profile offers for their today: nothing once they completed it, "On a break" while a break
 * covers it (a nudge would be refused), else "Nudge".
 */
export function FriendTodayAction({ userId, friend }: TodayActionProps) {
  if (friend.done_today !== false) return null;
  if (friend.on_break) {
    return (
      <span className="whitespace-nowrap rounded-full bg-accent/15 px-2.5 py-1 text-xs font-medium text-foreground">
        <span aria-hidden>🌴 </span>
        <Trans>On a break</Trans>
      </span>
    );
  }
  return <NudgeButton userId={userId} friend={friend} />;
}

/**
 * "Nudge" for a friend who has not completed their today (docs/product.md#nudges); once sent it reads "Nudged" and
 * stays disabled. A refusal's toast comes from the mutation, and the button stays for another try.
 */
export function NudgeButton({ userId, friend }: NudgeButtonProps) {
  const { t } = useLingui();
  const nudge = useSendNudge(userId);
  const username = friend.username;
  if (nudge.isSuccess) {
    return (
      <Button size="sm" variant="outline" disabled aria-label={t`Nudged ${username}`}>
        <Check className="h-4 w-4" aria-hidden /> <Trans>Nudged</Trans>
      </Button>
    );
  }
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={t`Nudge ${username}`}
      disabled={nudge.isPending}
      onClick={() => nudge.mutate(friend.id, { onSuccess: () => toast.success(t`You nudged ${username}.`) })}
    >
      <BellRing className="h-4 w-4" aria-hidden /> <Trans>Nudge</Trans>
    </Button>
  );
}
