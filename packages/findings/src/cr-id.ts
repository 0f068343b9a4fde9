import { sha1 } from '@noble/hashes/legacy.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The stable id of a finding: the first 8 hex characters of SHA-1 over `file:line:category`
 * (UTF-8), identical to CodeHawk's `hashlib.sha1(f"{file}:{line}:{category}".encode()).hexdigest()[:8]`.
 * Synchronous and dependency-light so it runs the same in Node and in browsers.
 */
export function crId(file: string, line: number, category: string): string {
  return bytesToHex(sha1(utf8ToBytes(`${file}:${line}:${category}`))).slice(0, 8);
}
