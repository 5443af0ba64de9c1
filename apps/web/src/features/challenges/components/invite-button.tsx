import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Share2 } from 'lucide-react';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/lazy-toast';
import { linkTo, shareLink } from '../../../lib/share-link';
import { challengeInviteQueryOptions } from '../api/challenge-invite';

/** The words sent with the link: the challenge's name, and what the link does ('' is one apostrophe in a message). */
export const inviteText = (name: string) => t`Join my challenge ''${name}'' on Dayleaf! This link shows you the challenge and lets you join in.`;

/** The toast once the invitation was copied (no share sheet). */
export const inviteCopiedText = () => t`Invitation copied. Paste it to your friends.`;

/** Shares a live invite link of the challenge (docs/decisions/085-invite-links.md). */
export const shareInvite = (name: string, token: string) =>
  shareLink({ title: name, text: inviteText(name), url: linkTo(paths.challengeInvite(token)), copied: inviteCopiedText() });

/**
 * Invites friends to a challenge with its own invite link: the phone's share sheet where the browser has one, else
 * the invitation copied with a toast. The link is read when the finger or pointer comes near the button, so the
 * press itself shares at once (a share sheet needs the press's gesture); a link its creator turned off says so.
 */
export function InviteButton({ challengeId, name, ...props }: { challengeId: string; name: string } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const queryClient = useQueryClient();
  const options = challengeInviteQueryOptions(challengeId);
  const prefetch = () => void queryClient.prefetchQuery(options);

  async function invite() {
    try {
      const { code: token } = await queryClient.fetchQuery(options);
      if (token) await shareInvite(name, token);
      else toast(t`The invite link is turned off. Its creator can turn it on in the challenge's details.`);
    } catch {
      toast.error(t`Could not load the invite link. Please try again.`);
    }
  }

  return (
    <Button size="sm" {...props} onPointerEnter={prefetch} onPointerDown={prefetch} onFocus={prefetch} onClick={() => void invite()}>
      <Share2 className="h-4 w-4" aria-hidden />
      <Trans>Invite friends</Trans>
    </Button>
  );
}
