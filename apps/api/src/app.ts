import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { routes } from '@dayleaf/contracts';
import compression from 'compression';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { Deps } from './deps';
import { authRoutes, sessionMiddleware } from './features/auth';
import { streaksRoutes } from './features/streaks';
import { usersRoutes } from './features/users';
import { healthRoutes } from './shared/http/health';
import { tasksRoutes } from './features/tasks';
import { moodsRoutes } from './features/moods';
import { trophiesRoutes } from './features/trophies';
import { notificationsRoutes } from './features/notifications';
import { friendsRoutes } from './features/friends';
import { postsRoutes } from './features/posts';
import { challengesRoutes } from './features/challenges';
import { themesRoutes } from './features/themes';
import { subscriptionsRoutes } from './features/subscriptions';
import { quotesRoutes } from './features/quotes';
import { remindersRoutes } from './features/reminders';
import { photoRoutes } from './features/photos';
import { previewsRoutes, previewsService } from './features/previews';
import { appPage, type PageHead } from './shared/http/app-page';
import { errorHandler, notFoundHandler } from './shared/http/error-handler';
import { openApiRoutes } from './shared/http/openapi';
import { originCheck } from './shared/http/origin-check';
import { requestLog } from './shared/http/request-log';
import { consumeQuota } from './shared/http/rate-limit';
import { userQuotas } from './shared/http/quotas';
import { bySpecificity, apiSegment, type RouteBinding } from './shared/http/handle';
import type { UploadSettings } from './shared/http/uploads';
import { pageInlineScriptSources } from './shared/http/inline-scripts';
import { securityHeaders } from './shared/http/security-headers';

/** Every feature's routes; each contract route must be bound exactly once. */
function featureRoutes(deps: Deps, previews: ReturnType<typeof previewsService>): RouteBinding[] {
  return [
    ...healthRoutes(deps),
    ...authRoutes(deps),
    ...usersRoutes(deps),
    ...tasksRoutes(deps),
    ...moodsRoutes(deps),
    ...trophiesRoutes(deps),
    ...notificationsRoutes(deps),
    ...friendsRoutes(deps),
    ...postsRoutes(deps),
    ...challengesRoutes(deps),
    ...themesRoutes(deps),
    ...subscriptionsRoutes(deps),
    ...quotesRoutes(deps),
    ...remindersRoutes(deps),
    ...streaksRoutes(deps),
    ...previewsRoutes(deps, previews),
  ];
}

function checkRouteTable(bindings: RouteBinding[]): void {
  const bound = new Set(bindings.map((b) => `${b.def.method} ${b.def.path}`));
  const missing = Object.values(routes).filter((r) => !bound.has(`${r.method} ${r.path}`));
  if (missing.length) throw new Error(`Contract routes without a handler: ${missing.map((r) => `${r.method} ${r.path}`).join(', ')}`);
  if (bound.size !== bindings.length) throw new Error('A contract route is bound twice.');
}

/** Builds the app without listening, so tests drive it with supertest and main.ts decides the port. */
export function createApp(deps: Deps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.trustProxy ? parseTrustProxy(deps.config.trustProxy) : false);

  // Cookies and auth headers never reach the logs: a line names the request's id, method and path only.
  app.use(requestLog(app, deps.logger));
  const indexHtml = path.join(deps.config.webDistDir, 'index.html');
  const pageScripts = pageInlineScriptSources(indexHtml);
  app.use(securityHeaders({ pageScripts, stripe: Boolean(deps.config.stripe) }));
  // A cheap phone on a slow network gets the script and JSON gzipped (the main script is a third of its
  // size); photos are already compressed and are left alone by the type filter. Only a GET answers much (a page
  // of a list, the app's page): a write answers the one thing it changed, which the 1 kB threshold leaves plain,
  // so writes skip the middleware and the work it does on every answer it wraps.
  const compress = compression();
  app.use((req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? compress(req, res, next) : next()));

  // One for the preview images and the pages' tags, so both keep the same recent reads.
  const previews = previewsService(deps);
  const api = apiRouter(deps, previews);
  // The reference describes the contract routes and is not one of them; mounted before the API's 404.
  app.use(openApiRoutes());
  app.use('/api', api);
  app.use(photoRoutes(deps));
  if (existsSync(indexHtml)) serveWebApp(app, deps.config.webDistDir, previews.pageHead);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}

