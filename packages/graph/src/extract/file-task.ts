// Reading, fingerprinting and extracting one file: the unit of work of a build, run in the main
// thread or in a worker.
import { lstatSync, readFileSync, realpathSync } from 'node:fs';
import { join, sep } from 'node:path';
import { languageOf, loadLanguage } from '../languages.js';
import type { FileFacts } from '../model.js';
import { contentHash, trustedStat, type FileStat } from '../fingerprint.js';
import { extractFacts } from './extract.js';

export interface FileTask {
  root: string;
  path: string;
  maxBytes: number;
  /** Hash of the cached facts, when the cache has this file for the current grammar. */
  cachedHash?: string;
}

export type { FileStat } from '../fingerprint.js';

export type FileOutcome =
  | { path: string; kind: 'parsed'; facts: FileFacts; grammarVersion: string; stat?: FileStat }
  | { path: string; kind: 'reused'; stat?: FileStat }
  | { path: string; kind: 'skipped'; reason: string; stat?: FileStat };

const realRoots = new Map<string, string>();

/** The repository root with its own links resolved, once per root. */
function realRoot(root: string): string {
  let real = realRoots.get(root);
  if (real === undefined) {
    real = realpathSync(root);
    realRoots.set(root, real);
  }
  return real;
}

const LONGEST_WRITTEN_LINE = 2000;
/** String literals on one line (a template literal's part on it). */
const STRING_LITERALS = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`(?:[^`\\]|\\.)*`/g;

/**
 * A bundle squeezed onto long lines: one of the first lines is longer than people write, and not
 * because it holds a long string of data (ethers packs each mnemonic word list into one literal).
 */
function looksMinified(content: string): boolean {
  return content
    .split('\n', 20)
    .some(
      (line) =>
        line.length > LONGEST_WRITTEN_LINE &&
        line.replace(STRING_LITERALS, '').length > LONGEST_WRITTEN_LINE,
    );
}

export async function runFileTask(task: FileTask): Promise<FileOutcome> {
  const spec = languageOf(task.path);
  if (!spec) return { path: task.path, kind: 'skipped', reason: 'not a supported language' };
  let content: string;
  let stat: FileStat | undefined;
  try {
    // Before the content: a change made after this shows on the next build.
    const found = lstatSync(join(task.root, task.path));
    stat = trustedStat(found);
    // A symbolic link is read only when it stays inside the repository.
    if (found.isSymbolicLink()) {
      const target = realpathSync(join(task.root, task.path));
      const root = realRoot(task.root);
      if (target !== root && !target.startsWith(root + sep))
        return {
          path: task.path,
          kind: 'skipped',
          reason: 'a symbolic link out of the repository',
        };
    }
    // Synchronous: one small read is cheaper than the thread-pool round trip of an async one, and
    // the caller is a worker (or a small build) with nothing else to do meanwhile.
    content = readFileSync(join(task.root, task.path), 'utf8');
  } catch {
    return { path: task.path, kind: 'skipped', reason: 'missing on disk' };
  }
  const known = stat ? { stat } : {};
  if (Buffer.byteLength(content) > task.maxBytes)
    return {
      path: task.path,
      kind: 'skipped',
      reason: `larger than ${task.maxBytes} bytes`,
      ...known,
    };
  if (looksMinified(content))
    return { path: task.path, kind: 'skipped', reason: 'minified', ...known };
  const hash = contentHash(content);
  if (task.cachedHash === hash) return { path: task.path, kind: 'reused', ...known };
  // A grammar that cannot load fails the build (its message says what to install); a file the
  // grammar cannot parse is skipped with the reason, on any thread.
  const loaded = await loadLanguage(spec);
  try {
    return {
      path: task.path,
      kind: 'parsed',
      facts: extractFacts(task.path, content, loaded, hash),
      grammarVersion: loaded.grammarVersion,
      ...known,
    };
  } catch (error) {
    return {
      path: task.path,
      kind: 'skipped',
      reason: `could not be parsed: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}
