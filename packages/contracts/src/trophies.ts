import { z } from 'zod';
import { defineRoutes, Id, IdParams, Ok } from './common';
import { TROPHY_MARK_MAX } from './constants';
import { routeMeta } from './route-meta';

export const TrophyCriteria = z.enum([
  'streak',
  'add_friend',
  'challenge_complete',
  'challenge_join',
  'first_post',
  'post_count',
  'premium_subscribe',
]);

export const Trophy = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  criteria_type: TrophyCriteria,
  criteria_value: z.number().int(),
});
export type Trophy = z.infer<typeof Trophy>;

/**
 * An earned trophy: the user trophy's id and earned_at, with the trophy it stands for. `celebrated`: its moment was
 * shown (once per account); `seen`: the account has looked at it in the Trophy Case ("new" counts the others).
 */
export const UserTrophy = Trophy.omit({ id: true }).extend({
  id: Id,
  trophy_id: z.string(),
  earned_at: z.string(),
  celebrated: z.boolean(),
  seen: z.boolean(),
});
export type UserTrophy = z.infer<typeof UserTrophy>;

/** Longest trophy id the marks accept; the catalogue's are short words (`streak-3`). */
export const TROPHY_ID_MAX = 40;
export const TrophyMark = z.enum(['celebrated', 'seen']);
export type TrophyMark = z.infer<typeof TrophyMark>;
/** Marks earned trophies celebrated or seen; ids the user has not earned change nothing. */
export const MarkTrophiesBody = z.object({
  mark: TrophyMark,
  trophy_ids: z
    .array(z.string().min(1, 'Trophy id is required.').max(TROPHY_ID_MAX, `Trophy id must be at most ${TROPHY_ID_MAX} characters.`))
    .min(1, 'Name at least one trophy.')
    .max(TROPHY_MARK_MAX, `At most ${TROPHY_MARK_MAX} trophies at a time.`),
});
export type MarkTrophiesBody = z.infer<typeof MarkTrophiesBody>;

export const trophiesRoutes = defineRoutes(routeMeta, {
  listTrophies: {
    response: z.array(Trophy),
  },
  getUserTrophies: {
    params: IdParams,
    response: z.array(UserTrophy),
  },
  markTrophies: {
    params: IdParams,
    body: MarkTrophiesBody,
    response: Ok,
  },
});
