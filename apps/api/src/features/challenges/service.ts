import type { ActiveChallengeSummary, Challenge, ChallengeHistoryItem, ChallengeInvite, ChallengeInviteCard, CreateChallengeBody, Participant } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { atOf, type At } from '../../shared/clock';
import type { Place } from '../streaks';
import { conflict, forbidden, notFound } from '../../shared/http/errors';
import { mapPage, pageFrom, withExtraRow, type JsonPage, type Page, type PageRequest } from '../../shared/http/pagination';
import { participantCursor, type ChallengeListKey, type ParticipantKey } from './cursors';
import { awardTrophies } from '../trophies';
import { cappedProgress, challengeStatus, completionRate, daysRemaining, isActive } from './challenge-rules';
import { participantPageKey } from './participant-page-cache';
import * as repo from './repo';
import * as invites from './invite-repo';
import { newInviteToken } from '../friends';


/** By join time, then id, as PostgreSQL orders (joined_at, user_id): the cursor's time text sorts as the time does. */
const byJoinTime = (a: repo.SharedParticipantRow, b: repo.SharedParticipantRow) =>
  a.cursor_at === b.cursor_at ? (a.id < b.id ? -1 : 1) : a.cursor_at < b.cursor_at ? -1 : 1;

/**
 * A challenge as the API answers it; also the property test's oracle of the kept global page. Written out, not spread
 * from a shared card: global challenges maps every row of every page through it, and the spread cost it 1.5x its CPU.
 */
export function toChallenge(row: repo.ChallengeRow, at: At): Challenge {
  const end = new Date(row.end_date);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    duration_days: row.duration_days,
    created_by: row.created_by,
    created_by_name: row.created_by_name,
    created_by_subscription_status: row.created_by_subscription_status,
    end_date: row.end_date,
    participants: row.participants,
    user_joined: row.user_joined,
    user_left: row.user_left,
    user_progress: cappedProgress(row.user_progress, row.duration_days),
    is_active: isActive(end, at.now),
    days_remaining: daysRemaining(end, at.now),
  };
}

