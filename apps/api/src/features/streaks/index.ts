export { saveCompletion } from './completion';
export { breakRefusal, freezeCap, inBreak, keptUntil, moveKept, planCompletion, settle, type Break, type KeptStreak } from './kept-days';
export { completeToday, dayStart, localToday, moveTo, type Place, placeOf, restoreYesterday, shiftDay, shownStreak, type StreakState, streakStateOf, UTC_PLACE } from './local-day';
export { atOfWrite, wrongQueuedDate } from './queued-writes';
export { streaksRoutes } from './routes';
export { settleAndSave, streaksService } from './service';
export { keptOf, recordRestored, saveKept, streakColumns, streakRecordColumns, type StreakRow } from './store';
export { settleDue, startStreakSettling } from './settle-job';
export { historyService } from './history';
