export { usersRoutes } from './routes';
export { usersService } from './service';
export { doneToday, isUniqueViolation, loadUser, lockPremium, lockUser, userColumns, type UserRow, withProgress } from './user-record';
