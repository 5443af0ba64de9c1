import { z } from 'zod';
import { defineRoutes, Id, IdParams, InviteTokenParams, PageQuery, ShownText, SubscriptionStatus } from './common';
import { CHALLENGE_DESCRIPTION_MAX, CHALLENGE_DURATIONS, CHALLENGE_NAME_MAX, CHALLENGE_STATUSES, PAGE_SIZES } from './constants';
import { routeMeta } from './route-meta';

export const ChallengeDurationSchema = z
  .number({ error: 'Duration must be 7, 14, 21 or 30 days.' })
  .refine((n) => (CHALLENGE_DURATIONS as readonly number[]).includes(n), 'Duration must be 7, 14, 21 or 30 days.');

export const CreateChallengeBody = z.object({
  name: ShownText('Challenge name', { max: CHALLENGE_NAME_MAX, required: 'Challenge name is required.' }),
  description: ShownText('Description', { max: CHALLENGE_DESCRIPTION_MAX, required: 'Description is required.' }),
  duration_days: ChallengeDurationSchema,
  created_by: Id,
});
export type CreateChallengeBody = z.infer<typeof CreateChallengeBody>;

/** A challenge as the viewer (the session's user) sees it. */
export const Challenge = z.object({
  id: Id,
  name: z.string(),
  description: z.string(),
  duration_days: z.number().int(),
  /** Null once the creator deleted their account; the challenge stays for those taking part. */
  created_by: Id.nullable(),
  /** The creator's username, or 'Deleted user' when created_by is null. */
  created_by_name: z.string(),
  /** Null when the creator is private and not the viewer's friend. */
  created_by_subscription_status: SubscriptionStatus.nullable(),
  /** Midnight UTC after the last day (ISO instant). */
  end_date: z.string(),
  /** How many users take part, the creator included. */
  participants: z.number().int(),
  /** True for the creator too: the creator takes part from the start. False once the viewer left it. */
  user_joined: z.boolean(),
  /** The viewer took part and left: they cannot join it again, and it is in their history as 'left'. */
  user_left: z.boolean(),
  /** The viewer's completed days inside the challenge; 0 when not taking part (or after leaving it). */
  user_progress: z.number().int(),
  is_active: z.boolean(),
  /** Whole days to end_date, rounded up, never below 0. */
  days_remaining: z.number().int(),
});
export type Challenge = z.infer<typeof Challenge>;

export const ActiveChallengeSummary = z.object({
  id: Id,
  name: z.string(),
  description: z.string(),
  daysLeft: z.number().int(),
  progress: z.number().int(),
  totalDays: z.number().int(),
  participants: z.number().int(),
  user_joined: z.boolean(),
  is_own_challenge: z.boolean(),
});
export type ActiveChallengeSummary = z.infer<typeof ActiveChallengeSummary>;

/**
 * Another participant may be a stranger: when they are private and not the viewer's friend, only id, username
 * and photo are shown and the rest is null. Such participants come after everyone whose progress is shown.
 */
export const Participant = z.object({
  id: Id,
  username: z.string(),
  profile_photo: z.string().nullable(),
  subscription_status: SubscriptionStatus.nullable(),
  streak_count: z.number().int().nullable(),
  progress: z.number().int().nullable(),
});
export type Participant = z.infer<typeof Participant>;

export const ChallengeStatus = z.enum(CHALLENGE_STATUSES);
export type ChallengeStatus = z.infer<typeof ChallengeStatus>;

export const ChallengeHistoryItem = z.object({
  /** The challenge's id. */
  id: Id,
  challenge_name: z.string(),
  challenge_description: z.string(),
  duration_days: z.number().int(),
  final_progress: z.number().int(),
  /** Whole percent of the duration completed. */
  completion_rate: z.number().int(),
  /** 'left' when the user left it while it ran; final_progress is then what they had done by then. */
  status: ChallengeStatus,
  /** When the user entered the challenge (ISO instant; the creation time for the creator). */
  started_at: z.string(),
  /** When the last needed day was completed; null unless completed. */
  completed_at: z.string().nullable(),
  /**
   * The user's place once the challenge has ended: 1 for the most days completed, equal days sharing a place (the
   * challenge_ended notification's place). Null while it runs and after leaving it.
   */
  place: z.number().int().nullable(),
  /** How many take part in it (the user included unless they left). */
  participants: z.number().int(),
});
export type ChallengeHistoryItem = z.infer<typeof ChallengeHistoryItem>;

