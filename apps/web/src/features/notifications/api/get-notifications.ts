import { endpoints } from '@dayleaf/contracts/client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApiPage } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { notificationKeys } from './keys';

/** A page of the user's notifications, newest first. */
export const getNotifications = (userId: string, before?: string) =>
  callApiPage(endpoints.getNotifications, { params: { id: userId }, query: before ? { before } : {} });

export const notificationsQueryOptions = (userId: string) =>
  pagedQueryOptions(notificationKeys.list(userId), (before) => getNotifications(userId, before));

// Read anew on each visit: a list a minute old would miss what the bell's count just told of.
export const useNotifications = (userId: string) =>
  useInfiniteQuery({ ...notificationsQueryOptions(userId), staleTime: 0, meta: { errorLog: 'Notifications failed to load' } });
