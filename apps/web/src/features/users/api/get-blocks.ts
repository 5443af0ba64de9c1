import { endpoints } from '@dayleaf/contracts/client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApiPage } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { blockKeys } from './block-keys';

/** A page of the people the user blocked, newest block first. */
export const getBlocks = (userId: string, before?: string) =>
  callApiPage(endpoints.listBlocks, { params: { id: userId }, query: before ? { before } : {} });

export const blocksQueryOptions = (userId: string) => pagedQueryOptions(blockKeys.list(userId), (before) => getBlocks(userId, before));

export const useBlocks = (userId: string) => useInfiniteQuery({ ...blocksQueryOptions(userId), meta: { errorLog: 'Blocked users failed to load' } });