export function challengeService(deps: Deps) {
  const { db, clock, changes, challengePages, participantPages } = deps;

  async function loadChallenge(viewerId: string | null, at: At, challengeId: string): Promise<Challenge> {
    const row = await repo.findChallenge(db, viewerId, at, challengeId);
    if (!row) throw notFound('challenge_not_found');
    return toChallenge(row, at);
  }

  /** Active challenges come before ended ones (challengeListCursor); the global first page may be the kept one. */
  async function listChallenges(viewerId: string, scope: 'all' | 'friends', page: PageRequest<ChallengeListKey>): Promise<Page<Challenge>> {
    const at = atOf(clock);
    const kept = scope === 'all' && !page.before && challengePages.keeping() ? await globalFirstPage(viewerId, at, page.limit) : undefined;
    const listed = kept ? repo.challengePage(kept, page) : await repo.listChallenges(db, viewerId, at, scope, page);
    return mapPage(listed, (r) => toChallenge(r, at));
  }

  /**
   * The first page everyone opens is the same for every viewer but their own part: that part is one small statement,
   * the rest is kept in the process until a change is heard (docs/decisions/045-global-challenge-page.md). Undefined
   * when someone with a block between them and the viewer made one of its challenges: the viewer's page leaves those
   * out, so the caller reads it with the full statement.
   */
  async function globalFirstPage(viewerId: string, at: At, limit: number): Promise<repo.ChallengeRow[] | undefined> {
    const { rows: shared } = await challengePages.read(limit, at.now.getTime(), () => repo.sharedGlobalPage(db, at, limit));
    const creators = shared.filter((r) => r.created_by !== null);
    const mine = await repo.viewerPartOf(
      db,
      viewerId,
      shared.map((r) => r.id),
      { private: [...new Set(creators.filter((r) => r.creator_private).map((r) => r.created_by!))], all: [...new Set(creators.map((r) => r.created_by!))] },
    );
    if (mine.blockedCreators.size > 0) return undefined;
    // As ifProfileVisible in SQL: a public creator's mark shows to all, a private one's to themselves and friends.
    const markShown = (r: repo.SharedChallengeRow) =>
      r.creator_private === false || (r.creator_private === true && (r.created_by === viewerId || mine.friendCreators.has(r.created_by!)));
    // Written out, not spread: each request copies the kept rows, and a literal is the cheap copy.
    return shared.map((r) => ({
      id: r.id,
      name: r.name,
      description: r.description,
      duration_days: r.duration_days,
      created_by: r.created_by,
      created_by_name: r.created_by_name,
      created_by_subscription_status: markShown(r) ? r.creator_subscription_status : null,
      end_date: r.end_date,
      participants: r.participants,
      user_joined: mine.progress.has(r.id),
      user_left: mine.left.has(r.id),
      user_progress: mine.progress.get(r.id) ?? 0,
      active_segment: r.active_segment,
      cursor_at: r.cursor_at,
    }));
  }

  /**
   * A challenge's first page of participants from the kept top of its list and the viewer's part, one small statement
   * (docs/decisions/050-participant-page.md). The same order as repo.listParticipants: everyone the viewer may see, by
   * progress, then the private participants who are not their friends, by who joined first, without their figures;
   * nobody with a block between them and the viewer. The kept rows are the first of the list whoever looks: twice the
   * page and its extra row, so a viewer who may not see some of them still finds a full page there, or the whole list
   * when it is that short. When neither holds, the caller reads the page with the full statement (undefined).
   */
  async function keptParticipantPage(viewerId: string, challengeId: string, at: At, page: PageRequest<ParticipantKey>): Promise<Page<Participant> | undefined> {
    const { limit } = page;
    const kept = 2 * withExtraRow(page);
    const { rows: top } = await participantPages.read(participantPageKey(challengeId, limit), at.now.getTime(), () =>
      repo.sharedParticipantPage(db, challengeId, at, kept),
    );
    const mine = await repo.participantViewerPart(
      db,
      challengeId,
      viewerId,
      top.map((r) => r.id),
      top.filter((r) => r.private && r.id !== viewerId).map((r) => r.id),
    );
    if (mine.allowed === null) throw notFound('challenge_not_found');
    if (!mine.allowed) throw forbidden('participants_hidden');
    const listed = top.filter((r) => !mine.blocked.has(r.id));
    const mayShow = (r: repo.SharedParticipantRow) => !r.private || r.id === viewerId || mine.friends.has(r.id);
    const shown = listed.filter(mayShow);
    const everyone = top.length < kept;
    if (shown.length <= limit && !everyone) return undefined;
    // After everyone shown come the others, by who joined first: only a page the shown ones do not fill reaches them.
    const ordered = shown.length > limit ? shown : [...shown, ...listed.filter((r) => !mayShow(r)).sort(byJoinTime)];
    // Cut as the full statement cuts its rows, with its cursor: the rank (progress + 1 when shown, 0 when not), the
    // join time, the id. The one page cut outside a repo: its rows are the kept ones, seen by this viewer.
    const cut = pageFrom(ordered, page, (last) => participantCursor.encode({ rank: mayShow(last) ? last.progress + 1 : 0, at: last.cursor_at, id: last.id }));
    // Written out, not spread: each request copies the kept rows (as the global page does, decision 045).
    return mapPage(cut, (r) =>
      mayShow(r)
        ? { id: r.id, username: r.username, profile_photo: r.profile_photo, subscription_status: r.subscription_status, streak_count: r.streak_count, progress: r.progress }
        : { id: r.id, username: r.username, profile_photo: r.profile_photo, subscription_status: null, streak_count: null, progress: null },
    );
  }

  /** Joining needs a running challenge the user is not in yet; the count and trophies change with it. */
async function join(userId: string, challengeId: string): Promise<Challenge> {
    const at = atOf(clock);
    await db.transaction(async (tx) => {
      const challenge = await repo.lockChallenge(tx, challengeId, userId);
      if (!challenge) throw notFound('challenge_not_found');
      if (!isActive(new Date(challenge.end_date), at.now)) throw conflict('challenge_ended');
      if (challenge.left) throw conflict('challenge_left');
      if (!(await repo.addParticipant(tx, at, challengeId, userId))) throw conflict('challenge_already_joined');
      await awardTrophies(tx, userId, at);
    });
    await changes.caughtUp();
    return loadChallenge(userId, at, challengeId);
  }

  return {
    /**
     * The creator takes part from the start, so creating can earn the first challenge_join trophy. The run's
     * dates start at the creator's today.
     */
    async create(userId: string, place: Place, body: CreateChallengeBody): Promise<Challenge> {
      const at = atOf(clock, place);
      const id = await db.transaction(async (tx) => {
        const created = await repo.insertChallenge(tx, at, {
          name: body.name,
          description: body.description,
          durationDays: body.duration_days,
          createdBy: userId,
        });
        await awardTrophies(tx, userId, at);
        return created;
      });
      // The kept pages hear of it before the answer (docs/decisions/074-kept-copies-invalidated-one-way.md).
      await changes.caughtUp();
      return loadChallenge(userId, at, id);
    },

    join,

    /**
     * Leaving: a participant other than the creator (who takes part from the start and stays in what they made), while
     * the challenge runs and before they completed it. The participation moves to the departures with its progress,
     * which the history shows as 'left'; leaving is for good (docs/decisions/067-leaving-a-challenge.md).
     */
    async leave(userId: string, challengeId: string): Promise<Challenge> {
      const at = atOf(clock);
      await db.transaction(async (tx) => {
        const challenge = await repo.lockForLeaving(tx, challengeId, userId);
        if (!challenge) throw notFound('challenge_not_found');
        if (challenge.left) throw conflict('challenge_already_left');
        if (challenge.progress === null) throw forbidden('challenge_not_joined');
        if (challenge.created_by === userId) throw forbidden('challenge_creator_stays');
        if (!isActive(new Date(challenge.end_date), at.now)) throw conflict('challenge_ended');
        if (challenge.progress >= challenge.duration_days) throw conflict('challenge_completed');
        await repo.removeParticipant(tx, at, challengeId, userId);
      });
      await changes.caughtUp();
      return loadChallenge(userId, at, challengeId);
    },

    async get(userId: string, challengeId: string): Promise<Challenge> {
      return loadChallenge(userId, atOf(clock), challengeId);
    },

    /**
     * A challenge as a signed-out visitor may see it (a shared link's preview, decision 084): what the global list shows
     * anyone, with no viewer, so no block applies and nothing is theirs. Null when there is none.
     */
    async shown(challengeId: string): Promise<Challenge | null> {
      const at = atOf(clock);
      const row = await repo.findChallenge(db, null, at, challengeId);
      return row && toChallenge(row, at);
    },

    global: (userId: string, page: PageRequest<ChallengeListKey>) => listChallenges(userId, 'all', page),
    friends: (userId: string, page: PageRequest<ChallengeListKey>) => listChallenges(userId, 'friends', page),

    async active(userId: string, page: PageRequest): Promise<Page<ActiveChallengeSummary>> {
      const at = atOf(clock);
      return mapPage(await repo.listActiveParticipations(db, userId, at, page), (r) => ({
        id: r.id,
        name: r.name,
        description: r.description,
        daysLeft: daysRemaining(new Date(r.end_date), at.now),
        progress: cappedProgress(r.progress, r.duration_days),
        totalDays: r.duration_days,
        participants: r.participants,
        user_joined: true,
        is_own_challenge: r.is_own_challenge,
      }));
    },

    async history(userId: string, page: PageRequest): Promise<Page<ChallengeHistoryItem>> {
      const at = atOf(clock);
      return mapPage(await repo.listHistory(db, userId, page), (r) => {
        const progress = cappedProgress(r.progress, r.duration_days);
        const status = r.left ? 'left' : challengeStatus(progress, r.duration_days, new Date(r.end_date), at.now);
        return {
          id: r.id,
          challenge_name: r.name,
          challenge_description: r.description,
          duration_days: r.duration_days,
          final_progress: progress,
          completion_rate: completionRate(progress, r.duration_days),
          status,
          started_at: r.joined_at,
          completed_at: status === 'completed' ? r.last_completed_at : null,
          place: r.left || isActive(new Date(r.end_date), at.now) ? null : r.place,
          participants: r.participants,
        };
      });
    },

    /**
     * Participants (and their streaks) are shared with the people the challenge is for: those taking part
     * and the creator's friends, who see it on their Friends tab. Anyone else gets 403. Within the list, a
     * private participant who is not the viewer's friend shows name and photo only. They are ordered by
     * progress, so the cursor carries the rank with the join time and id (not a time+id keyset).
     */
    async participants(viewerId: string, challengeId: string, page: PageRequest<ParticipantKey>): Promise<JsonPage<Participant[]> | Page<Participant>> {
      const at = atOf(clock);
      if (!page.before && participantPages.keeping()) {
        const kept = await keptParticipantPage(viewerId, challengeId, at, page);
        if (kept) return kept;
      }
      // The audience check and the page are one statement (repo.listParticipants).
      const listed = await repo.listParticipants(db, challengeId, viewerId, at, page);
      if (!listed) throw notFound('challenge_not_found');
      if (!listed.allowed) throw forbidden('participants_hidden');
      return listed.page;
    },

    /**
     * The invite link of a challenge the viewer takes part in (its creator included), made the first time one of them
     * asks; null while the creator keeps it turned off (docs/decisions/085-invite-links.md).
     */
    async invite(userId: string, challengeId: string): Promise<ChallengeInvite> {
      const row = await invites.readInvite(db, userId, challengeId, newInviteToken(), atOf(clock));
      if (!row) throw notFound('challenge_not_found');
      if (!row.taking_part) throw forbidden('challenge_invite_not_participant');
      return { code: row.token };
    },

    /** The creator turns the link off, or on again with a new token, so a link that leaked stays dead. */
    async setInvite(userId: string, challengeId: string, active: boolean): Promise<ChallengeInvite> {
      const row = await invites.writeInvite(db, userId, challengeId, active, newInviteToken(), atOf(clock));
      if (!row) throw notFound('challenge_not_found');
      if (row.created_by !== userId) throw forbidden('challenge_invite_not_creator');
      return { code: row.token };
    },

    /**
     * What the card of a live link shows, to anyone holding it (`viewerId` null signed out): the same 404 for an
     * unknown token, a link turned off and a challenge hidden by a block, so a token tells nothing more than the card.
     */
    async inviteCard(viewerId: string | null, token: string): Promise<ChallengeInviteCard> {
      const at = atOf(clock);
      const row = await invites.findByToken(db, token, viewerId);
      if (!row) throw notFound('challenge_not_found');
      const end = new Date(row.end_date);
      return {
        id: row.id,
        name: row.name,
        description: row.description,
        duration_days: row.duration_days,
        days_remaining: daysRemaining(end, at.now),
        is_active: isActive(end, at.now),
        participants: row.participants,
        created_by_name: row.created_by_name,
        created_by_photo: row.created_by_photo,
        viewer: viewerId === null ? null : { joined: row.joined, left: row.left },
      };
    },

    /** Joining through a live link: the join itself, with every rule of `join`. */
    async joinByInvite(userId: string, token: string): Promise<Challenge> {
      const row = await invites.findByToken(db, token, userId);
      if (!row) throw notFound('challenge_not_found');
      return join(userId, row.id);
    },
  };
}
