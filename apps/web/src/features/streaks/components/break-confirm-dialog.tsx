import type { StreakBreak } from '@dayleaf/contracts';
import { plural, t } from '@lingui/core/macro';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { dayTitle, formatDate, noonOf } from '../../../lib/dates';
import { formatList } from '../../../lib/i18n/format';
import { useLingui } from '../../../lib/i18n/runtime';
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
  if (names.length <= 2) return formatList(names);
  const [first, second] = names;
  const more = names.length - 2;
  return plural(more, { one: `${first}, ${second} and # more`, other: `${first}, ${second} and # more` });
}

/** 'You're in 2 challenges: A and B. Break days won't count toward them.' */
function challengesText(challenges: readonly string[]): string {
  const names = namesText(challenges);
  return plural(challenges.length, {
    one: `You're in a challenge: ${names}. Break days won't count toward it.`,
    other: `You're in # challenges: ${names}. Break days won't count toward them.`,
  });
}

/** 'One day off from Tuesday, November 24. Your streak stays at 12 days, and no reminders come. You can end it ...' */
function breakText(length: number, start: string, streak: number): string {
  const off = plural(length, { one: `One day off from ${start}.`, other: `# days off from ${start}.` });
  const kept =
    streak > 0
      ? plural(streak, { one: 'Your streak stays at # day, and no reminders come.', other: 'Your streak stays at # days, and no reminders come.' })
      : t`Your streak waits for you, and no reminders come.`;
  return [off, kept, t`You can end it early whenever you like.`].join(' ');
}

/** The break's dates and what it does, asked once more before it is set; the challenges it touches are named first. */
export default function BreakConfirmDialog({ open, onOpenChange, from, to, streak, replaces, challenges, pending, onConfirm }: BreakConfirmDialogProps) {
  // Re-rendered in a new language with the rest of the screen; its texts are the one i18n instance's.
  useLingui();
  const length = daysBetween(from, to);
  const start = shortDay(from);
  const end = shortDay(to);
  const title = from === to ? t`Take a break on ${start}?` : t`Take a break from ${start} to ${end}?`;
  const replacedFrom = replaces ? shortDay(replaces.from) : '';
  const replacedTo = replaces ? shortDay(replaces.to) : '';
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={
        <>
          {challenges.length > 0 ? (
            <span className="mb-3 block rounded-lg bg-accent/15 px-3 py-2 font-medium text-foreground">
              {challengesText(challenges)}
            </span>
          ) : null}
          <span className="block">
            {breakText(length, dayTitle(from), streak)}
          </span>
          {replaces ? <span className="mt-2 block">{t`It replaces your break from ${replacedFrom} to ${replacedTo}.`}</span> : null}
        </>
      }
      confirmLabel={t`Take the break`}
      confirmVariant="primary"
      cancelLabel={t`Not now`}
      pendingLabel={t`Saving...`}
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
