export { type ChallengePageCache, createChallengePageCache } from './global-page-cache';
export { createParticipantPageCache, type ParticipantPageCache } from './participant-page-cache';
export { challengesRoutes } from './routes';
export { challengeService } from './service';
export { countCompletedDate } from './stored-progress';
export { startChallengeEndTelling, tellEndedChallenges } from './end-job';
export type { ChallengesEvent } from './events';
