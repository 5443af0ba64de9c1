import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@dayleaf/contracts';
import type { Request } from 'express';

/**
 * The best of the languages Dayleaf speaks for the request's Accept-Language, by Express's own negotiation (its q
 * values, and a region tag such as es-MX matching es); English when the header names none of them or is absent.
 */
export function requestLanguage(req: Request): Language {
  return namedLanguage(req) ?? DEFAULT_LANGUAGE;
}

/** The best of the languages Dayleaf speaks for the request's Accept-Language, or null when it names none of them or is absent. */
export function namedLanguage(req: Request): Language | null {
  if (!req.get('accept-language')) return null;
  const best = req.acceptsLanguages(...LANGUAGES);
  return best && (LANGUAGES as readonly string[]).includes(best) ? (best as Language) : null;
}
