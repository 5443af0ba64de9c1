import { Share2 } from 'lucide-react';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { toast } from '../../../lib/lazy-toast';

/** The words sent with the link: the challenge's name, and where friends find it (the link opens the Challenges screen). */
export const inviteText = (name: string) => `Join my challenge '${name}' on Dayleaf! Open Challenges to find it and join.`;

/**
 * Invites friends to a challenge: the phone's share sheet where the browser has one, else the invitation copied
 * with a toast that says so. The link is the Challenges screen's: a challenge has no address of its own, and the
 * creator's friends find it on their Friends tab, everyone on Global. Closing the share sheet is not a failure.
 */
export async function inviteFriends(name: string): Promise<void> {
  const url = new URL('/challenges', window.location.origin).href;
  const text = inviteText(name);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: name, text, url });
      return;
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return;
      // A share sheet the browser would not open (no user gesture left, a policy): the clipboard still works.
    }
  }
  try {
    await navigator.clipboard.writeText(`${text} ${url}`);
    toast.success('Invitation copied. Paste it to your friends.');
  } catch {
    toast.error('Could not copy the invitation.');
  }
}

/** The creator's action on a running challenge of theirs, where others have 'Join Challenge'. */
export function InviteButton({ name, ...props }: { name: string } & Omit<ButtonProps, 'onClick' | 'children'>) {
  return (
    <Button size="sm" {...props} onClick={() => void inviteFriends(name)}>
      <Share2 className="h-4 w-4" aria-hidden />
      Invite friends
    </Button>
  );
}
