export { usersRoutes } from './routes';
export { usersService } from './service';
export { doneToday, isUniqueViolation, loadUser, lockPremium, lockUser, userColumns, USERNAME_TAKEN, type UserRow, withProgress } from './user-record';
