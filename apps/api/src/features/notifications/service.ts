import type { MarkNotificationsReadBody, Notification } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { notFound } from '../../shared/http/errors';
import type { Page, PageRequest } from '../../shared/http/pagination';
import * as repo from './repo';

/** A user's own notifications (docs/product.md#notifications); handle() has checked that the user is the session's. */
export function notificationsService(deps: Pick<Deps, 'db'>) {
  return {
    list: (userId: string, page: PageRequest): Promise<Page<Notification>> => repo.itemPage(deps.db, userId, page),
    async markRead(userId: string, { up_to }: MarkNotificationsReadBody): Promise<void> {
      // Another's item answers as an unknown one, so ids of others' items tell nothing.
      if (!(await repo.markReadUpTo(deps.db, userId, up_to))) throw notFound('Notification not found.');
    },
  };
}
