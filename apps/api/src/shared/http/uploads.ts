import { mkdirSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Request, RequestHandler } from 'express';
import multer from 'multer';

/** Photos may be up to 10 MB; multer's limits are Infinity unless set. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

const LIMITS = { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 16 * 1024, fieldNameSize: 100 };

/** A file of the request, written to the upload temp dir; `handle()` removes it once the handler is done. */
export interface UploadedFile {
  path: string;
  size: number;
}

/** What the app gives the routes that take a file (set on the request by createApp). */
export interface UploadSettings {
  /** Where a file is written while its request runs; nothing stays there after the request. */
  tmpDir: string;
  /** Counts one upload against the sender's quota, or throws the 429; called only when a file part arrives. */
  countFile: (req: Request) => Promise<void>;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      uploadSettings?: UploadSettings;
    }
  }
}

/** A file left behind (a process that died mid-upload) is removed once it is this old; see removeStaleUploads. */
const STALE_MS = 60 * 60_000;
const parsers = new Map<string, multer.Multer>();

/**
 * Files stream to disk as they arrive, so 30 parallel 10 MB uploads hold a few buffers of memory, not
 * 300 MB. The quota is counted when a file part starts, before its bytes are written: a form without a
 * file (a bio-only profile save) is never counted. Multer removes a partly written file itself when the
 * client aborts or a limit is hit.
 */
function parserFor(tmpDir: string): multer.Multer {
  let parser = parsers.get(tmpDir);
  if (!parser) {
    mkdirSync(tmpDir, { recursive: true, mode: 0o700 });
    // Also when the dir is first used, for an app not started by main.ts (tests, scripts).
    void removeStaleUploads(tmpDir);
    parser = multer({
      storage: multer.diskStorage({ destination: tmpDir }),
      limits: LIMITS,
      fileFilter: (req, _file, cb) => {
        req.uploadSettings!.countFile(req).then(
          () => cb(null, true),
          (err: Error) => cb(err),
        );
      },
    });
    parsers.set(tmpDir, parser);
  }
  return parser;
}

/**
 * Removes the files in the upload temp dir not written to for an hour: no request runs that long, so they were
 * left by a process that died mid-upload. `main.ts` calls it at startup, the expired-row cleanup on each of
 * its passes (every 15 minutes), and the parser when it first prepares the dir. Never throws: a missing dir or a file that vanished is simply skipped.
 * Returns how many files it removed.
 */
export async function removeStaleUploads(dir: string, now = Date.now()): Promise<number> {
  let removed = 0;
  for (const name of await readdir(dir).catch(() => [])) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info?.isFile() && now - info.mtimeMs > STALE_MS) {
      await rm(file, { force: true }).then(
        () => removed++,
        () => undefined,
      );
    }
  }
  return removed;
}

/** Parses a multipart body with one file field into `req.body` and `req.file` (on disk). */
export function parseMultipart(field: string): RequestHandler {
  return (req, res, next) => {
    const settings = req.uploadSettings;
    if (!settings) return next(new Error('Upload settings are missing: createApp sets them on every route that takes a file.'));
    parserFor(settings.tmpDir).single(field)(req, res, next);
  };
}

/** The request's file as handlers see it. */
export function uploadedFile(req: Request): UploadedFile | undefined {
  return req.file ? { path: req.file.path, size: req.file.size } : undefined;
}

/** Removes the request's file from the temp dir; safe to call when there is none or it is already gone. */
export async function removeUploadedFile(req: Request): Promise<void> {
  if (req.file?.path) await rm(req.file.path, { force: true }).catch(() => undefined);
}
