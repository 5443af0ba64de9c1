import type { Challenge } from '@dayleaf/contracts';
import { Dialog } from '../../../components/ui/dialog';
import { PremiumBadge } from '../../../components/ui/premium-badge';
import { JoinButton } from './join-button';
import { ParticipantList } from './participant-list';
import { ProgressBar } from './progress-bar';

interface DetailProps {
  challenge: Challenge | null;
  userId: string;
  joining: boolean;
  onJoin(challenge: Challenge): void;
  onOpenChange(open: boolean): void;
}

function Stat({ value, label }: { value: string | number; label: string }) {
  return (
    <div className="rounded-xl bg-muted px-2 py-2 text-center">
      <div className="text-lg font-bold tabular-nums">{value}</div>
      <div className="text-[11px] text-muted-foreground">{label}</div>
    </div>
  );
}

/** Everything about one challenge: what it is, how it stands, the user's own progress and who takes part. */
export function ChallengeDetailDialog({ challenge, userId, joining, onJoin, onOpenChange }: DetailProps) {
  return (
    <Dialog open={challenge !== null} onOpenChange={onOpenChange} title={challenge?.name ?? ''}>
      {challenge ? (
        <div className="space-y-4">
          <p className="whitespace-pre-line break-words text-sm">{challenge.description}</p>
          <div className="grid grid-cols-3 gap-2">
            <Stat value={challenge.duration_days} label="Days total" />
            <Stat value={challenge.participants} label={challenge.participants === 1 ? 'Participant' : 'Participants'} />
            <Stat value={challenge.days_remaining} label={challenge.days_remaining === 1 ? 'Day left' : 'Days left'} />
          </div>
          <p className="flex min-w-0 items-center gap-1 text-sm text-muted-foreground">
            Created by <span className="break-all font-medium text-foreground">{challenge.created_by_name}</span>
            <PremiumBadge status={challenge.created_by_subscription_status} />
          </p>
          {challenge.user_joined ? <ProgressBar value={challenge.user_progress} max={challenge.duration_days} /> : null}
          <JoinButton challenge={challenge} userId={userId} joining={joining} onJoin={onJoin} className="w-full" />
          <section aria-labelledby="participants-title">
            <h3 id="participants-title" className="mb-1 font-semibold">
              Participants
            </h3>
            <ParticipantList challenge={challenge} userId={userId} />
          </section>
        </div>
      ) : null}
    </Dialog>
  );
}
