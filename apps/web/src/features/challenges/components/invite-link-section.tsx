import type { Challenge } from '@dayleaf/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link2, Share2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';
import { paths } from '../../../config/paths';
import { linkTo } from '../../../lib/share-link';
import { useChallengeInvite, useSetChallengeInvite } from '../api/challenge-invite';
import { shareInvite } from './invite-button';

/**
 * A running challenge's invite link in its details, for those taking part: the creator turns it off and on (on again
 * is a new link, so one that leaked stays dead); a participant sees it only while it is on, and shares it.
 */
export function InviteLinkSection({ challenge, userId }: { challenge: Challenge; userId: string }) {
  const { t } = useLingui();
  const isCreator = challenge.created_by === userId;
  const invite = useChallengeInvite(challenge.id);
  const setInvite = useSetChallengeInvite(challenge.id);
  const switchId = useId();
  if (invite.isPending || invite.isError) return null;
  const { code: token } = invite.data;
  if (!token && !isCreator) return null;
  return (
    <section aria-labelledby={`${switchId}-title`} className="space-y-2 rounded-xl border border-border p-3">
      <div className="flex items-center justify-between gap-3">
        <h3 id={`${switchId}-title`} className="flex items-center gap-1.5 font-semibold">
          <Link2 className="h-4 w-4 text-primary" aria-hidden /> <Trans>Invite link</Trans>
        </h3>
        {isCreator ? (
          <span className="flex items-center gap-2 text-sm text-muted-foreground">
            <label htmlFor={switchId}>{token ? t`On` : t`Off`}</label>
            <Switch
              id={switchId}
              aria-label={t`Invite link`}
              checked={token !== null}
              disabled={setInvite.isPending}
              onCheckedChange={(on) => setInvite.mutate(on)}
            />
          </span>
        ) : null}
      </div>
      {token ? (
        <>
          <p className="text-sm text-muted-foreground">
            <Trans>Anyone with this link can see the challenge and join it.</Trans>
          </p>
          <p className="select-all break-all rounded-lg bg-muted px-3 py-2 font-mono text-xs" aria-label={t`Invite link address`}>
            {linkTo(paths.challengeInvite(token))}
          </p>
          {isCreator ? null : (
            <Button size="sm" className="w-full" onClick={() => void shareInvite(challenge.name, token)}>
              <Share2 className="h-4 w-4" aria-hidden /> <Trans>Invite friends</Trans>
            </Button>
          )}
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          <Trans>The link is off: nobody can join through it. Turning it on makes a new link.</Trans>
        </p>
      )}
    </section>
  );
}
