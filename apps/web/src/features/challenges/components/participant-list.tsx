import type { Challenge } from '@dayleaf/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Lock } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';
import { PremiumBadge } from '../../../components/ui/premium-badge';
import { ApiError } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/i18n/format';
import { flattenPages } from '../../../lib/paged-query';
import { useChallengeParticipants } from '../api/get-challenge-participants';
import { dayCount } from './join-state';
import { LoadMore } from '../../../components/ui/load-more';

const badgeClass = 'rounded-full px-1.5 py-0.5 text-[10px] font-bold uppercase tracking-wide';

/**
 * Everyone taking part, highest progress first (the server's order), with 'You' and 'Creator' marked. A private
 * participant who is not the viewer's friend comes without streak and progress (null): they are listed last,
 * unranked, with 'Private profile' where the streak would be.
 */
export function ParticipantList({ challenge, userId }: { challenge: Challenge; userId: string }) {
  const { t } = useLingui();
  const query = useChallengeParticipants(challenge.id);
  const hidden = query.error instanceof ApiError && query.error.status === 403;

  if (hidden) {
    // Someone who left, or a challenge that ended, cannot be joined: only the audience is worth saying then.
    const canJoin = challenge.is_active && !challenge.user_left;
    return (
      <p className="text-sm text-muted-foreground">
        {canJoin ? t`Join this challenge to see who is taking part.` : t`Only people taking part and friends of the creator see who is taking part.`}
      </p>
    );
  }
  if (query.isPending) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>Loading participants...</Trans>
      </p>
    );
  }
  if (query.isError) return null;
  const participants = flattenPages(query.data);
  return (
    <>
      <ol className="divide-y divide-border">
        {participants.map((p, i) => (
          <li key={p.id} className="flex items-center gap-3 py-2">
            <span className="w-5 shrink-0 text-end text-xs font-semibold text-muted-foreground">
              {p.progress === null ? null : formatNumber(i + 1)}
            </span>
            <Avatar src={p.profile_photo} name={p.username} size={36} />
            <div className="min-w-0 flex-1">
              <div className="flex min-w-0 flex-wrap items-center gap-1">
                <span dir="auto" className="min-w-0 break-all text-sm font-medium">{p.username}</span>
                <PremiumBadge status={p.subscription_status} />
                {p.id === userId ? <span className={`${badgeClass} bg-primary text-primary-foreground`}>{t`You`}</span> : null}
                {p.id === challenge.created_by ? <span className={`${badgeClass} bg-accent/20 text-foreground`}>{t`Creator`}</span> : null}
              </div>
              {p.streak_count === null ? (
                <span className="flex items-center gap-1 text-xs text-muted-foreground">
                  <Lock className="h-3 w-3" aria-hidden />
                  <Trans>Private profile</Trans>
                </span>
              ) : (
                <span className="text-xs text-muted-foreground">🔥 {dayCount(p.streak_count)}</span>
              )}
            </div>
            {p.progress === null ? null : (
              <span className="shrink-0 text-sm font-semibold tabular-nums">
                {formatNumber(p.progress)}/{formatNumber(challenge.duration_days)}
              </span>
            )}
          </li>
        ))}
      </ol>
      <LoadMore query={query} />
    </>
  );
}
