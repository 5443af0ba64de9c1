import type { Challenge } from '@dayleaf/contracts';

/** A running 7-day challenge by 'ana' with six days left; tests override what they are about. */
export function makeChallenge(overrides: Partial<Challenge> = {}): Challenge {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    name: 'Morning walk',
    description: 'Walk before breakfast.',
    duration_days: 7,
    created_by: '22222222-2222-4222-8222-222222222222',
    created_by_name: 'ana',
    created_by_subscription_status: 'free',
    end_date: '2026-03-17T00:00:00.000Z',
    participants: 1,
    user_joined: false,
    user_progress: 0,
    is_active: true,
    days_remaining: 6,
    ...overrides,
  };
}
