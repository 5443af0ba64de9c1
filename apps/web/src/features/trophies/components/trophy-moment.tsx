import type { UserTrophy } from '@dayleaf/contracts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { X } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { useModalOpen } from '../../../components/ui/open-modals';
import { useToastsAbove } from '../../../components/ui/toast-clearance';
import { paths } from '../../../config/paths';
import { celebrate } from '../../../lib/celebrate';
import { useCurrentUser } from '../../auth/session';
import { userTrophiesQueryOptions } from '../api/get-user-trophies';
import { useMarkTrophies } from '../api/mark-trophies';
import { trophyWords } from '../trophy-texts';

/** The trophies are read this long after the progress moved. */
export const MOMENT_DELAY_MS = 1200;
/** The sheet stays this long unless the focus is in it. */
export const MOMENT_SHOWN_MS = 7000;

/**
 * A trophy's own moment: when the account's trophies include ones not yet celebrated (earned just now, on this
 * device or another), a sheet rises above the navigation with them, confetti and "View trophies", once per trophy per
 * account: they are marked celebrated as it shows. It is announced politely and goes after MOMENT_SHOWN_MS unless
 * the focus is in it. While a modal dialog is open (a photo being shared, a question) it waits, and shows once the
 * dialog has closed. Toasts raised while it shows stand just above it, never over its words or buttons. Mounted in the
 * signed-in shell once the page has settled.
 */
export default function TrophyMoment() {
  const { t, i18n } = useLingui();
  const user = useCurrentUser();
  // Read from the cache (the profile's read fills it) and on demand below, never on its own: no request at start.
  const earned = useQuery({ ...userTrophiesQueryOptions(user.id), enabled: false });
  const { mutate: mark } = useMarkTrophies(user.id);
  const [shown, setShown] = useState<UserTrophy[]>([]);
  const waiting = (earned.data ?? []).filter((trophy) => !trophy.celebrated);
  const waitingKey = waiting.map((trophy) => trophy.trophy_id).join(',');
  const latest = useRef(waiting);
  useEffect(() => {
    latest.current = waiting;
  });

  // Only a new set of waiting trophies opens the sheet; the list itself is a new array on every read.
  useEffect(() => {
    if (!waitingKey) return;
    setShown((now) => [...now, ...latest.current.filter((trophy) => !now.some((one) => one.trophy_id === trophy.trophy_id))]);
  }, [waitingKey]);

  // The sheet waits under an open modal; it is seen, and so celebrated (confetti, and marked on the server), only once
  // it shows. A trophy the person never saw (the page closed while a dialog was open) waits for the next visit.
  const modalOpen = useModalOpen();
  const visible = shown.length > 0 && !modalOpen;
  const celebrated = useRef(new Set<string>());
  useEffect(() => {
    if (!visible) return;
    const fresh = shown.map((trophy) => trophy.trophy_id).filter((id) => !celebrated.current.has(id));
    if (!fresh.length) return;
    for (const id of fresh) celebrated.current.add(id);
    mark({ mark: 'celebrated', trophy_ids: fresh });
    celebrate().catch((err: unknown) => console.warn('Confetti failed', err));
  }, [visible, shown, mark]);
  // Toasts raised while it shows stand just above it, and go back down when it goes.
  const sheet = useRef<HTMLElement>(null);
  useToastsAbove(sheet, visible);

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
  // The sheet goes by itself after a while unless the focus is in it (a keyboard or screen reader user on it). A
  // pointer resting on it does not hold it: a tap on what lies under it must not wait forever.
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!visible || held) return;
    const timer = setTimeout(() => setShown([]), MOMENT_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [visible, held]);

  if (!shown.length) return null;
  const count = shown.length;
  const title = plural(count, { one: 'Trophy unlocked!', other: '# trophies unlocked!' });
  return (
    // Not modal: it never takes the focus from what the person is doing, nor blocks the screen under it.
    <section
      ref={sheet}
      aria-label={title}
      // Rendered but hidden while it waits for a modal to close, so it shows the moment the modal goes.
      hidden={!visible}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      className="fixed inset-x-0 bottom-[calc(5.5rem+env(safe-area-inset-bottom))] z-40 mx-auto w-[calc(100%-2rem)] max-w-sm rounded-2xl border border-gold/40 bg-card p-4 text-center text-card-foreground shadow-xl lg:bottom-6 lg:start-auto lg:end-6 lg:mx-0"
    >
      <div className="mb-2 flex items-start justify-between gap-2">
        {/* Announced as it comes; the heading itself cannot take the status role (axe: aria-allowed-role). */}
        <div role="status" className="min-w-0 flex-1 pt-2">
          <h2 className="text-lg font-bold">{title}</h2>
        </div>
        <IconButton label={t`Close`} size="xs" className="text-muted-foreground" onClick={close}>
          <X className="h-5 w-5" aria-hidden />
        </IconButton>
      </div>
      <ul className="mb-4 space-y-2">
        {shown.map((trophy) => {
          const { name, description } = trophyWords(i18n, trophy.trophy_id, trophy);
          return (
            <li key={trophy.trophy_id} className="flex flex-col items-center rounded-xl bg-gold-soft px-4 py-3">
              <span aria-hidden className="trophy-pop text-5xl">
                {trophy.icon}
              </span>
              <span className="mt-1 font-bold">{name}</span>
              <span className="text-sm text-muted-foreground">{description}</span>
            </li>
          );
        })}
      </ul>
      <Link to={paths.profile} onClick={close} className={buttonClasses('primary', 'md', 'w-full')}>
        <Trans>View trophies</Trans>
      </Link>
    </section>
  );
}
