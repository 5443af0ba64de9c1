import type { User } from '@dayleaf/contracts';
import { MILESTONE_EVERY_DAYS, nextMilestone } from '@dayleaf/contracts/client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ShareButton } from '../../../components/ui/share-button';
import { celebrate } from '../../../lib/celebrate';

/** A word for each milestone; after the first year, each further year. */
function milestoneLine(days: number): string {
  if (days === 7) return 'A whole week, every single day. Your habit is taking root.';
  if (days === 30) return 'A month of showing up. That is a real habit now.';
  if (days === 100) return 'One hundred days in a row. Remarkable.';
  if (days === MILESTONE_EVERY_DAYS) return 'A full year, every single day. Incredible.';
  return `${Math.round(days / MILESTONE_EVERY_DAYS)} years, every single day. Thank you for growing with Dayleaf.`;
}

/**
 * A streak's milestone, the first time it is reached (7, 30, 100, 365 days, then every year): the whole screen for a
 * moment, with the number, confetti (none under reduced motion, and nothing moves) and "Keep going", which has the
 * focus; Escape, Close or Keep going end it, and the focus goes back where it was. "Share" makes the streak's card.
 */
export default function MilestoneMoment({ days, user, onClose }: { days: number; user: User; onClose(): void }) {
  const queryClient = useQueryClient();
  const fired = useRef(false);
  useEffect(() => {
    if (fired.current) return;
    fired.current = true;
    celebrate().catch((err: unknown) => console.warn('Confetti failed', err));
  }, []);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`${days}-day streak!`} description={milestoneLine(days)} fullScreen>
      <span aria-hidden className="trophy-pop my-8 text-8xl leading-none">
        🔥
      </span>
      <p className="mb-6 text-sm text-muted-foreground">{`Next up: ${nextMilestone(days)} days.`}</p>
      <Button size="lg" className="w-full max-w-xs" onClick={onClose}>
        Keep going
      </Button>
      <ShareButton
        size="lg"
        variant="ghost"
        className="mt-2 w-full max-w-xs"
        label={`Share your ${days}-day streak`}
        card={() => import('../share-streak').then((m) => m.milestoneShareCard(queryClient, user, days, milestoneLine(days)))}
      />
    </Dialog>
  );
}
