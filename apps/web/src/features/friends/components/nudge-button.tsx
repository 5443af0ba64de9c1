import { BellRing, Check } from 'lucide-react';
import { toast } from '../../../lib/lazy-toast';
import { Button } from '../../../components/ui/button';
import { useSendNudge } from '../api/send-nudge';

interface NudgeButtonProps {
  userId: string;
  friend: { id: string; username: string };
}

/**
 * "Nudge" for a friend who has not completed their today (docs/product.md#nudges); once sent it reads "Nudged" and
 * stays disabled. A refusal's toast comes from the mutation, and the button stays for another try.
 */
export function NudgeButton({ userId, friend }: NudgeButtonProps) {
  const nudge = useSendNudge(userId);
  if (nudge.isSuccess) {
    return (
      <Button size="sm" variant="outline" disabled aria-label={`Nudged ${friend.username}`}>
        <Check className="h-4 w-4" aria-hidden /> Nudged
      </Button>
    );
  }
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={`Nudge ${friend.username}`}
      disabled={nudge.isPending}
      onClick={() => nudge.mutate(friend.id, { onSuccess: () => toast.success(`You nudged ${friend.username}.`) })}
    >
      <BellRing className="h-4 w-4" aria-hidden /> Nudge
    </Button>
  );
}
