import type { User } from '@dayleaf/contracts';
import { isLanguage, type Language } from '../../lib/i18n/locales';

/** The language the account chose (`language` on the user record), or null when it follows the browser. */
export function accountLanguage(user: User | null | undefined): Language | null {
  const language = (user as { language?: unknown } | null | undefined)?.language;
  return isLanguage(language) ? language : null;
}
