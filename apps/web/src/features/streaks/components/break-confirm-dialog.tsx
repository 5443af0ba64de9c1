import type { StreakBreak } from '@dayleaf/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { dayTitle, formatDate, noonOf } from '../../../lib/dates';
import { daysBetween } from '../breaks';

interface BreakConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  from: string;
  to: string;
  /** The streak now, which the break keeps as it is. */
  streak: number;
  /** The next break this one replaces, if one is set. */
  replaces: StreakBreak | null;
  /** The challenges the user is in, whose counts the break days do not add to. */
  challenges: readonly string[];
  pending: boolean;
  onConfirm(): void;
}

const shortDay = (day: string) => formatDate(noonOf(day), 'short-month-day');

/** 'Morning walk', 'Morning walk and Read daily', 'Morning walk, Read daily and 2 more'. */
function namesText(names: readonly string[]): string {
  if (names.length <= 2) return names.join(' and ');
  return `${names.slice(0, 2).join(', ')} and ${names.length - 2} more`;
}

/** The break's dates and what it does, asked once more before it is set; the challenges it touches are named first. */
export default function BreakConfirmDialog({ open, onOpenChange, from, to, streak, replaces, challenges, pending, onConfirm }: BreakConfirmDialogProps) {
  const length = daysBetween(from, to);
  const title = from === to ? `Take a break on ${shortDay(from)}?` : `Take a break from ${shortDay(from)} to ${shortDay(to)}?`;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={
        <>
          {challenges.length > 0 ? (
            <span className="mb-3 block rounded-lg bg-accent/15 px-3 py-2 font-medium text-foreground">
              {`You're in ${challenges.length === 1 ? 'a challenge' : `${challenges.length} challenges`}: ${namesText(challenges)}. Break days won't count toward ${challenges.length === 1 ? 'it' : 'them'}.`}
            </span>
          ) : null}
          <span className="block">
            {`${length === 1 ? 'One day' : `${length} days`} off from ${dayTitle(from)}. ${streak > 0 ? `Your streak stays at ${streak} ${streak === 1 ? 'day' : 'days'}` : 'Your streak waits for you'}, and no reminders come. You can end it early whenever you like.`}
          </span>
          {replaces ? <span className="mt-2 block">{`It replaces your break from ${shortDay(replaces.from)} to ${shortDay(replaces.to)}.`}</span> : null}
        </>
      }
      confirmLabel="Take the break"
      confirmVariant="primary"
      cancelLabel="Not now"
      pendingLabel="Saving..."
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
