export { findCredentials } from './repo';
export { authRoutes } from './routes';
export { authService } from './service';
export { sessionMiddleware } from './session-middleware';
export { createSessionStore, type SessionStore } from './sessions';
export { authExpiringRows } from './expiring-rows';
