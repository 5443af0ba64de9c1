import { handlersFor } from './contract';

/** Creating, listing, reading, joining and leaving challenges. */
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
);
