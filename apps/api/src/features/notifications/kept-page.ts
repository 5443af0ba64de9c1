import type { Notification } from '@dayleaf/contracts';
import type { ChangeFeed } from '../../shared/db/change-feed';
import { createKeptCopies, type KeptCopies } from '../../shared/db/kept-copies';
import type { JsonPage } from '../../shared/http/pagination';

/**
 * The channel migration 0050 notifies with a recipient's id when what their first page shows may have changed, and
 * with nothing when a name or photo that any page may show changed.
 */
export const NOTIFICATION_CHANGES_CHANNEL = 'dayleaf_notification_changes';

/** As long as a kept session or page (decision 033): the bound on a change unseen if a notification were lost. */
export const KEPT_PAGE_TTL_MS = 60_000;

/** A first page of 20 items is about 11 kB of JSON: two thousand stay under 25 MB, and under 110 MB at 100 items. */
export const KEPT_PAGES_MAX = 2_000;

/** A recipient's first page as written by PostgreSQL, its JSON text and next cursor. */
export interface KeptPage {
  recipientId: string;
  page: JsonPage<Notification[]>;
}

/**
 * Recipients' own first pages (no cursor), per page size, kept while `changes` listens on NOTIFICATION_CHANGES_CHANNEL
 * (docs/decisions/082-kept-notifications-page.md). Named by the recipient's id, so migration 0050's notification of
 * it forgets each of their sizes; an empty one forgets every page.
 */
export type NotificationPages = KeptCopies<string, KeptPage>;

export function createNotificationPages(changes: ChangeFeed): NotificationPages {
  return createKeptCopies<string, KeptPage>({
    feed: changes,
    channel: NOTIFICATION_CHANGES_CHANNEL,
    maxEntries: KEPT_PAGES_MAX,
    ttlMs: KEPT_PAGE_TTL_MS,
    payloadOf: (_key, kept) => kept.recipientId,
  });
}

/** The key of a recipient's first page of `limit` items. */
export const keptPageKey = (recipientId: string, limit: number): string => `${recipientId}|${limit}`;
