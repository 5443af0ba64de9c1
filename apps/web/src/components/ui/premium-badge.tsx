import { useLingui } from '@lingui/react/macro';
import { Crown, Star } from 'lucide-react';
import type { SubscriptionStatus } from '@dayleaf/contracts';

/**
 * The premium mark next to a name: a star in lists, a gold crown on profiles. Nothing when the status is
 * null, as it is for a private user who is not the viewer's friend.
 */
export function PremiumBadge({ status, kind = 'star' }: { status: SubscriptionStatus | null | undefined; kind?: 'star' | 'crown' }) {
  const { t } = useLingui();
  if (status !== 'premium') return null;
  const Icon = kind === 'crown' ? Crown : Star;
  return (
    <span title={t`Premium member`} className="inline-flex items-center align-middle">
      <Icon className="h-4 w-4 fill-amber-400 text-gold" aria-hidden />
      <span className="sr-only">{t`Premium member`}</span>
    </span>
  );
}
