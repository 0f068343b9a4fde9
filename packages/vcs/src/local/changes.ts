import { open } from 'node:fs/promises';
import { join } from 'node:path';
import type { ChangedFile, ChangeStatus } from '../contract.js';
import { VcsError } from '../errors.js';
import { git, gitFields } from './git.js';

const SUBMODULE_MODE = '160000';

const STATUS: Record<string, ChangeStatus> = {
  A: 'added',
  C: 'added',
  D: 'deleted',
  M: 'modified',
  T: 'modified',
  U: 'modified',
  R: 'renamed',
};

async function next(fields: AsyncGenerator<string>, what: string): Promise<string> {
  const result = await fields.next();
  if (result.done)
    throw new VcsError('INVALID', `Unexpected end of git output while reading ${what}.`);
  return result.value;
}

/**
 * Changed files between two trees (or a tree and the working tree), streamed: `git diff --raw` gives
 * status, modes and rename sources; `git diff --numstat` gives line counts and marks binary files.
 * Both list files in the same order, so they are read side by side, one file at a time.
 */
export async function* diffChanges(
  cwd: string,
  range: readonly string[],
  exclude: (path: string) => boolean,
): AsyncGenerator<ChangedFile> {
  const common = ['diff', '-z', '-M', '--no-color', '--no-ext-diff', ...range];
  const raw = gitFields(cwd, [...common, '--raw']);
  const numstat = gitFields(cwd, [...common, '--numstat']);
  try {
    for (;;) {
      const header = await raw.next();
      if (header.done || header.value === '') break;
      const [sourceMode = '', targetMode = '', , , statusField = ''] = header.value
        .slice(1)
        .split(' ');
      const letter = statusField.charAt(0);
      const twoPaths = letter === 'R' || letter === 'C';
      const first = await next(raw, 'a path');
      const second = twoPaths ? await next(raw, 'a rename target') : undefined;

      const counts = await next(numstat, 'line counts');
      const [added = '0', deleted = '0', numstatPath = ''] = counts.split('\t');
      if (numstatPath === '') {
        // A rename in numstat: the two paths follow as their own fields.
        await next(numstat, 'a rename source');
        await next(numstat, 'a rename target');
      }

      const path = second ?? first;
      if (exclude(path)) continue;
      const binary = added === '-' && deleted === '-';
      const file: ChangedFile = {
        path,
        status: STATUS[letter] ?? 'modified',
        binary,
        additions: binary ? 0 : Number(added),
        deletions: binary ? 0 : Number(deleted),
      };
      if (letter === 'R') file.oldPath = first;
      if (sourceMode === SUBMODULE_MODE || targetMode === SUBMODULE_MODE) file.submodule = true;
      yield file;
    }
  } finally {
    await raw.return(undefined);
    await numstat.return(undefined);
  }
}

/** Untracked, not ignored files of the working tree, as added files. */
export async function* untrackedChanges(
  cwd: string,
  exclude: (path: string) => boolean,
): AsyncGenerator<ChangedFile> {
  for await (const path of gitFields(cwd, ['ls-files', '--others', '--exclude-standard', '-z'])) {
    if (path === '' || exclude(path)) continue;
    const { binary, lines } = await inspect(join(cwd, path));
    yield { path, status: 'added', binary, additions: binary ? 0 : lines, deletions: 0 };
  }
}

/** Line count, and whether the file looks binary (a NUL byte in its first 8 KB, as git decides). */
async function inspect(path: string): Promise<{ binary: boolean; lines: number }> {
  const handle = await open(path, 'r');
  try {
    let lines = 0;
    let sawAny = false;
    let last = 10;
    let first = true;
    for await (const chunk of handle.createReadStream({
      autoClose: false,
    }) as AsyncIterable<Buffer>) {
      if (first && chunk.subarray(0, 8192).includes(0)) return { binary: true, lines: 0 };
      first = false;
      for (const byte of chunk) if (byte === 10) lines++;
      if (chunk.length > 0) {
        sawAny = true;
        last = chunk[chunk.length - 1] ?? 10;
      }
    }
    return { binary: false, lines: sawAny && last !== 10 ? lines + 1 : lines };
  } finally {
    await handle.close();
  }
}

/**
 * Every file's unified diff of a change from one `git diff`, keyed by its path (the new one for a
 * rename), with the sources of renames listed apart: their own diff is asked of git on its own.
 * Names come from `--name-status -z` (never quoted), in the order git prints the patches.
 */
export async function diffsByPath(
  cwd: string,
  range: readonly string[],
): Promise<{ diffs: Map<string, string>; renameSources: Set<string> } | null> {
  const common = ['diff', '-M', '--no-color', '--no-ext-diff', ...range];
  const [names, patch] = await Promise.all([
    git(cwd, [...common, '--name-status', '-z']),
    git(cwd, common),
  ]);
  const fields = names.split('\0');
  const paths: string[] = [];
  const renameSources = new Set<string>();
  for (let index = 0; index < fields.length;) {
    const status = fields[index++] ?? '';
    if (status === '') break;
    const first = fields[index++] ?? '';
    if (status.startsWith('R') || status.startsWith('C')) {
      if (status.startsWith('R')) renameSources.add(first);
      paths.push(fields[index++] ?? '');
    } else paths.push(first);
  }
  // A patch line never starts with "diff --git " except a file's header: content lines carry a prefix.
  const chunks = patch === '' ? [] : patch.split(/^(?=diff --git )/m);
  if (chunks.length !== paths.length) return null;
  const diffs = new Map<string, string>();
  paths.forEach((path, index) => diffs.set(path, chunks[index] ?? ''));
  return { diffs, renameSources };
}

export interface TreeEntry {
  mode: string;
  type: string;
  object: string;
}

/** Every entry of a commit's tree (recursively), by repository-relative path: one git call. */
export async function listTree(cwd: string, commit: string): Promise<Map<string, TreeEntry>> {
  const entries = new Map<string, TreeEntry>();
  for await (const field of gitFields(cwd, ['ls-tree', '-r', '-z', '--full-tree', commit])) {
    const tab = field.indexOf('\t');
    if (tab === -1) continue;
    const [mode = '', type = '', object = ''] = field.slice(0, tab).split(' ');
    entries.set(field.slice(tab + 1), { mode, type, object });
  }
  return entries;
}

/** The unified diff that adds a file with this text, as git would print it. */
export function addedFileDiff(path: string, text: string): string {
  if (text === '') return `diff --git a/${path} b/${path}\nnew file mode 100644\n`;
  const lines = text.split('\n');
  const complete = text.endsWith('\n');
  if (complete) lines.pop();
  return [
    `diff --git a/${path} b/${path}`,
    'new file mode 100644',
    '--- /dev/null',
    `+++ b/${path}`,
    `@@ -0,0 +1${lines.length === 1 ? '' : `,${lines.length}`} @@`,
    ...lines.map((line) => `+${line}`),
    ...(complete ? [] : ['\\ No newline at end of file']),
    '',
  ].join('\n');
}
