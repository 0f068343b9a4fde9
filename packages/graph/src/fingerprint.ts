// How a build tells that a file changed: its content hash, or a size and modification time it can
// trust. A module of its own so that a warm query, which checks both, loads no extraction code.
import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';

export function contentHash(content: string): string {
  return createHash('sha1').update(content).digest('hex');
}

/** `[mtimeMs, size]` of a file when it was read. */
export type FileStat = [number, number];

/**
 * A modification within this long of the moment a file's time was read may share that time with
 * the next one (coarse file system clocks): such a time is not trusted, the file is hashed again.
 */
const RACY_MS = 2000;

/**
 * A file's size and modification time, when they can tell a later change: undefined for a symbolic
 * link (its target can change under the same link) and for a file changed too recently.
 */
export function trustedStat(stat: Stats): FileStat | undefined {
  return stat.isFile() && Date.now() - stat.mtimeMs >= RACY_MS
    ? [stat.mtimeMs, stat.size]
    : undefined;
}
