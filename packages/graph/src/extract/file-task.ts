// Reading, fingerprinting and extracting one file: the unit of work of a build, run in the main
// thread or in a worker.
import { lstatSync, readFileSync, realpathSync, type Stats } from 'node:fs';
import { join, sep } from 'node:path';
import { languageOf, loadLanguage } from '../languages.js';
import type { FileFacts } from '../model.js';
import { contentHash, extractFacts } from './extract.js';

export interface FileTask {
  root: string;
  path: string;
  maxBytes: number;
  /** Hash of the cached facts, when the cache has this file for the current grammar. */
  cachedHash?: string;
}

/** `[mtimeMs, size]` of a file when it was read. */
export type FileStat = [number, number];

export type FileOutcome =
  | { path: string; kind: 'parsed'; facts: FileFacts; grammarVersion: string; stat?: FileStat }
  | { path: string; kind: 'reused'; stat?: FileStat }
  | { path: string; kind: 'skipped'; reason: string; stat?: FileStat };

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

function looksMinified(content: string): boolean {
  return content.split('\n', 20).some((line) => line.length > 2000);
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
