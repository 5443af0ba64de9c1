import type { User } from '@dayleaf/contracts';
// The auth routes and the zone rule from their own modules, not the client barrel: this is the login screen's script,
// and a bundler that meets the barrel places every route table with it (apps/web/build/screen-chunks.ts).
import * as endpoints from '@dayleaf/contracts/routes/auth';
import { isTimeZone } from '@dayleaf/contracts/rules';
import { ApiError, callApi } from '../../../lib/api-client';
import { activeLocale } from '../../../lib/i18n/i18n';
import { isLanguage } from '../../../lib/i18n/locales';

export type AuthMode = 'login' | 'signup';

export interface Credentials {
  username: string;
  password: string;
}

export const login = ({ username, password }: Credentials) => callApi(endpoints.login, { body: { username, password } });

/** Whether the server refused only the zone's name (a browser can know zones its list spells otherwise). */
function refusedZone(err: unknown): boolean {
  if (!(err instanceof ApiError) || err.status !== 400) return false;
  const details = (err.body as { details?: Array<{ path?: string }> } | null)?.details ?? [];
  return details.length > 0 && details.every((d) => d.path === 'time_zone');
}

/**
 * Sign-up sends the browser's time zone, so a new user's days are theirs from the first one (docs/product.md,
 * "Your day"). A zone the server does not know never costs the sign-up: it is sent again without it (UTC days).
 */
export async function signup({ username, password }: Credentials) {
  // The account speaks the language the sign-up screen was read in (the pseudo-locale is no language: the server
  // then takes the browser's).
  const locale = activeLocale();
  const language = isLanguage(locale) ? { language: locale } : {};
  // Loaded here, not with the login screen: the day code is the signed-in screens', and a sign-up can wait for it.
  const { browserZone } = await import('../../../lib/local-day');
  const zone = browserZone();
  if (!isTimeZone(zone)) return callApi(endpoints.signup, { body: { username, password, ...language } });
  try {
    return await callApi(endpoints.signup, { body: { username, password, time_zone: zone, ...language } });
  } catch (err) {
    if (refusedZone(err)) return callApi(endpoints.signup, { body: { username, password, ...language } });
    throw err;
  }
}

export const logout = () => callApi(endpoints.logout);

/**
 * Logs in or signs up. Plain calls rather than mutations: the form keeps its own pending and error state, and the
 * login screen's script then goes without the mutation observer (docs/decisions/026-first-screens.md).
 */
export const authenticate = (mode: AuthMode, credentials: Credentials): Promise<User> =>
  mode === 'login' ? login(credentials) : signup(credentials);
