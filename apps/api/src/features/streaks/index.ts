export { completeToday, dayStart, localToday, moveTo, type Place, placeOf, restoreYesterday, shiftDay, shownStreak, type StreakState, streakStateOf, UTC_PLACE } from './local-day';
export { atOfWrite, wrongQueuedDate } from './queued-writes';
