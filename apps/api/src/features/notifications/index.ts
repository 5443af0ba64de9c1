export {
  notifyChallengeEnded,
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
export { notificationsRoutes } from './routes';
