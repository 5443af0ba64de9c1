import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw, Share2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/lazy-toast';
import { linkTo, shareLink } from '../../../lib/share-link';
import { friendInviteQueryOptions, useRenewFriendInvite } from '../api/friend-invite';

/** The toast once the invitation was copied (no share sheet). */
export const friendLinkCopiedText = () => t`Invitation copied. Paste it to your friends.`;

/** The words sent with the link: who it is from and what it does. */
export const friendInviteText = (username: string) => t`Add me on Dayleaf! I'm ${username}: this link makes us friends in one tap.`;

/**
 * "Add me on Dayleaf" on the own profile: the user's personal friend link, shared or copied (docs/decisions/
 * 085-invite-links.md). The link is read when the pointer or finger comes near, not with the screen, so the profile
 * asks nothing more at first paint; "New link" replaces it when one went where it should not.
 */
export function AddMeCard({ userId, username }: { userId: string; username: string }) {
  const queryClient = useQueryClient();
  const options = friendInviteQueryOptions(userId);
  const prefetch = () => void queryClient.prefetchQuery(options);
  const renew = useRenewFriendInvite(userId);

  async function share() {
    try {
      const { code: token } = await queryClient.fetchQuery(options);
      await shareLink({ title: t`Add me on Dayleaf`, text: friendInviteText(username), url: linkTo(paths.friendInvite(token)), copied: friendLinkCopiedText() });
    } catch {
      toast.error(t`Could not load your link. Please try again.`);
    }
  }

  return (
    <Card className="space-y-3">
      <CardTitle>
        <Trans>Add me on Dayleaf</Trans>
      </CardTitle>
      <p className="text-sm text-muted-foreground">
        <Trans>Share your own link: a friend who opens it can add you in one tap.</Trans>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" className="flex-1 whitespace-nowrap" onPointerEnter={prefetch} onPointerDown={prefetch} onFocus={prefetch} onClick={() => void share()}>
          <Share2 className="h-4 w-4" aria-hidden /> <Trans>Share my link</Trans>
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="whitespace-nowrap text-muted-foreground"
          disabled={renew.isPending}
          onClick={() => renew.mutate(undefined, { onSuccess: () => toast.success(t`You have a new link. The old one no longer works.`) })}
        >
          <RefreshCw className="h-4 w-4" aria-hidden /> <Trans>New link</Trans>
        </Button>
      </div>
    </Card>
  );
}
