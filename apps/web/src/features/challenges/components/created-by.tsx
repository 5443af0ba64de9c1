import type { SubscriptionStatus } from '@dayleaf/contracts';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PremiumBadge } from '../../../components/ui/premium-badge';

interface CreatedByProps {
  /** The creator's name, or the deleted account's stand-in. */
  name: string;
  /** The creator's premium mark (none when null or not given, as on the invite card). */
  status?: SubscriptionStatus | null;
  /** The line's layout and size, which differ by where it stands. */
  className: string;
  /** What stands before the words: the invite card's photo of the creator. */
  children?: ReactNode;
}

/** "Created by <name>", as a challenge's card, its details and its invite card show it. */
export function CreatedBy({ name: creator, status, className, children }: CreatedByProps) {
  return (
    <p className={className}>
      {children}
      <span className="min-w-0">
        <Trans>
          Created by <span dir="auto" className="break-all font-medium text-foreground">{creator}</span>
        </Trans>
      </span>
      <PremiumBadge status={status} />
    </p>
  );
}
