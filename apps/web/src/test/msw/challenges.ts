import { handlersFor } from './contract';

/** Creating, listing, reading, joining and leaving challenges, and their invite links. */
export const challengesHandlers = handlersFor(
  'createChallenge',
  'globalChallenges',
  'friendChallenges',
  'activeChallenges',
  'challengeHistory',
  'getChallenge',
  'joinChallenge',
  'leaveChallenge',
  'challengeParticipants',
  'challengeInvite',
  'setChallengeInvite',
  'challengeInviteCard',
  'joinByInvite',
);
