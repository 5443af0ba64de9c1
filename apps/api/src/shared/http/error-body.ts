import type { ErrorCode } from '@dayleaf/contracts';
import type { Response } from 'express';
import { englishError } from '../i18n/english-errors';
import type { HttpError } from './errors';

/** An error's body (ErrorBody in contracts): the English sentence, its code, its values and fields of its own. */
export type ErrorBodyOut = { error: string; code: ErrorCode; params?: Readonly<Record<string, string | number>> } & Record<string, unknown>;

export const bodyOf = (err: HttpError): ErrorBodyOut => ({
  ...err.body,
  error: err.message,
  code: err.code,
  ...(err.params ? { params: err.params } : {}),
});

/** The body of a code without values or fields of its own. */
export const codeBody = (code: ErrorCode): ErrorBodyOut => ({ error: englishError(code), code });

type Watcher = (status: number, body: unknown) => void;
let watcher: Watcher | null = null;

/** The API tests watch every error body sent (test/setup.ts): each must carry a code of the list. */
export function watchErrorBodies(watch: Watcher | null): void {
  watcher = watch;
}

/** Every error answer goes out here, so none leaves without its code. */
export function sendError(res: Response, status: number, body: ErrorBodyOut): void {
  watcher?.(status, body);
  res.status(status).json(body);
}
