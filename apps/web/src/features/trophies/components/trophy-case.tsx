import type { Trophy, User, UserTrophy } from '@dayleaf/contracts';
import { progressValue } from '@dayleaf/contracts/client';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Lock, Trophy as TrophyIcon } from 'lucide-react';
import { useState } from 'react';
import { CollapsibleCard } from '../../../components/ui/collapsible-card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { cn } from '../../../lib/cn';
import { useTrophies } from '../api/get-trophies';
import { useUserTrophies } from '../api/get-user-trophies';
import { useNewTrophies } from '../hooks/use-new-trophies';
import { progressPercent } from '../trophy-progress';
import { trophyWords } from '../trophy-texts';
import { formatDate } from '../../../lib/dates';

const earnedDate = (iso: string) => formatDate(new Date(iso), 'short-month-day-year', 'local');

/** The collapsible Trophy Case on the own profile: unlocked trophies, then locked ones with their progress. */
export function TrophyCase({ user }: { user: User }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const catalog = useTrophies();
  const earned = useUserTrophies(user.id);
  const earnedById = new Map((earned.data ?? []).map((userTrophy) => [userTrophy.trophy_id, userTrophy]));
  const fresh = useNewTrophies(user.id, earned.data ?? [], open);
  const trophies = catalog.data ?? [];
  const unlocked = trophies.filter((trophy) => earnedById.has(trophy.id));
  const locked = trophies.filter((trophy) => !earnedById.has(trophy.id));
  const unlockedCount = unlocked.length;
  const total = trophies.length;
  const unseen = fresh.unseen;

  return (
    <CollapsibleCard
      open={open}
      onOpenChange={setOpen}
      icon={<TrophyIcon className="h-5 w-5 text-gold" aria-hidden />}
      iconClassName="bg-gold-soft"
      title={t`Trophy Case`}
      subtitle={catalog.data && earned.data ? plural(unlockedCount, { one: `# of ${total} unlocked`, other: `# of ${total} unlocked` }) : t`Loading trophies...`}
      aside={unseen > 0 && !open ? <span className="rounded-full bg-gold px-2 py-0.5 text-xs font-bold text-card">{plural(unseen, { one: '# new', other: '# new' })}</span> : null}
      contentClassName="px-4 pb-4"
    >
      {catalog.isError || earned.isError ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Trophies could not be loaded.</Trans>
        </p>
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
  const { i18n } = useLingui();
  const { name, description } = trophyWords(i18n, trophy.id, trophy);
  const date = earnedDate(earned.earned_at);
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
          <span className="absolute end-1.5 top-1.5 rounded-full bg-gold px-1.5 text-[0.65rem] font-bold text-card">
            <Trans>New!</Trans>
          </span>
        </>
      ) : null}
      <span className="text-3xl" aria-hidden>
        {trophy.icon}
      </span>
      <span className="mt-1 text-sm font-semibold leading-tight">{name}</span>
      <span className="text-xs text-muted-foreground">{description}</span>
      <span className="mt-1 text-xs font-medium text-gold">
        <Trans>Unlocked {date}</Trans>
      </span>
    </li>
  );
}

function LockedTrophy({ trophy, user }: { trophy: Trophy; user: User }) {
  const { t, i18n } = useLingui();
  const { name, description } = trophyWords(i18n, trophy.id, trophy);
  const percent = progressPercent(user.progress, trophy);
  const current = Math.min(progressValue(user.progress, trophy.criteria_type), trophy.criteria_value);
  return (
    <li className="relative flex flex-col items-center rounded-xl border border-border bg-muted/40 p-3 text-center">
      <Lock className="absolute end-2 top-2 h-3.5 w-3.5 text-muted-foreground" aria-label={t`Locked`} />
      <span className="text-3xl opacity-40 grayscale" aria-hidden>
        {trophy.icon}
      </span>
      <span className="mt-1 text-sm font-semibold leading-tight text-muted-foreground">{name}</span>
      <span className="mb-2 text-xs text-muted-foreground">{description}</span>
      <ProgressBar label={t`${name} progress`} value={percent} className="mt-auto h-1.5 shrink-0 bg-border" />
      <span className="mt-1 text-xs text-muted-foreground">
        {current} / {trophy.criteria_value} · {percent}%
      </span>
    </li>
  );
}
