import type { ActiveChallengeSummary, Challenge, ChallengeHistoryItem, CreateChallengeBody, Participant } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { utcDay } from '../../shared/clock';
import { areFriends } from '../../shared/friendship';
import { conflict, forbidden, notFound } from '../../shared/http/errors';
import { cursorPart, decodeCursor, encodeCursor, keysetOf, pageOf, type Page } from '../../shared/http/pagination';
import { awardTrophies } from '../../shared/progress';
import { cappedProgress, challengeStatus, completionRate, daysRemaining, isActive } from './challenge-rules';
import * as repo from './repo';

export interface PageRequest {
  limit: number;
  before?: string;
}

const asDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

function toChallenge(row: repo.ChallengeRow, now: Date): Challenge {
  const end = asDate(row.end_date);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    duration_days: row.duration_days,
    created_by: row.created_by,
    created_by_name: row.created_by_name,
    created_by_subscription_status: row.created_by_subscription_status,
    end_date: end.toISOString(),
    participants: row.participants,
    user_joined: row.user_joined,
    user_progress: cappedProgress(row.user_progress, row.duration_days),
    is_active: isActive(end, now),
    days_remaining: daysRemaining(end, now),
  };
}

export function challengeService(deps: Deps) {
  const { db, clock } = deps;
  const moment = (): repo.Moment => {
    const now = clock.now();
    return { now, today: utcDay(now) };
  };

  async function loadChallenge(viewerId: string, challengeId: string): Promise<Challenge> {
    const at = moment();
    const row = await repo.findChallenge(db, viewerId, at, challengeId);
    if (!row) throw notFound('Challenge not found.');
    return toChallenge(row, at.now);
  }

  async function listChallenges(viewerId: string, scope: 'all' | 'friends', page: PageRequest): Promise<Page<Challenge>> {
    const at = moment();
    const after = decodeCursor(page.before, [cursorPart.oneOf('a', 'e'), cursorPart.instant, cursorPart.uuid]);
    const rows = await repo.listChallenges(db, viewerId, at, scope, {
      limit: page.limit + 1,
      after: after as repo.ChallengePage['after'],
    });
    const { items, next } = pageOf(rows, page.limit, (r) => encodeCursor([r.active_segment ? 'a' : 'e', r.cursor_at, r.id]));
    return { items: items.map((r) => toChallenge(r, at.now)), next };
  }

  async function listParticipations(userId: string, activeOnly: boolean, page: PageRequest) {
    const at = moment();
    const rows = await repo.listParticipations(db, userId, at, activeOnly, { limit: page.limit + 1, after: keysetOf(page.before) });
    return { at, ...pageOf(rows, page.limit, (r) => encodeCursor([r.joined_at, r.id])) };
  }

  return {
    /** The creator takes part from the start, so creating can earn the first challenge_join trophy. */
    async create(userId: string, body: CreateChallengeBody): Promise<Challenge> {
      const at = moment();
      const id = await db.transaction(async (tx) => {
        const created = await repo.insertChallenge(tx, at, {
          name: body.name,
          description: body.description,
          durationDays: body.duration_days,
          createdBy: userId,
        });
        await awardTrophies(tx, userId, clock);
        return created;
      });
      return loadChallenge(userId, id);
    },

    /** Joining needs a running challenge the user is not in yet; the count and trophies change with it. */
    async join(userId: string, challengeId: string): Promise<Challenge> {
      await db.transaction(async (tx) => {
        const challenge = await repo.lockChallenge(tx, challengeId);
        if (!challenge) throw notFound('Challenge not found.');
        const now = clock.now();
        if (!isActive(asDate(challenge.end_date), now)) throw conflict('This challenge has ended.');
        if (!(await repo.addParticipant(tx, challengeId, userId, now))) throw conflict('You have already joined this challenge.');
        await awardTrophies(tx, userId, clock);
      });
      return loadChallenge(userId, challengeId);
    },

    global: (userId: string, page: PageRequest) => listChallenges(userId, 'all', page),
    friends: (userId: string, page: PageRequest) => listChallenges(userId, 'friends', page),

    async active(userId: string, page: PageRequest): Promise<Page<ActiveChallengeSummary>> {
      const { at, items, next } = await listParticipations(userId, true, page);
      return {
        items: items.map((r) => ({
          id: r.id,
          name: r.name,
          description: r.description,
          daysLeft: daysRemaining(asDate(r.end_date), at.now),
          progress: cappedProgress(r.progress, r.duration_days),
          totalDays: r.duration_days,
          participants: r.participants,
          user_joined: true,
          is_own_challenge: r.is_own_challenge,
        })),
        next,
      };
    },

    async history(userId: string, page: PageRequest): Promise<Page<ChallengeHistoryItem>> {
      const { at, items, next } = await listParticipations(userId, false, page);
      return {
        items: items.map((r) => {
          const progress = cappedProgress(r.progress, r.duration_days);
          const status = challengeStatus(progress, r.duration_days, asDate(r.end_date), at.now);
          return {
            id: r.id,
            challenge_name: r.name,
            challenge_description: r.description,
            duration_days: r.duration_days,
            final_progress: progress,
            completion_rate: completionRate(progress, r.duration_days),
            status,
            started_at: asDate(r.joined_at).toISOString(),
            completed_at: status === 'completed' && r.last_completed_at ? asDate(r.last_completed_at).toISOString() : null,
          };
        }),
        next,
      };
    },

    /**
     * Participants (and their streaks) are shared with the people the challenge is for: those taking part
     * and the creator's friends, who see it on their Friends tab. Anyone else gets 403. Within the list, a
     * private participant who is not the viewer's friend shows name and photo only.
     */
    async participants(viewerId: string, challengeId: string, page: PageRequest): Promise<Page<Participant>> {
      const audience = await repo.findAudience(db, challengeId, viewerId);
      if (!audience) throw notFound('Challenge not found.');
      if (!audience.is_participant && !(await areFriends(db, audience.created_by, viewerId))) {
        throw forbidden('Only participants and friends of the creator can see who takes part.');
      }
      const after = decodeCursor(page.before, [cursorPart.count, cursorPart.instant, cursorPart.uuid]);
      const rows = await repo.listParticipants(db, challengeId, viewerId, moment(), {
        limit: page.limit + 1,
        after: after as repo.ParticipantPage['after'],
      });
      const { items, next } = pageOf(rows, page.limit, (r) => encodeCursor([r.rank, r.joined_at, r.id]));
      return { items: items.map(({ joined_at: _joinedAt, rank: _rank, ...p }) => p), next };
    },
  };
}
