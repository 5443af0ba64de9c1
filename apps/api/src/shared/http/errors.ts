import { SIGNED_OUT_ELSEWHERE } from '@dayleaf/contracts';

/** The one error type of the API: a status and a message users may read. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) => new HttpError(400, message, details);
export const unauthorized = (message = 'Please log in to continue.') => new HttpError(401, message);
/** The 401 of a session ended from another device; the web says so on its login screen. */
export const signedOutElsewhere = () => new HttpError(401, 'You were signed out from another device.', { reason: SIGNED_OUT_ELSEWHERE });
export const paymentRequired = (message: string) => new HttpError(402, message);
export const forbidden = (message = 'You are not allowed to do that.', details?: Record<string, unknown>) => new HttpError(403, message, details);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string, details?: Record<string, unknown>) => new HttpError(409, message, details);
export const tooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMedia = (message: string) => new HttpError(415, message);
export const serviceUnavailable = (message = 'The service is temporarily unavailable. Please try again.') =>
  new HttpError(503, message);

/**
 * A write that names a row deleted while it ran fails that foreign key (23503): what it named is gone, so the answer
 * is `gone`, as it would have been a moment later.
 */
async function answerWhenGone<T>(write: Promise<T>, gone: () => HttpError): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if ((err as { code?: string }).code === '23503') throw gone();
    throw err;
  }
}

/** The 404 `message` when what the write names (a post, a user) was deleted while it ran. */
export const notFoundWhenGone = <T>(write: Promise<T>, message: string): Promise<T> => answerWhenGone(write, () => notFound(message));

/** The 401 of an ended session when the acting user's account was deleted while their write ran. */
export const unauthorizedWhenGone = <T>(write: Promise<T>): Promise<T> => answerWhenGone(write, () => unauthorized());
