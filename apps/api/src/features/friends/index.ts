export { blockedAmong, blockedBetween } from './blocks';
export { countFriendStreaks, friendStreakDays } from './friend-streaks';
export { breaksNear, friendIds, ifProfileVisible, isPair, onBreakToday, ownerOrFriend, profileVisible } from './friendship';
export { friendshipState, type PairRow } from './friendship-state';
export { newInviteToken } from './invite-token';
export { friendsRoutes } from './routes';
export { friendsService } from './service';
export type { FriendsEvent } from './events';
