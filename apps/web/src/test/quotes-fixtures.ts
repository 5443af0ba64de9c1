import { jsonResponse, stubFetch } from './render';
import { USER_ID_KEY } from '../features/auth/session';

export const USER_ID = '6f1c2a4e-8a53-4a55-9a8e-2d4f0c7b9e11';

type QuoteAnswer = { status: number; body: unknown };

/**
 * Answers the app's calls at the network edge: the signed-in user (when `signedIn`) and the quote route.
 * Returns the URLs the app asked for.
 */
export function fakeApi({ signedIn, quote }: { signedIn: boolean; quote: QuoteAnswer }) {
  const asked: string[] = [];
  if (signedIn) localStorage.setItem(USER_ID_KEY, USER_ID);
  stubFetch((url) => {
    asked.push(url);
    if (url === `/api/users/${USER_ID}`) return jsonResponse(200, { id: USER_ID, username: 'quote_tester' });
    if (url.startsWith('/api/ai/motivational-quote')) return jsonResponse(quote.status, quote.body);
    return jsonResponse(404, { error: 'Not found.' });
  });
  return asked;
}
