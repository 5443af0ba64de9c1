import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Flame } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { useLingui } from '../../../lib/i18n/runtime';

/**
 * 'Current Streak: N days' (with 'in a row' on public profiles). A zero streak is not a run of days: it
 * reads '0 days' with a word to the owner ('Start your journey!...') or about the person shown. `action` sits at
 * the card's end (the own profile's Share).
 */
export function StreakCard({ streak, inARow = false, action }: { streak: number; inARow?: boolean; action?: ReactNode }) {
  // Re-rendered in a new language with the rest of the screen.
  useLingui();
  const length =
    inARow && streak > 0 ? plural(streak, { one: '# day in a row', other: '# days in a row' }) : plural(streak, { one: '# day', other: '# days' });
  return (
    <Card className="flex items-center gap-4">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-flame/15">
        <Flame className="h-6 w-6 text-flame" aria-hidden />
      </span>
      <div>
        <p className="text-sm text-muted-foreground">
          <Trans>Current Streak</Trans>
        </p>
        <p className="text-2xl font-bold">{length}</p>
        {streak === 0 ? (
          <p className="text-sm text-muted-foreground">{inARow ? <Trans>No streak running right now.</Trans> : <Trans>Start your journey!...</Trans>}</p>
        ) : null}
      </div>
      {action ? <div className="ms-auto shrink-0">{action}</div> : null}
    </Card>
  );
}
