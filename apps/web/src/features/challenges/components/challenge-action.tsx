import type { Challenge } from '@dayleaf/contracts';
import { useLingui } from '@lingui/react/macro';
import { Check, Lock, LogOut, UserPlus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { InviteButton } from './invite-button';
import { JOIN_LABELS, joinState } from './join-state';

const ICONS = { 'can-join': UserPlus, joined: Check, left: LogOut, ended: Lock } as const;

interface ChallengeActionProps {
  challenge: Challenge;
  userId: string;
  joining: boolean;
  onJoin(challenge: Challenge): void;
  className?: string;
}

/**
 * A challenge's main action: its creator invites friends while it runs; anyone else joins when they can, or the
 * button says why not and stays disabled.
 */
export function ChallengeAction({ challenge, userId, joining, onJoin, className }: ChallengeActionProps) {
  const { t, i18n } = useLingui();
  const state = joinState(challenge, userId);
  if (state === 'own') return <InviteButton challengeId={challenge.id} name={challenge.name} className={className} />;
  const Icon = ICONS[state];
  return (
    <Button
      size="sm"
      variant={state === 'can-join' ? 'primary' : 'secondary'}
      disabled={state !== 'can-join' || joining}
      onClick={() => onJoin(challenge)}
      className={className}
    >
      <Icon className="h-4 w-4" aria-hidden />
      {joining ? t`Joining...` : i18n._(JOIN_LABELS[state])}
    </Button>
  );
}
