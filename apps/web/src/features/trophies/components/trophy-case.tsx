import type { Trophy, User, UserTrophy } from '@dayleaf/contracts';
import { progressValue } from '@dayleaf/contracts/client';
import { Lock, Trophy as TrophyIcon } from 'lucide-react';
import { useState } from 'react';
import { CollapsibleCard } from '../../../components/ui/collapsible-card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { cn } from '../../../lib/cn';
import { useTrophies } from '../api/get-trophies';
import { useUserTrophies } from '../api/get-user-trophies';
import { useNewTrophies } from '../hooks/use-new-trophies';
import { progressPercent } from '../trophy-progress';
import { formatDate } from '../../../lib/dates';

const earnedDate = (iso: string) => formatDate(new Date(iso), 'short-month-day-year', 'local');

/** The collapsible Trophy Case on the own profile: unlocked trophies, then locked ones with their progress. */
export function TrophyCase({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const catalog = useTrophies();
  const earned = useUserTrophies(user.id);
  const earnedById = new Map((earned.data ?? []).map((t) => [t.trophy_id, t]));
  const fresh = useNewTrophies(user.id, earned.data ?? [], open);
  const trophies = catalog.data ?? [];
  const unlocked = trophies.filter((t) => earnedById.has(t.id));
  const locked = trophies.filter((t) => !earnedById.has(t.id));

  return (
    <CollapsibleCard
      open={open}
      onOpenChange={setOpen}
      icon={<TrophyIcon className="h-5 w-5 text-gold" aria-hidden />}
      iconClassName="bg-gold-soft"
      title="Trophy Case"
      subtitle={catalog.data && earned.data ? `${unlocked.length} of ${trophies.length} unlocked` : 'Loading trophies...'}
      aside={fresh.unseen > 0 && !open ? <span className="rounded-full bg-gold px-2 py-0.5 text-xs font-bold text-card">{fresh.unseen} new</span> : null}
      contentClassName="px-4 pb-4"
    >
      {catalog.isError || earned.isError ? (
        <p className="text-sm text-muted-foreground">Trophies could not be loaded.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-2">
          {unlocked.map((trophy) => (
            <UnlockedTrophy key={trophy.id} trophy={trophy} earned={earnedById.get(trophy.id)!} highlighted={fresh.highlighted.has(trophy.id)} />
          ))}
          {locked.map((trophy) => (
            <LockedTrophy key={trophy.id} trophy={trophy} user={user} />
          ))}
        </ul>
      )}
    </CollapsibleCard>
  );
}

function UnlockedTrophy({ trophy, earned, highlighted }: { trophy: Trophy; earned: UserTrophy; highlighted: boolean }) {
  return (
    <li
      className={cn(
        'relative flex flex-col items-center rounded-xl border border-gold/40 bg-gold-soft p-3 text-center transition',
        highlighted && 'ring-2 ring-gold ring-offset-2 ring-offset-card',
      )}
    >
      {highlighted ? (
        <>
          {/* Only this outline pulses: fading the tile itself would fade its text below a readable contrast. */}
          <span aria-hidden className="pointer-events-none absolute -inset-1 rounded-2xl border-2 border-gold motion-safe:animate-pulse" />
          <span className="absolute end-1.5 top-1.5 rounded-full bg-gold px-1.5 text-[0.65rem] font-bold text-card">New!</span>
        </>
      ) : null}
      <span className="text-3xl" aria-hidden>
        {trophy.icon}
      </span>
      <span className="mt-1 text-sm font-semibold leading-tight">{trophy.name}</span>
      <span className="text-xs text-muted-foreground">{trophy.description}</span>
      <span className="mt-1 text-xs font-medium text-gold">Unlocked {earnedDate(earned.earned_at)}</span>
    </li>
  );
}

function LockedTrophy({ trophy, user }: { trophy: Trophy; user: User }) {
  const percent = progressPercent(user.progress, trophy);
  const current = Math.min(progressValue(user.progress, trophy.criteria_type), trophy.criteria_value);
  return (
    <li className="relative flex flex-col items-center rounded-xl border border-border bg-muted/40 p-3 text-center">
      <Lock className="absolute end-2 top-2 h-3.5 w-3.5 text-muted-foreground" aria-label="Locked" />
      <span className="text-3xl opacity-40 grayscale" aria-hidden>
        {trophy.icon}
      </span>
      <span className="mt-1 text-sm font-semibold leading-tight text-muted-foreground">{trophy.name}</span>
      <span className="mb-2 text-xs text-muted-foreground">{trophy.description}</span>
      <ProgressBar label={`${trophy.name} progress`} value={percent} className="mt-auto h-1.5 shrink-0 bg-border" />
      <span className="mt-1 text-xs text-muted-foreground">
        {current} / {trophy.criteria_value} · {percent}%
      </span>
    </li>
  );
}
