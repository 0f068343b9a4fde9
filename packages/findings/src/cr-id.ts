import { sha1 } from '@noble/hashes/legacy.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** Hex characters of a cr-id: 64 bits, so 100,000 findings collide with odds of about 3 in 10^10. */
export const CR_ID_LENGTH = 16;
/**
 * Hex characters of the ids earlier versions (and CodeHawk) wrote: 32 bits, about one collision per
 * 100,000 findings (`bench/cr-id-collisions.ts`). Still read, never written.
 */
export const LEGACY_CR_ID_LENGTH = 8;

/**
 * The stable id of a finding: the first 16 hex characters of SHA-1 over `file:line:category`
 * (UTF-8). Its first 8 are CodeHawk's id (`hashlib.sha1(...).hexdigest()[:8]`), so a thread carrying
 * an older, 8-character marker is recognised (see `sameCrId`). Synchronous and dependency-light so
 * it runs the same in Node and in browsers.
 */
export function crId(file: string, line: number, category: string): string {
  return bytesToHex(sha1(utf8ToBytes(`${file}:${line}:${category}`))).slice(0, CR_ID_LENGTH);
}

/**
 * Whether two cr-ids name the same finding: equal, or one is a legacy 8-character id that begins
 * the other (a thread an earlier version posted, a finding computed now).
 */
export function sameCrId(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return short.length === LEGACY_CR_ID_LENGTH && long.startsWith(short);
}

/** A set of cr-ids in which a legacy 8-character id and the full id it begins find each other. */
export class CrIdSet {
  readonly #ids = new Set<string>();
  /** Each stored id by its first 8 characters. */
  readonly #byLegacy = new Map<string, string>();

  constructor(ids: Iterable<string> = []) {
    for (const id of ids) this.add(id);
  }

  add(id: string): void {
    this.#ids.add(id);
    this.#byLegacy.set(id.slice(0, LEGACY_CR_ID_LENGTH), id);
  }

  /** The stored id naming the same finding as `id`, if any. */
  find(id: string): string | undefined {
    if (this.#ids.has(id)) return id;
    const legacy = id.slice(0, LEGACY_CR_ID_LENGTH);
    if (id.length === LEGACY_CR_ID_LENGTH) return this.#byLegacy.get(legacy);
    return this.#ids.has(legacy) ? legacy : undefined;
  }

  has(id: string): boolean {
    return this.find(id) !== undefined;
  }
}
