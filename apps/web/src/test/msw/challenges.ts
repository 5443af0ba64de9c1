import { handlersFor } from './contract';

/** Creating, listing and joining challenges. */
export const challengesHandlers = handlersFor('createChallenge', 'globalChallenges', 'friendChallenges', 'activeChallenges', 'challengeHistory', 'joinChallenge', 'challengeParticipants');
