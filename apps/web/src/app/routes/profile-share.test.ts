import type { UserTrophy } from '@dayleaf/contracts';
import { onlineManager } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { HttpResponse } from '../../test/msw/contract';
import { server } from '../../test/msw/server';
import { streaksHandlers } from '../../test/msw/streaks';
import { trophiesHandlers } from '../../test/msw/trophies';
import { createTestQueryClient, makeUser } from '../../test/render';
import { answerDays, makeStats } from '../../test/streaks-fixtures';
import { profileShareCard } from './profile-share';

function answer({ best = 20, trophies = 2 } = {}) {
  const days = answerDays({});
  const trophy: UserTrophy = { id: '77777777-7777-4777-8777-777777777777', trophy_id: 'streak-3', name: 'Three days', description: '', criteria_type: 'streak', criteria_value: 3, icon: '🔥', earned_at: '2026-11-20T10:00:00.000Z', celebrated: true, seen: true };
  server.use(
    days.handler,
    streaksHandlers.getStats(() => HttpResponse.json(makeStats({ best_streak: best ? { days: best, from: '2026-03-02', to: '2026-03-21' } : null }))),
    trophiesHandlers.getUserTrophies(() => HttpResponse.json(Array.from({ length: trophies }, () => trophy))),
  );
}

describe('the profile card', () => {
  it('draws the streak large, with the trophies, the best streak, the days done and the year, and links the profile', async () => {
    answer();
    const card = await profileShareCard(createTestQueryClient(), makeUser({ username: 'lena', streak_count: 12 }));
    expect(card.content.hero).toEqual({ value: '12', emoji: '🔥', label: 'days in a row' });
    expect(card.content.stats?.map((stat) => `${stat.value} ${stat.label}`)).toEqual(['2 trophies', '20 best streak', expect.stringMatching(/^\d+ days done$/)]);
    expect(card.content.year?.weeks.length).toBeGreaterThanOrEqual(53);
    expect(card.url).toBe(`${window.location.origin}/profile/lena`);
    expect(card.text).toMatch(/^lena is on a 12-day streak on Dayleaf\. 2 trophies\. 20 best streak\. \d+ days done\.$/);
  });

  it('while no streak runs, the best streak is the large figure', async () => {
    answer({ best: 11 });
    const card = await profileShareCard(createTestQueryClient(), makeUser({ username: 'cleo', streak_count: 0 }));
    expect(card.content.hero).toEqual({ value: '11', emoji: '🏅', label: 'days, my best streak' });
    expect(card.content.stats?.map((stat) => stat.label)).toEqual(['trophies', 'days done']);
  });

  it('with no streak ever, a sprout and no fire', async () => {
    answer({ best: 0, trophies: 0 });
    const card = await profileShareCard(createTestQueryClient(), makeUser({ username: 'new', streak_count: 0 }));
    expect(card.content.hero).toEqual({ value: '0', emoji: '🌱', label: 'days in a row' });
  });

  it('offline with nothing kept, the card is the streak alone: no figure it cannot read, and no failure', async () => {
    onlineManager.setOnline(false);
    const card = await profileShareCard(createTestQueryClient(), makeUser({ username: 'lena', streak_count: 12 }));
    expect(card.content.hero.value).toBe('12');
    expect(card.content.stats).toEqual([]);
    expect(card.content.year).toBeUndefined();
  });
});
