import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpush from 'web-push';
import { z } from 'zod';

/** The repository root: the nearest folder above this file that holds pnpm-workspace.yaml. */
export function findRepoRoot(from = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  while (!existsSync(path.join(dir, 'pnpm-workspace.yaml'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

/** FCM (Chrome, Edge, Opera, Android), Mozilla's autopush (Firefox), WNS (Edge on Windows), Apple's (Safari). */
export const DEFAULT_PUSH_SERVICE_HOSTS = 'fcm.googleapis.com,android.googleapis.com,push.services.mozilla.com,notify.windows.com,push.apple.com';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: optionalText.pipe(z.url().optional()),
  SESSION_SECRET: optionalText,
  UPLOAD_DIR: optionalText,
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalText.pipe(z.url().optional()),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_API_BASE: optionalText.pipe(z.url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_SIGNUPS_PER_HOUR: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_LOGIN_FAILURES: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(25),
  RATE_LIMIT_UPLOADS_PER_30_MIN: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_FRIEND_REQUESTS_PER_DAY: z.coerce.number().int().positive().default(100),
  RATE_LIMIT_COMMENTS_PER_HOUR: z.coerce.number().int().positive().default(200),
  RATE_LIMIT_LIKES_PER_HOUR: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_CHALLENGES_PER_DAY: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_EXPORTS_PER_DAY: z.coerce.number().int().positive().default(3),
  RATE_LIMIT_PUSH_SUBSCRIPTIONS_PER_DAY: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_TEST_REMINDERS_PER_HOUR: z.coerce.number().int().positive().default(10),
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: optionalText.pipe(z.string().regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https: URL').optional()),
  /** Hosts reminders may be pushed to (comma separated); each also allows its subdomains. */
  PUSH_SERVICE_HOSTS: z
    .string()
    .default(DEFAULT_PUSH_SERVICE_HOSTS)
    .transform((v) => v.split(',').map((h) => h.trim().toLowerCase().replace(/^\./, '')).filter(Boolean)),
  BCRYPT_COST: z.coerce.number().int().min(4).max(15).default(12),
  /** Origins allowed to make mutating calls besides the app's own (comma separated). */
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((o) => o.trim()).filter(Boolean)),
  /** Express `trust proxy`: leave unset unless a proxy you run sets X-Forwarded-For. */
  TRUST_PROXY: optionalText,
  /** Where the built SPA is served from (apps/web/dist by default). */
  WEB_DIST_DIR: optionalText,
});

export type Config = {
  port: number;
  host: string;
  rootDir: string;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string;
  uploadDir: string;
  /** Where an uploaded file is written while its request runs (DATA_DIR/tmp). */
  uploadTmpDir: string;
  s3: { bucket: string; endpoint: string | undefined; region: string; accessKeyId: string; secretAccessKey: string } | undefined;
  openai: { apiKey: string; baseURL: string | undefined; model: string } | undefined;
  stripe: { secretKey: string; apiBase: string | undefined } | undefined;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  rateLimits: {
    signupsPerHour: number;
    loginFailures: number;
    loginFailuresPerAccount: number;
    uploadsPer30Min: number;
    friendRequestsPerDay: number;
    commentsPerHour: number;
    likesPerHour: number;
    challengesPerDay: number;
    exportsPerDay: number;
    pushSubscriptionsPerDay: number;
    testRemindersPerHour: number;
  };
  /** Web Push's application server keys (URL-safe base64) and the contact push services may use. */
  vapid: { publicKey: string; privateKey: string; subject: string };
  /** Push endpoints must be on one of these hosts or below it (pushEndpointOf, integrations/push/push-endpoint.ts). */
  pushServiceHosts: string[];
  bcryptCost: number;
  allowedOrigins: string[];
  trustProxy: string | undefined;
  webDistDir: string;
  migrationsDir: string;
};

/** Reads the environment once; a bad value stops the start with one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Invalid environment variable ${String(issue.path[0])}: ${issue.message}`);
  }
  const e = parsed.data;
  const rootDir = findRepoRoot();
  const dataDir = path.resolve(rootDir, e.DATA_DIR ?? '.data');
  return {
    port: e.PORT,
    host: e.HOST,
    rootDir,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    sessionSecret: e.SESSION_SECRET ?? persisted(dataDir, 'session-secret', () => randomBytes(32).toString('base64url')),
    uploadDir: path.resolve(rootDir, e.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    uploadTmpDir: path.join(dataDir, 'tmp'),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION ?? 'us-east-1',
          accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
        }
      : undefined,
    openai: e.OPENAI_API_KEY ? { apiKey: e.OPENAI_API_KEY, baseURL: e.OPENAI_BASE_URL, model: e.OPENAI_MODEL } : undefined,
    stripe: e.STRIPE_SECRET_KEY ? { secretKey: e.STRIPE_SECRET_KEY, apiBase: e.STRIPE_API_BASE } : undefined,
    logLevel: e.LOG_LEVEL,
    rateLimits: {
      signupsPerHour: e.RATE_LIMIT_SIGNUPS_PER_HOUR,
      loginFailures: e.RATE_LIMIT_LOGIN_FAILURES,
      loginFailuresPerAccount: e.RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT,
      uploadsPer30Min: e.RATE_LIMIT_UPLOADS_PER_30_MIN,
      friendRequestsPerDay: e.RATE_LIMIT_FRIEND_REQUESTS_PER_DAY,
      commentsPerHour: e.RATE_LIMIT_COMMENTS_PER_HOUR,
      likesPerHour: e.RATE_LIMIT_LIKES_PER_HOUR,
      challengesPerDay: e.RATE_LIMIT_CHALLENGES_PER_DAY,
      exportsPerDay: e.RATE_LIMIT_EXPORTS_PER_DAY,
      pushSubscriptionsPerDay: e.RATE_LIMIT_PUSH_SUBSCRIPTIONS_PER_DAY,
      testRemindersPerHour: e.RATE_LIMIT_TEST_REMINDERS_PER_HOUR,
    },
    vapid: { ...vapidKeys(e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY, dataDir), subject: e.VAPID_SUBJECT ?? DEFAULT_VAPID_SUBJECT },
    pushServiceHosts: e.PUSH_SERVICE_HOSTS,
    bcryptCost: e.BCRYPT_COST,
    allowedOrigins: e.ALLOWED_ORIGINS,
    trustProxy: e.TRUST_PROXY,
    webDistDir: path.resolve(rootDir, e.WEB_DIST_DIR ?? 'apps/web/dist'),
    migrationsDir: path.join(rootDir, 'db/migrations'),
  };
}

/** A secret that is not set (SESSION_SECRET, the VAPID keys) is generated once and kept beside the data. */
function persisted(dataDir: string, name: string, generate: () => string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = generate();
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Push services show it to no one; they use it to reach whoever runs the server. Set VAPID_SUBJECT in production. */
const DEFAULT_VAPID_SUBJECT = 'mailto:reminders@dayleaf.invalid';

/**
 * Both VAPID keys from the environment, or a pair generated once into DATA_DIR. Several instances must share
 * one pair (a browser's subscription is bound to the public key), like SESSION_SECRET.
 */
function vapidKeys(publicKey: string | undefined, privateKey: string | undefined, dataDir: string): { publicKey: string; privateKey: string } {
  if (publicKey !== undefined || privateKey !== undefined) {
    if (publicKey === undefined || privateKey === undefined) throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither.');
    if (Buffer.from(publicKey, 'base64url').length !== 65) throw new Error('Invalid environment variable VAPID_PUBLIC_KEY: must be 65 bytes in URL-safe base64');
    if (Buffer.from(privateKey, 'base64url').length !== 32) throw new Error('Invalid environment variable VAPID_PRIVATE_KEY: must be 32 bytes in URL-safe base64');
    return { publicKey, privateKey };
  }
  return JSON.parse(persisted(dataDir, 'vapid-keys.json', () => JSON.stringify(webpush.generateVAPIDKeys()))) as { publicKey: string; privateKey: string };
}
