import type { Participant } from '@dayleaf/contracts';
import { onlineManager } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { challengesHandlers } from '../../test/msw/challenges';
import { apiError, HttpResponse } from '../../test/msw/contract';
import { server } from '../../test/msw/server';
import { createTestQueryClient, makeUser } from '../../test/render';
import { challengeShareCard, placeAmong } from './share-challenge';

const person = (id: string, progress: number | null): Participant => ({
  id,
  username: id,
  profile_photo: null,
  subscription_status: progress === null ? null : 'free',
  streak_count: progress === null ? null : 3,
  progress,
});

describe('placeAmong', () => {
  it('counts the place as the ended notification does: 1 for the most days, equal days sharing a place', () => {
    const list = [person('a', 14), person('b', 12), person('me', 12), person('c', 9)];
    expect(placeAmong(list, 'me', true)).toEqual({ place: 2, of: 4 });
    expect(placeAmong([person('me', 14), person('b', 14)], 'me', true)).toEqual({ place: 1, of: 2 });
    expect(placeAmong([person('a', 5), person('b', 4), person('me', 0)], 'me', true)).toEqual({ place: 3, of: 3 });
  });

  it('tells no place it cannot be sure of: a hidden progress, a list not read to its end, the user not in it', () => {
    expect(placeAmong([person('me', 12), person('private', null)], 'me', true)).toBeNull();
    expect(placeAmong([person('a', 14), person('me', 12)], 'me', false)).toBeNull();
    expect(placeAmong([person('a', 14)], 'me', true)).toBeNull();
  });
});

const CHALLENGE = { id: 'c1', name: '🏃 Morning run', duration_days: 14, progress: 12 };
const ME = makeUser({ id: 'me', username: 'ben' });

describe('challengeShareCard', () => {
  it("says the challenge's name, the place and the days, with the challenge's link", async () => {
    server.use(challengesHandlers.challengeParticipants(() => HttpResponse.json([person('a', 14), person('me', 12), person('c', 3)])));
    const card = await challengeShareCard(createTestQueryClient(), ME, CHALLENGE);
    expect(card.content.title).toBe('🏃 Morning run');
    expect(card.content.hero).toEqual({ value: '2nd', emoji: '🥈', label: 'place of 3' });
    expect(card.content.progress).toEqual({ done: 12, of: 14, label: '12 of 14 days completed' });
    expect(card.url).toBe(`${window.location.origin}/challenges/c1`);
    expect(card.text).toBe('ben came 2nd of 3 in the challenge "🏃 Morning run" on Dayleaf, with 12 of 14 days completed.');
    expect(card.filename).toBe('dayleaf-challenge-c1.png');
  });

  it("takes the server's final place where the history has it, without reading the participants", async () => {
    server.use(challengesHandlers.challengeParticipants(() => apiError(500, 'Something went wrong. Please try again.')));
    const card = await challengeShareCard(createTestQueryClient(), ME, { ...CHALLENGE, standing: { place: 1, of: 40 } });
    expect(card.content.hero).toEqual({ value: '1st', emoji: '🏆', label: 'place of 40' });
    expect(card.text).toBe('ben came 1st of 40 in the challenge "🏃 Morning run" on Dayleaf, with 12 of 14 days completed.');
  });

  it('without the participants (refused, or offline with none kept), the days alone are the figure', async () => {
    server.use(challengesHandlers.challengeParticipants(() => apiError(403, 'Only participants and friends of the creator can see who takes part.')));
    const card = await challengeShareCard(createTestQueryClient(), ME, { ...CHALLENGE, progress: 14 });
    expect(card.content.hero).toEqual({ value: '14/14', emoji: '🏆', label: 'days completed' });
    expect(card.content.eyebrow).toBe('Challenge complete');
    expect(card.text).toBe('ben completed 14 of 14 days in the challenge "🏃 Morning run" on Dayleaf.');

    onlineManager.setOnline(false);
    const offline = await challengeShareCard(createTestQueryClient(), ME, CHALLENGE);
    expect(offline.content.hero.value).toBe('12/14');
  });
});
