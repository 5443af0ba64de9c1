import { z } from 'zod';
import { defineRoutes, Id, IdParams } from './common';
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

/** An earned trophy: the user trophy's id and earned_at, with the trophy it stands for. */
export const UserTrophy = Trophy.omit({ id: true }).extend({ id: Id, trophy_id: z.string(), earned_at: z.string() });
export type UserTrophy = z.infer<typeof UserTrophy>;

export const trophiesRoutes = defineRoutes(routeMeta, {
  listTrophies: {
    response: z.array(Trophy),
  },
  getUserTrophies: {
    params: IdParams,
    response: z.array(UserTrophy),
  },
});
