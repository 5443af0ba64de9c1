import type { FriendActivity } from '@dayleaf/contracts';
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { PartyPopper } from 'lucide-react';
import { startTransition, useOptimistic } from 'react';
import { cn } from '../../../lib/cn';
import { useLingui } from '../../../lib/i18n/runtime';
import { useCheerDay } from '../api/cheer-day';

interface CheerButtonProps {
  userId: string;
  username: string;
  activity: FriendActivity;
}

/** Who cheered, in words: "Cheered by ben, cleo and 2 others"; nothing when nobody did. */
export function cheeredByText(cheerers: readonly string[], cheers: number): string | null {
  if (cheers === 0 || cheerers.length === 0) return null;
  const rest = cheers - cheerers.length;
  // Usernames, kept as they are written, with the comma English shows between them.
  const names = cheerers.join(', ');
  return rest > 0 ? t`Cheered by ${names} and ${plural(rest, { one: '# other', other: '# others' })}` : t`Cheered by ${names}`;
}

/**
 * The card's Cheer toggle: the choice and its count show at once while it is saved (useOptimistic), then the card as
 * the server answered, or as it was when the save failed (the mutation's toast says so).
 */
export function CheerButton({ userId, username, activity }: CheerButtonProps) {
  // Re-rendered in a new language with the rest of the screen (the texts below are the one i18n's).
  useLingui();
  const cheerDay = useCheerDay(userId, username);
  const saved = { cheered: activity.cheered, cheers: activity.cheers, cheerers: activity.cheerers };
  const [shown, showChoice] = useOptimistic(saved, (state, cheer: boolean) =>
    cheer === state.cheered
      ? state
      : {
          cheered: cheer,
          cheers: state.cheers + (cheer ? 1 : -1),
          cheerers: cheer ? [username, ...state.cheerers] : state.cheerers.filter((n) => n !== username),
        },
  );
  const name = activity.user.name;

  function toggle() {
    const cheer = !shown.cheered;
    startTransition(async () => {
      showChoice(cheer);
      try {
        await cheerDay.mutateAsync({ friendId: activity.user.id, date: activity.date, cheer });
      } catch {
        // The failure's toast comes from the mutation (useCheerDay).
      }
    });
  }

  const cheeredBy = cheeredByText(shown.cheerers, shown.cheers);
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      <button
        type="button"
        aria-pressed={shown.cheered}
        aria-label={shown.cheered ? t`Take back your cheer for ${name}'s day` : t`Cheer ${name}'s day`}
        onClick={toggle}
        className={cn(
          'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium transition pointer-coarse:min-h-11',
          shown.cheered ? 'border-primary bg-primary/15 text-foreground' : 'border-border bg-background hover:bg-muted',
        )}
      >
        <PartyPopper className="h-4 w-4" aria-hidden />
        {shown.cheered ? <Trans>Cheered</Trans> : <Trans>Cheer</Trans>}
        {shown.cheers > 0 ? <span className="tabular-nums">{shown.cheers}</span> : null}
      </button>
      {cheeredBy ? <span className="text-xs text-muted-foreground">{cheeredBy}</span> : null}
    </div>
  );
}
