import { endpoints } from '@dayleaf/contracts/client';
import { describe, expect, it } from 'vitest';
import { HttpResponse } from '../test/msw/contract';
import { friendsHandlers } from '../test/msw/friends';
import { quotesHandlers } from '../test/msw/quotes';
import { recordRequests, server } from '../test/msw/server';
import { trophiesHandlers } from '../test/msw/trophies';
import { actionErrorText, ApiError, buildUrl, callApi, callApiPage } from './api-client';

describe('callApi', () => {
  it('when a route has path params, then each is put in the URL, encoded', async () => {
    const sent = recordRequests();
    server.use(friendsHandlers.removeFriend(() => HttpResponse.json({ ok: true })));
    await callApi(endpoints.removeFriend, { params: { id: 'u 1', friendId: 'u/2' } });
    expect(sent).toEqual(['DELETE /api/users/u%201/friends/u%2F2']);
  });

  it('when a route has no path params, then it is called without input', async () => {
    const sent = recordRequests();
    server.use(trophiesHandlers.listTrophies(() => HttpResponse.json([])));
    await callApi(endpoints.listTrophies);
    expect(sent).toEqual(['GET /api/trophies']);
  });

  it('when a paged route answers, then the cursor and count come from its headers', async () => {
    server.use(friendsHandlers.getFriends(() => HttpResponse.json([], { headers: { 'X-Next-Cursor': 'c1', 'X-Total-Count': '7' } })));
    await expect(callApiPage(endpoints.getFriends, { params: { id: 'u1' } })).resolves.toEqual({ items: [], nextCursor: 'c1', total: 7 });
  });

  it('when a call misses a path param, then it does not compile, and at run time nothing is sent', async () => {
    const sent = recordRequests();
    // @ts-expect-error: getTasks's path has :id, so its input with params is required.
    await expect(callApi(endpoints.getTasks)).rejects.toThrow('Missing path parameter id for /api/users/:id/tasks');
    // @ts-expect-error: removeFriend's path has :friendId too.
    await expect(callApi(endpoints.removeFriend, { params: { id: 'u1' } })).rejects.toThrow('Missing path parameter friendId');
    // @ts-expect-error: getFriends's path has :id, and a query does not stand in for it.
    await expect(callApiPage(endpoints.getFriends, { query: {} })).rejects.toThrow('Missing path parameter id');
    expect(sent).toEqual([]);
  });

  it('when a route has no path params, then passing some does not compile', async () => {
    const sent = recordRequests();
    server.use(quotesHandlers.motivationalQuote(() => HttpResponse.json({ quote: 'q' })));
    // @ts-expect-error: the quote route's path has no params.
    await callApi(endpoints.motivationalQuote, { params: { id: 'u1' }, query: {} });
    expect(sent).toEqual(['GET /api/ai/motivational-quote']);
  });
});

describe('buildUrl', () => {
  it('when a query has empty values, then they are left out', () => {
    expect(buildUrl(endpoints.getTasks, { id: 'u1' }, { date: '2026-03-10', other: undefined })).toBe('/api/users/u1/tasks?date=2026-03-10');
  });
});

describe('actionErrorText', () => {
  const profile = { failedWith: (err: ApiError) => `Failed to save profile: ${err.serverMessage ?? err.message}`, errored: 'An error occurred.' };

  it('when the texts build the sentence from the refusal, then it carries the server text, else the status', () => {
    expect(actionErrorText(new ApiError(409, 'Username taken.', undefined), profile)).toBe('Failed to save profile: Username taken.');
    expect(actionErrorText(new ApiError(500, undefined, undefined), profile)).toBe('Failed to save profile: Request failed with status 500');
    expect(actionErrorText(new TypeError('Failed to fetch'), profile)).toBe('An error occurred.');
  });

  it('when the server text is not wanted, then a refusal shows the fixed text', () => {
    const texts = { failed: 'Failed to delete post.', errored: 'An error occurred.', serverText: false };
    expect(actionErrorText(new ApiError(403, 'Not yours.', undefined), texts)).toBe('Failed to delete post.');
    expect(actionErrorText(new TypeError('Failed to fetch'), texts)).toBe('An error occurred.');
  });
});
