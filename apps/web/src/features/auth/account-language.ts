import type { User } from '@dayleaf/contracts';
import type { Language } from '../../lib/i18n/locales';

/** The language the account chose (`language` on the user record), or null when it follows the browser. */
export const accountLanguage = (user: User | null | undefined): Language | null => user?.language ?? null;
