import type { UserTrophy } from '@dayleaf/contracts';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../lib/i18n/i18n';
import { formatNumber } from '../../lib/i18n/format';
import { HttpResponse } from '../../test/msw/contract';
import { server } from '../../test/msw/server';
import { streaksHandlers } from '../../test/msw/streaks';
import { trophiesHandlers } from '../../test/msw/trophies';
import { createTestQueryClient, makeUser } from '../../test/render';
import { answerDays, makeStats } from '../../test/streaks-fixtures';
import { profileShareCard } from './profile-share';

const ar = (n: number) => formatNumber(n, 'ar');

function answer({ best, trophies }: { best: number; trophies: number }) {
  const trophy: UserTrophy = { id: '77777777-7777-4777-8777-777777777777', trophy_id: 'streak-3', name: 'Three days', description: '', criteria_type: 'streak', criteria_value: 3, icon: '🔥', earned_at: '2026-11-20T10:00:00.000Z', celebrated: true, seen: true };
  server.use(
    answerDays({}).handler,
    streaksHandlers.getStats(() => HttpResponse.json(makeStats({ best_streak: best ? { days: best, from: '2026-03-02', to: '2026-03-21' } : null }))),
    trophiesHandlers.getUserTrophies(() => HttpResponse.json(Array.from({ length: trophies }, () => trophy))),
  );
}

describe('the profile card in Arabic', () => {
  it('writes its words and figures in Arabic, with the dual for two trophies', async () => {
    await activateLocale('ar');
    answer({ best: 20, trophies: 2 });
    const card = await profileShareCard(createTestQueryClient(), makeUser({ username: 'lena', streak_count: 12 }));
    expect(card.content.eyebrow).toBe('عامي على Dayleaf');
    expect(card.content.stats?.slice(0, 2)).toEqual([
      { value: ar(2), label: 'جائزتان' },
      { value: ar(20), label: 'أفضل سلسلة' },
    ]);
    expect(card.text.startsWith(`lena في سلسلة من ${ar(12)} يومًا على Dayleaf`)).toBe(true);
  });

  it('while no streak runs, says the best one large in its plural form', async () => {
    await activateLocale('ar');
    answer({ best: 3, trophies: 11 });
    const card = await profileShareCard(createTestQueryClient(), makeUser({ username: 'cleo', streak_count: 0 }));
    expect(card.content.hero).toEqual({ value: ar(3), emoji: '🏅', label: 'أيام، أفضل سلسلة لي' });
    expect(card.content.stats?.[0]).toEqual({ value: ar(11), label: 'جائزة' });
  });
});
