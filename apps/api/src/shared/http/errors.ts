import { SIGNED_OUT_ELSEWHERE, type ErrorCode, type ErrorParamName, type ErrorParams } from '@dayleaf/contracts';
import { englishError } from '../i18n/english-errors';

type Values = Readonly<Record<string, string | number>>;

/** What an error carries besides its code: fields of its own in its body (a validation's `details`) and headers (Retry-After). */
interface Extras {
  body?: Record<string, unknown> | undefined;
  headers?: Record<string, string> | undefined;
}

/** A code's extras, with `params` required exactly when its sentence has variable parts (ERROR_TEXTS). */
export type ErrorArgs<C extends ErrorCode> = [ErrorParamName<C>] extends [never]
  ? [extras?: Extras]
  : [extras: Extras & { params: ErrorParams<C> }];

/**
 * The one error type of the API: a status, a stable code (packages/contracts/src/errors.ts) and its English sentence,
 * which users may read. `message` replaces the sentence only where the words come from elsewhere: a validation
 * message zod wrote, answered under `invalid_request`.
 */
export class HttpError extends Error {
  readonly params: Values | undefined;
  readonly body: Record<string, unknown> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    extras: Extras & { params?: Values | undefined; message?: string | undefined } = {},
  ) {
    super(extras.message ?? englishError(code, extras.params));
    this.name = 'HttpError';
    this.params = extras.params;
    this.body = extras.body;
    this.headers = extras.headers;
  }
}

export const httpError = <C extends ErrorCode>(status: number, code: C, ...[extras]: ErrorArgs<C>) => new HttpError(status, code, extras);

export const badRequest = <C extends ErrorCode>(code: C, ...extras: ErrorArgs<C>) => httpError(400, code, ...extras);
export const unauthorized = <C extends ErrorCode>(code: C, ...extras: ErrorArgs<C>) => httpError(401, code, ...extras);
/** The 401 of a session ended from another device; the web says so on its login screen. */
export const signedOutElsewhere = () => httpError(401, 'signed_out_elsewhere', { body: { reason: SIGNED_OUT_ELSEWHERE } });
export const paymentRequired = <C extends ErrorCode>(code: C, ...extras: ErrorArgs<C>) => httpError(402, code, ...extras);
export const forbidden = <C extends ErrorCode>(code: C, ...extras: ErrorArgs<C>) => httpError(403, code, ...extras);
export const notFound = <C extends ErrorCode>(code: C, ...extras: ErrorArgs<C>) => httpError(404, code, ...extras);
export const conflict = <C extends ErrorCode>(code: C, ...extras: ErrorArgs<C>) => httpError(409, code, ...extras);
export const tooLarge = <C extends ErrorCode>(code: C, ...extras: ErrorArgs<C>) => httpError(413, code, ...extras);
export const unsupportedMedia = <C extends ErrorCode>(code: C, ...extras: ErrorArgs<C>) => httpError(415, code, ...extras);
export const serviceUnavailable = <C extends ErrorCode>(code: C, ...extras: ErrorArgs<C>) => httpError(503, code, ...extras);

/** A 400 naming the field it refuses, in the shape of a validation refusal (`details`), so a client can point at it. */
export function fieldRefusal(field: { in?: 'body' | 'query' | 'params'; path: string }, code: ErrorCode, params?: Values): HttpError {
  return new HttpError(400, code, { params, body: { details: [{ ...field, message: englishError(code, params) }] } });
}

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

/** The 404 of `code` when what the write names (a post, a user) was deleted while it ran. */
export const notFoundWhenGone = <T>(write: Promise<T>, code: 'post_not_found' | 'user_not_found'): Promise<T> =>
  answerWhenGone(write, () => notFound(code));

/** The 401 of an ended session when the acting user's account was deleted while their write ran. */
export const unauthorizedWhenGone = <T>(write: Promise<T>): Promise<T> => answerWhenGone(write, () => unauthorized('not_signed_in'));
