import { parse } from 'cookie';
import type { CookieOptions, Request, Response } from 'express';

/**
 * The cookies of one request and its answer. Route handlers get this instead of the raw request and
 * response, so the auth routes can start and end sessions while every handler stays data in, data out.
 */
export interface Cookies {
  /** Whether the request came over https: our cookies are then Secure and take their `__Host-` names. */
  readonly secure: boolean;
  /** The value the browser sent under `name`. */
  get(name: string): string | undefined;
  set(name: string, value: string, options: CookieOptions): void;
  clear(name: string, options: CookieOptions): void;
}

export function cookiesOf(req: Request, res: Response): Cookies {
  let sent: Record<string, string | undefined> | undefined;
  return {
    secure: req.secure,
    get(name) {
      sent ??= req.headers.cookie ? parse(req.headers.cookie) : {};
      return sent[name];
    },
    set(name, value, options) {
      res.cookie(name, value, options);
    },
    clear(name, options) {
      res.clearCookie(name, options);
    },
  };
}
