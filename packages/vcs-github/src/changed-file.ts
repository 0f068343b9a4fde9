import type { ChangedFile } from '@codehawk/vcs';

const STATUS: Record<string, ChangedFile['status']> = {
  added: 'added',
  removed: 'deleted',
  modified: 'modified',
  renamed: 'renamed',
  copied: 'added',
  changed: 'modified',
  unchanged: 'modified',
};

/** A file as GitHub lists it in a pull request or a comparison. */
export interface GitHubFileEntry {
  filename: string;
  status: string;
  patch?: string | undefined;
  previous_filename?: string | undefined;
  changes: number;
  additions: number;
  deletions: number;
}

/** The contract's changed file from GitHub's entry. */
export function changedFileOf(entry: GitHubFileEntry): ChangedFile {
  const file: ChangedFile = {
    path: entry.filename,
    status: STATUS[entry.status] ?? 'modified',
    // GitHub sends no patch for binary files (and for very large diffs).
    binary: entry.patch === undefined && entry.changes === 0,
    additions: entry.additions,
    deletions: entry.deletions,
  };
  if (entry.previous_filename !== undefined && entry.status === 'renamed')
    file.oldPath = entry.previous_filename;
  return file;
}

/** A file's diff in git's form, from GitHub's patch (empty when GitHub sent none). */
export function diffOf(
  path: string,
  oldPath: string | undefined,
  patch: string | undefined,
): string {
  if (patch === undefined) return '';
  const old = oldPath ?? path;
  return `diff --git a/${old} b/${path}\n--- a/${old}\n+++ b/${path}\n${patch}`;
}
