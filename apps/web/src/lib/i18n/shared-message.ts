import type { I18n } from '@lingui/core';
import type { SharedMessage } from '@dayleaf/contracts/client';

/**
 * A text the contracts share with the API (notification-texts.ts), in the active language: its values that are
 * messages themselves ("ben and 2 others") are translated first, then the message around them.
 */
export function translateShared(i18n: I18n, message: SharedMessage): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(message.values ?? {})) values[name] = typeof value === 'object' ? translateShared(i18n, value) : value;
  return i18n._({ id: message.id, message: message.message, values });
}