/** A challenge's invite link as its creator or a participant sees it: its code (the link's last part), null while turned off. */
export const ChallengeInvite = z.object({ code: z.string().nullable() });
export type ChallengeInvite = z.infer<typeof ChallengeInvite>;
/** The creator turns the link off, or on again: turning it on makes a new token, so an old link stays dead. */
export const SetChallengeInviteBody = z.object({ active: z.boolean({ error: 'Say whether the link is on (true) or off (false).' }) });

/**
 * What an invite card shows of a challenge, to anyone holding a live link, signed in or not: nothing else of it or
 * of its people. `viewer` is null for a signed-out visitor.
 */
export const ChallengeInviteCard = z.object({
  id: Id,
  name: z.string(),
  description: z.string(),
  duration_days: z.number().int(),
  /** Whole days to the end, rounded up; 0 once it ended. */
  days_remaining: z.number().int(),
  is_active: z.boolean(),
  participants: z.number().int(),
  /** The creator's username, or 'Deleted user'; a private creator shows name and photo as anywhere else. */
  created_by_name: z.string(),
  created_by_photo: z.string().nullable(),
  viewer: z.object({ joined: z.boolean(), left: z.boolean() }).nullable(),
});
export type ChallengeInviteCard = z.infer<typeof ChallengeInviteCard>;

export const GlobalChallengesQuery = PageQuery(PAGE_SIZES.globalChallenges).extend({ user_id: Id.optional() });
export const JoinChallengeBody = z.object({ user_id: Id });
export const LeaveChallengeBody = z.object({ user_id: Id });

/** Every list below is paged by `limit` and `before` (`page: 'keyset'` in route-meta.ts). */
export const challengesRoutes = defineRoutes(routeMeta, {
  createChallenge: {
    body: CreateChallengeBody,
    response: Challenge,
  },
  /** All challenges, active first, then newest. */
  globalChallenges: {
    query: GlobalChallengesQuery,
    response: z.array(Challenge),
  },
  /** Challenges created by the user or the user's friends, active first, then newest. */
  friendChallenges: {
    params: IdParams,
    query: PageQuery(PAGE_SIZES.friendChallenges),
    response: z.array(Challenge),
  },
  /** Running challenges the user takes part in, latest joined first. */
  activeChallenges: {
    params: IdParams,
    query: PageQuery(PAGE_SIZES.activeChallenges),
    response: z.array(ActiveChallengeSummary),
  },
  /** Every challenge the user takes part in or left, latest joined first. */
  challengeHistory: {
    params: IdParams,
    query: PageQuery(PAGE_SIZES.challengeHistory),
    response: z.array(ChallengeHistoryItem),
  },
  joinChallenge: {
    params: IdParams,
    body: JoinChallengeBody,
    response: Challenge,
  },
  /** One challenge as the viewer sees it; one whose creator has a block with the viewer is not found unless they take part. */
  getChallenge: {
    params: IdParams,
    response: Challenge,
  },
  /**
   * A participant other than the creator leaves a running challenge they have not completed: they are no longer
   * counted or listed, the progress they had is kept for their history, and they cannot join it again.
   */
  leaveChallenge: {
    params: IdParams,
    body: LeaveChallengeBody,
    response: Challenge,
  },
  /** Sorted by progress, highest first, hidden progress last; visible to participants and the creator's friends. */
  challengeParticipants: {
    params: IdParams,
    query: PageQuery(PAGE_SIZES.challengeParticipants),
    response: z.array(Participant),
  },
  /** 403 for someone not taking part; 404 for an unknown challenge or one hidden by a block. */
  challengeInvite: {
    params: IdParams,
    response: ChallengeInvite,
  },
  /** The creator only: 403 for a participant, 404 for anyone who cannot see the challenge. */
  setChallengeInvite: {
    params: IdParams,
    body: SetChallengeInviteBody,
    response: ChallengeInvite,
  },
  /** 404 "Challenge not found." alike for an unknown token, a link turned off and a block between viewer and creator. */
  challengeInviteCard: {
    params: InviteTokenParams,
    response: ChallengeInviteCard,
  },
  /** The join's rules and answer (joinChallenge); 404 as the card's for a link that is not live. */
  joinByInvite: {
    params: InviteTokenParams,
    response: Challenge,
  },
});
