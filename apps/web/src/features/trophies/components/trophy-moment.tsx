import type { UserTrophy } from '@dayleaf/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { paths } from '../../../config/paths';
import { celebrate } from '../../../lib/celebrate';
import { useCurrentUser } from '../../auth/session';
import { userTrophiesQueryOptions } from '../api/get-user-trophies';
import { useMarkTrophies } from '../api/mark-trophies';

/** The trophies are read this long after the progress moved. */
export const MOMENT_DELAY_MS = 1200;

/**
 * A trophy's own moment: when the account's trophies include ones not yet celebrated (earned just now, on this
 * device or another), a sheet shows them with confetti and "View trophies", once per trophy per account: they are
 * marked celebrated as the sheet opens. Mounted in the signed-in shell once the page has settled.
 */
export default function TrophyMoment() {
  const user = useCurrentUser();
  // Read from the cache (the profile's read fills it) and on demand below, never on its own: no request at start.
  const earned = useQuery({ ...userTrophiesQueryOptions(user.id), enabled: false });
  const { mutate: mark } = useMarkTrophies(user.id);
  const [shown, setShown] = useState<UserTrophy[]>([]);
  const waiting = (earned.data ?? []).filter((t) => !t.celebrated);
  const waitingKey = waiting.map((t) => t.trophy_id).join(',');
  const latest = useRef(waiting);
  useEffect(() => {
    latest.current = waiting;
  });

  // Only a new set of waiting trophies opens the sheet; the list itself is a new array on every read.
  useEffect(() => {
    if (!waitingKey) return;
    setShown((now) => [...now, ...latest.current]);
    mark({ mark: 'celebrated', trophy_ids: waitingKey.split(',') });
    celebrate().catch((err: unknown) => console.warn('Confetti failed', err));
  }, [waitingKey, mark]);

  // What earns a trophy moves the user's progress (streak, friends, posts, challenges, premium): the trophies are
  // read again when it changes, a moment later, so a completed day's streak is seen moving up first.
  const progress = JSON.stringify(user.progress);
  const { refetch } = earned;
  const lastProgress = useRef(progress);
  useEffect(() => {
    if (progress === lastProgress.current) return;
    lastProgress.current = progress;
    const timer = setTimeout(() => void refetch(), MOMENT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [progress, refetch]);

  const close = () => setShown([]);
  const single = shown.length === 1;
  return (
    <Dialog
      open={shown.length > 0}
      onOpenChange={(open) => !open && close()}
      title={single ? 'Trophy unlocked!' : `${shown.length} trophies unlocked!`}
      className="text-center"
    >
      <ul className="mb-5 space-y-3">
        {shown.map((trophy) => (
          <li key={trophy.trophy_id} className="flex flex-col items-center rounded-2xl border border-gold/40 bg-gold-soft px-4 py-5">
            <span aria-hidden className="trophy-pop text-6xl">
              {trophy.icon}
            </span>
            <span className="mt-2 text-lg font-bold">{trophy.name}</span>
            <span className="text-sm text-muted-foreground">{trophy.description}</span>
          </li>
        ))}
      </ul>
      <Link to={paths.profile} onClick={close} className={buttonClasses('primary', 'lg', 'w-full')}>
        View trophies
      </Link>
    </Dialog>
  );
}
