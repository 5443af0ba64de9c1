import type { Challenge } from '@dayleaf/contracts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays, Clock, Users } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ChallengeAction } from './challenge-action';
import { CreatedBy } from './created-by';
import { dayCount, daysLeftText } from './join-state';
import { ProgressBar } from './progress-bar';

interface ChallengeCardProps {
  challenge: Challenge;
  userId: string;
  joining: boolean;
  onJoin(challenge: Challenge): void;
  onView(challenge: Challenge): void;
}

export function ChallengeCard({ challenge, userId, joining, onJoin, onView }: ChallengeCardProps) {
  const { t } = useLingui();
  const { participants } = challenge;
  return (
    <Card className="space-y-3" aria-label={challenge.name} role="article">
      <div className="flex items-start justify-between gap-3">
        <h3 dir="auto" className="min-w-0 break-words text-base font-semibold leading-snug">{challenge.name}</h3>
        <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">
          <CalendarDays className="h-3.5 w-3.5" aria-hidden />
          {dayCount(challenge.duration_days)}
        </span>
      </div>
      <p dir="auto" className="line-clamp-2 break-words text-sm text-muted-foreground">{challenge.description}</p>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <Users className="h-3.5 w-3.5" aria-hidden />
          {plural(participants, { one: '# participant joined', other: '# participants joined' })}
        </span>
        <span className="inline-flex items-center gap-1">
          <Clock className="h-3.5 w-3.5" aria-hidden />
          {challenge.is_active ? daysLeftText(challenge.days_remaining) : t`Ended`}
        </span>
      </div>
      <CreatedBy
        name={challenge.created_by_name}
        status={challenge.created_by_subscription_status}
        className="flex min-w-0 items-center gap-1 text-xs text-muted-foreground"
      />
      {challenge.user_joined ? <ProgressBar value={challenge.user_progress} max={challenge.duration_days} /> : null}
      <div className="flex gap-2">
        <Button size="sm" variant="outline" className="shrink-0 whitespace-nowrap" onClick={() => onView(challenge)}>
          <Trans>View Details</Trans>
        </Button>
        <ChallengeAction challenge={challenge} userId={userId} joining={joining} onJoin={onJoin} className="min-w-0 flex-1 whitespace-nowrap" />
      </div>
    </Card>
  );
}
