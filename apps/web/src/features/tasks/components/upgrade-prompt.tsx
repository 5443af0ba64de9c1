import { Trans } from '@lingui/react/macro';
import { Crown } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';

/** Shown to free users in place of 'Add Another Task' once they reach the daily limit. */
export function UpgradePrompt({ freeLimit, premiumLimit }: { freeLimit: number; premiumLimit: number }) {
  return (
    <Card className="flex items-start gap-3 border-gold/50 bg-gold-soft">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-card">
        <Crown className="h-5 w-5 fill-amber-400 text-gold" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          <Trans>You've reached today's limit</Trans>
        </p>
        <p className="mb-3 text-sm text-muted-foreground">
          <Trans>
            Free accounts can have up to {freeLimit} tasks a day. Upgrade to Premium for up to {premiumLimit}.
          </Trans>
        </p>
        <Link to={paths.subscription} className={buttonClasses('premium', 'sm')}>
          <Trans>Upgrade to Premium</Trans>
        </Link>
      </div>
    </Card>
  );
}
