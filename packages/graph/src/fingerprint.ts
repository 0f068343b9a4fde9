// How a build tells that a file changed: its content hash, or a size and modification time it can
// trust. A module of its own so that a warm query, which checks both, loads no extraction code.
import type * as Crypto from 'node:crypto';
import type { Stats } from 'node:fs';

// Loaded on first use, not imported: a warm query hashes no file (importing it costs every run
// ~2 % of a warm query's instructions).
let crypto: typeof Crypto | undefined;

export function contentHash(content: string): string {
  crypto ??= process.getBuiltinModule('node:crypto');
  return crypto.createHash('sha1').update(content).digest('hex');
}

/**
 * A 64-bit hash of a text, in hex: tells whether a text changed, without loading crypto. Two
 * multiplicative 32-bit hashes, mixed at the end (cyrb53's scheme, widened to both halves).
 */
export function textHash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ unit, 2654435761);
    h2 = Math.imul(h2 ^ unit, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hex = (value: number): string => (value >>> 0).toString(16).padStart(8, '0');
  return hex(h1) + hex(h2);
}

/** `[mtimeMs, size]` of a file when it was read. */
export type FileStat = [number, number];

/**
 * A modification within this long of the moment a file's time was read may share that time with
 * the next one (coarse file system clocks): such a time is not trusted, the file is hashed again.
 */
export const RACY_MS = 2000;

/**
 * A file's size and modification time, when they can tell a later change: undefined for a symbolic
 * link (its target can change under the same link) and for a file changed too recently.
 */
export function trustedStat(stat: Stats): FileStat | undefined {
  return stat.isFile() && Date.now() - stat.mtimeMs >= RACY_MS
    ? [stat.mtimeMs, stat.size]
    : undefined;
}

/**
 * A file's identity (inode, size, modification time) where hashing it each time would cost more
 * than it tells: a dependency's declaration file, which an install replaces. Undefined when those
 * cannot tell a later change (see trustedStat).
 */
export function fileIdentity(stat: Stats): string | undefined {
  const trusted = trustedStat(stat);
  return trusted && `stat:${stat.ino}:${trusted[1]}:${trusted[0]}`;
}
