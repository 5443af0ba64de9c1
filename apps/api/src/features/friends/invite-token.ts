import { randomBytes } from 'node:crypto';

/**
 * A new invite link's token: 144 bits from the system's random source in base64url (24 characters), so a link cannot
 * be guessed and needs no escaping in a URL (docs/decisions/085-invite-links.md).
 */
export const newInviteToken = (): string => randomBytes(18).toString('base64url');
