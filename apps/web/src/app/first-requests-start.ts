import { USER_ID_KEY } from '../features/auth/stored-id';
import { sendFirstRequests } from '../lib/first-requests';

/*
 * The script index.html runs before the app's own (build/first-requests-script.ts inlines it): it sends the
 * screen's first requests as the last visit to that screen kept them (lib/first-requests.ts).
 */
try {
  sendFirstRequests(localStorage.getItem(USER_ID_KEY), location.pathname, new Date());
} catch {
  // No storage (blocked cookies): the app asks for its reads itself.
}
