import { isIP } from 'node:net';

/**
 * Whether the server may POST to `endpoint`: an https URL without credentials whose host is one of `hosts` or a
 * subdomain of one (at a dot, so `xfcm.googleapis.com` is not `fcm.googleapis.com`), on the default port. An IP
 * address is refused unless `hosts` lists that exact address (a local test service; then any port): the
 * endpoint is chosen by the user, and the allowlist is what keeps it off internal addresses.
 */
export function isPushServiceEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host)) return hosts.includes(host);
  return url.port === '' && hosts.some((allowed) => !isIP(allowed) && (host === allowed || host.endsWith(`.${allowed}`)));
}
