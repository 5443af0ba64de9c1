import type { ActiveChallengeSummary, Challenge, ChallengeHistoryItem } from '@dayleaf/contracts';

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
    user_left: false,
    user_progress: 0,
    is_active: true,
    days_remaining: 6,
    ...overrides,
  };
}

/** The user's running 7-day challenge (not their own) with two days done and five left. */
export function makeActiveSummary(overrides: Partial<ActiveChallengeSummary> = {}): ActiveChallengeSummary {
  return {
    id: '55555555-5555-4555-8555-555555555555',
    name: 'Evening stretch',
    description: 'Ten minutes before bed.',
    daysLeft: 5,
    progress: 2,
    totalDays: 7,
    participants: 3,
    user_joined: true,
    is_own_challenge: false,
    ...overrides,
  };
}

/** A 7-day challenge the user completed; tests override its status and progress. */
export function makeHistoryItem(overrides: Partial<ChallengeHistoryItem> = {}): ChallengeHistoryItem {
  return {
    id: '66666666-6666-4666-8666-666666666666',
    challenge_name: 'Read daily',
    challenge_description: 'Ten pages a day.',
    duration_days: 7,
    final_progress: 7,
    completion_rate: 100,
    status: 'completed',
    started_at: '2026-03-01T12:00:00.000Z',
    completed_at: '2026-03-07T20:00:00.000Z',
    place: 1,
    participants: 3,
    ...overrides,
  };
}
