import type { User } from '@dayleaf/contracts';
import { MILESTONE_EVERY_DAYS, nextMilestone } from '@dayleaf/contracts/client';
import { msg, plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ShareButton } from '../../../components/ui/share-button';
import { celebrate } from '../../../lib/celebrate';
import { formatNumber } from '../../../lib/i18n/format';
import { i18n } from '../../../lib/i18n/i18n';
import { useLingui } from '../../../lib/i18n/runtime';

/** A word for each milestone; after the first year, each further year. */
function milestoneLine(days: number): string {
  if (days === 7) return i18n._(msg`A whole week, every single day. Your habit is taking root.`);
  if (days === 30) return i18n._(msg`A month of showing up. That is a real habit now.`);
  if (days === 100) return i18n._(msg`One hundred days in a row. Remarkable.`);
  if (days === MILESTONE_EVERY_DAYS) return i18n._(msg`A full year, every single day. Incredible.`);
  const years = Math.round(days / MILESTONE_EVERY_DAYS);
  return plural(years, {
    one: '# year, every single day. Thank you for growing with Dayleaf.',
    other: '# years, every single day. Thank you for growing with Dayleaf.',
  });
}

/**
 * A streak's milestone, the first time it is reached (7, 30, 100, 365 days, then every year): the whole screen for a
 * moment, with the number, confetti (none under reduced motion, and nothing moves) and "Keep going", which has the
 * focus; Escape, Close or Keep going end it, and the focus goes back where it was. "Share" makes the streak's card.
 */
export default function MilestoneMoment({ days, user, onClose }: { days: number; user: User; onClose(): void }) {
  // Re-rendered in a new language with the rest of the screen; its texts are the one i18n instance's.
  useLingui();
  const queryClient = useQueryClient();
  const fired = useRef(false);
  const next = nextMilestone(days);
  // A milestone's days are written as the copy always wrote them, without a thousands separator ("1095 days").
  const daysText = formatNumber(days, undefined, { grouping: false });
  const nextText = formatNumber(next, undefined, { grouping: false });
  useEffect(() => {
    if (fired.current) return;
    fired.current = true;
    celebrate().catch((err: unknown) => console.warn('Confetti failed', err));
  }, []);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={plural(days, { one: `${daysText}-day streak!`, other: `${daysText}-day streak!` })} description={milestoneLine(days)} fullScreen>
      <span aria-hidden className="trophy-pop my-8 text-8xl leading-none">
        🔥
      </span>
      <p className="mb-6 text-sm text-muted-foreground">{plural(next, { one: `Next up: ${nextText} day.`, other: `Next up: ${nextText} days.` })}</p>
      <Button size="lg" className="w-full max-w-xs" onClick={onClose}>
        <Trans>Keep going</Trans>
      </Button>
      <ShareButton
        size="lg"
        variant="ghost"
        className="mt-2 w-full max-w-xs"
        label={plural(days, { one: `Share your ${daysText}-day streak`, other: `Share your ${daysText}-day streak` })}
        card={() => import('../share-streak').then((m) => m.milestoneShareCard(queryClient, user, days, milestoneLine(days)))}
      />
    </Dialog>
  );
}
