import { chmodSync, lstatSync, readdirSync, type Stats } from 'node:fs';
import path from 'node:path';

/** The permission bits of the group and of other users. */
const OTHERS = 0o077;

/**
 * From now on, files and folders this process creates are its user's alone (0600, 0700), whatever umask it was
 * started with. Child processes (the photo worker) inherit it.
 */
export function createFilesPrivately(): void {
  process.umask(OTHERS);
}

/** What makePrivate did: entries it closed, and those it could not (owned by another user, like a mount point). */
export interface MadePrivate {
  changed: number;
  refused: string[];
}

/**
 * Takes the group's and other users' permissions off `dirs` and everything under them: files written by a version
 * before this rule, or with modes of their own (the embedded engine's). Symbolic links are not followed.
 */
export function makePrivate(...dirs: string[]): MadePrivate {
  const result: MadePrivate = { changed: 0, refused: [] };
  const visit = (entry: string) => {
    let stats: Stats;
    try {
      stats = lstatSync(entry);
    } catch {
      return; // removed meanwhile (an upload's temporary file)
    }
    if (stats.isSymbolicLink()) return;
    if (stats.mode & OTHERS) {
      try {
        chmodSync(entry, stats.mode & 0o700);
        result.changed += 1;
      } catch {
        result.refused.push(entry);
      }
    }
    if (!stats.isDirectory()) return;
    let names: string[] = [];
    try {
      names = readdirSync(entry);
    } catch {
      // removed meanwhile, or not ours to read
    }
    for (const name of names) visit(path.join(entry, name));
  };
  for (const dir of dirs) visit(dir);
  return result;
}