/** The API: its body parsing and checks, every feature's routes, and its JSON 404. */
function apiRouter(deps: Deps, previews: ReturnType<typeof previewsService>): express.Router {
  const api = express.Router();
  api.use(express.json({ limit: '100kb' }));
  api.use(originCheck(deps.config.allowedOrigins));
  api.use(sessionMiddleware(deps));
  const bindings = featureRoutes(deps, previews);
  checkRouteTable(bindings);
  const bySegment = routeGroups(bindings, uploadSettings(deps));
  api.use((req, res, next) => {
    const group = bySegment.get(firstSegment(req.path));
    if (group) group(req, res, next);
    else next();
  });
  api.use(notFoundHandler);
  return api;
}

/**
 * The routes grouped by the first segment of their path. Express tries a router's layers one at a time: one flat
 * table of 63 routes ran some 60 path matches before the last one, and a router mounted per first segment still
 * tried up to 14 prefixes and rewrote the URL on the way in and out. A map from the first segment (`challenges`,
 * `posts`, ...) to its group finds the group in one lookup; the group's routes carry their full path, so nothing is
 * rewritten.
 */
function routeGroups(bindings: RouteBinding[], uploads: UploadSettings): Map<string, express.Router> {
  const withUploads: express.RequestHandler = (req, _res, next) => {
    req.uploadSettings = uploads;
    next();
  };
  const bySegment = new Map<string, express.Router>();
  for (const binding of [...bindings].sort(bySpecificity)) {
    const method = binding.def.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete';
    const extra = binding.def.multipart ? [withUploads] : [];
    const segment = apiSegment(binding.def.path);
    let group = bySegment.get(segment);
    if (!group) {
      group = express.Router();
      bySegment.set(segment, group);
    }
    group[method](binding.def.path.slice('/api'.length), ...extra, ...binding.handlers);
  }
  return bySegment;
}

/** The built web app: its files, a 404 for those of another build, and its page for every client route. */
function serveWebApp(app: express.Express, webDistDir: string, pageHead: PageHead): void {
  // No directory listing or trailing-slash redirect: `/uploads/..` is not a folder of the app to be sent to.
  // The build's .br and .gz copies of each script and style are sent to browsers that take them (express-static-gzip
  // picks by Accept-Encoding and sets Vary), so no asset is compressed per request; compression() skips them.
  app.use(
    expressStaticGzip(webDistDir, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: { index: false, redirect: false, setHeaders: cacheBuiltAssets },
    }),
  );
  // A script or style of another build is gone: a 404 makes the old page fail clearly instead of
  // running the HTML page as a script.
  app.use('/assets', notFoundHandler);
  // So is a top-level file the build does not have (another build's service worker): the browser's update
  // check must not get the page. No app route has a dot in its first segment (web src/sw/routes.ts).
  app.get(/^\/[^/]+\.[a-z0-9]+$/i, notFoundHandler);
  // Client routes (/feed, /profile/ana, ...) all load the SPA, with the first screen's scripts named in it.
  // A shared profile's or challenge's page carries its link preview's tags (decision 084).
  app.get(/^(?!\/api\/|\/uploads\/).*/, appPage(webDistDir, pageHead));
}

/**
 * Routes that take a file write it under DATA_DIR/tmp while the request runs, and share one per-user
 * quota of photos per 30 minutes. Only a request that carries a file counts: a profile saved without a
 * new photo is a form like any other.
 */
function uploadSettings(deps: Deps): UploadSettings {
  const quota = userQuotas(deps.config).uploads;
  return {
    tmpDir: deps.config.uploadTmpDir,
    // Every route that takes a file requires a session, which handle() checks before parsing the body.
    countFile: (req) => consumeQuota(deps.db, deps.clock, quota, req.userId!),
  };
}

function cacheBuiltAssets(res: ServerResponse, file: string) {
  if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'no-cache');
}

/** `posts` of `/posts/:id/like`, in lower case: Express matches paths regardless of case. */
function firstSegment(path: string): string {
  const end = path.indexOf('/', 1);
  return (end === -1 ? path.slice(1) : path.slice(1, end)).toLowerCase();
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
