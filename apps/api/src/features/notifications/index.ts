export {
  notifyChallengeEnded,
  notifyCheer,
  notifyNudge,
  takeBackCheer,
  notifyChallengeJoined,
  notifyComment,
  notifyFriendAccepted,
  notifyFriendRequest,
  notifyLike,
  notifyMilestone,
  takeBackComment,
  takeBackFriendRequest,
  takeBackFriendship,
  takeBackLike,
} from './handlers';
export { type NotifyDeps } from './push';
export { notificationsRoutes } from './routes';
export { createNotificationPages, NOTIFICATION_CHANGES_CHANNEL, type NotificationPages } from './kept-page';
export type { NotificationsEvent } from './events';
export { notificationsExpiringRows } from './expiring-rows';
