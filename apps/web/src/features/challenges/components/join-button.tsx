import type { Challenge } from '@dayleaf/contracts';
import { Check, Crown, Lock, UserPlus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { JOIN_LABELS, joinState } from './join-state';

const ICONS = { 'can-join': UserPlus, joined: Check, own: Crown, ended: Lock } as const;

/** Joins when it can; otherwise says why not and stays disabled. */
export function JoinButton({
  challenge,
  userId,
  joining,
  onJoin,
  className,
}: {
  challenge: Challenge;
  userId: string;
  joining: boolean;
  onJoin(challenge: Challenge): void;
  className?: string;
}) {
  const state = joinState(challenge, userId);
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
      {joining ? 'Joining...' : JOIN_LABELS[state]}
    </Button>
  );
}
