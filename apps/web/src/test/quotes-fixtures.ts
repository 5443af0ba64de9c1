import { USER_ID_KEY } from '../features/auth/session';
import { HttpResponse } from './msw/contract';
import { server } from './msw/server';
import { usersHandlers } from './msw/users';
import { makeUser } from './render';

export const USER_ID = '6f1c2a4e-8a53-4a55-9a8e-2d4f0c7b9e11';

/** Signs the quote tester in: the stored id, and the server answering their record when the session loads it. */
export function signInQuoteTester() {
  localStorage.setItem(USER_ID_KEY, USER_ID);
  server.use(usersHandlers.getUser(() => HttpResponse.json(makeUser({ id: USER_ID, username: 'quote_tester' }))));
}
