import type { ErrorCode } from '@dayleaf/contracts';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import multer from 'multer';
import { DatabaseUnavailableError } from '../db/db';
import { bodyOf, codeBody, sendError, type ErrorBodyOut } from './error-body';
import { HttpError } from './errors';

const MULTER_STATUS: Record<string, [number, ErrorCode]> = {
  LIMIT_FILE_SIZE: [413, 'file_too_large'],
  LIMIT_FILE_COUNT: [400, 'one_file_only'],
  LIMIT_FIELD_COUNT: [400, 'too_many_form_fields'],
  LIMIT_FIELD_VALUE: [413, 'form_field_too_large'],
  LIMIT_FIELD_KEY: [400, 'form_field_name_too_long'],
  LIMIT_PART_COUNT: [400, 'too_many_form_parts'],
  LIMIT_UNEXPECTED_FILE: [400, 'unexpected_file'],
};

/** Turns anything thrown into `{error, code}` JSON; unknown errors are logged with the request id and never shown. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  let status = 500;
  let body: ErrorBodyOut = codeBody('server_error');
  if (err instanceof HttpError) {
    status = err.status;
    body = bodyOf(err);
    for (const [k, v] of Object.entries(err.headers ?? {})) res.setHeader(k, v);
  } else if (err instanceof DatabaseUnavailableError) {
    status = 503;
    body = codeBody('service_unavailable');
    res.setHeader('Retry-After', '5');
  } else if (err instanceof multer.MulterError) {
    const [s, code] = MULTER_STATUS[err.code] ?? [400, 'upload_unreadable'];
    status = s;
    body = codeBody(code);
  } else if (isBodyParserError(err)) {
    status = err.status;
    body = codeBody(err.status === 413 ? 'body_too_large' : 'body_not_json');
  } else if (isClientStatusError(err)) {
    status = err.status;
    body = codeBody(err.status === 404 ? 'not_found' : 'request_not_handled');
  } else if (isBusboyError(err)) {
    status = 400;
    body = codeBody('upload_unreadable');
  } else if (isClientAbort(err)) {
    // The client went away mid-request (a closed tab, a lost network): nothing is wrong here and nobody reads the answer.
    status = 400;
    body = codeBody('request_cut_short');
    req.log?.info({ reason: (err as Error).message }, 'client closed the request');
  }
  // A dependency down answers every request with 503 for as long as it lasts: one warning line each, no stack.
  if (status === 503) req.log?.warn({ reason: err instanceof Error ? err.message : String(err) }, 'dependency unavailable');
  else if (status >= 500) req.log?.error({ err }, 'request failed');
  if (res.headersSent) return;
  sendError(res, status, body);
};

function isBodyParserError(err: unknown): err is { status: number; type: string } {
  const e = err as { status?: unknown; type?: unknown };
  return typeof e?.status === 'number' && e.status >= 400 && e.status < 500 && typeof e.type === 'string';
}

/** Errors from express.static and similar that already carry a 4xx status. */
function isClientStatusError(err: unknown): err is { status: number } {
  const status = (err as { status?: unknown })?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

function isBusboyError(err: unknown): boolean {
  const message = (err as Error)?.message ?? '';
  return /Unexpected end of form|Malformed part header|Multipart: Boundary not found|Unexpected end of multipart/i.test(message);
}

/** The errors multer, busboy and Node raise when the client closes the connection before the body is read. */
function isClientAbort(err: unknown): boolean {
  const e = err as { message?: unknown; code?: unknown };
  if (e?.code === 'ECONNRESET' || e?.code === 'ECONNABORTED' || e?.code === 'ERR_STREAM_PREMATURE_CLOSE') return true;
  return typeof e?.message === 'string' && /^(Request aborted|Request closed|aborted)$/.test(e.message);
}

export const notFoundHandler: RequestHandler = (_req, res) => {
  sendError(res, 404, codeBody('not_found'));
};
