import type { Settings } from '@codehawk/config';
import type { ChangedFile } from '@codehawk/vcs';
import { generatedFiles } from '../generated-files.js';

/** A changed file set aside, and why (a type alias: findings.json's open object accepts it). */
export type SkippedFile = { file: string; reason: string };

/** The changed files reviewed as code, and those set aside. */
export interface FileSelection {
  code: ChangedFile[];
  skipped: SkippedFile[];
}

const LOCKFILES =
  /(^|\/)(package-lock\.json|npm-shrinkwrap\.json|pnpm-lock\.yaml|yarn\.lock|bun\.lockb|Cargo\.lock|poetry\.lock|Pipfile\.lock|go\.sum|composer\.lock|Gemfile\.lock|packages\.lock\.json)$/;
/** Third-party code checked in; generated output needs evidence (see setAsideGenerated). */
const VENDORED = /(^|\/)(vendor|node_modules)\//;

/** Why a file is not reviewed as code, or undefined when it is. */
export function skipReason(file: ChangedFile, settings: Settings): string | undefined {
  if (file.status === 'deleted') return 'deleted';
  if (file.submodule) return 'submodule';
  if (file.binary) return 'binary';
  if (LOCKFILES.test(file.path)) return 'lockfile';
  if (VENDORED.test(file.path)) return 'vendored';
  const lower = file.path.toLowerCase();
  const extension = settings.review.skipExtensions.find((ending) => lower.endsWith(ending));
  return extension ? `skipped extension ${extension}` : undefined;
}

/** Splits the changed files into code to review and files set aside (deleted, binary, lockfiles…). */
export function selectFiles(files: readonly ChangedFile[], settings: Settings): FileSelection {
  const selection: FileSelection = { code: [], skipped: [] };
  for (const file of files) {
    const reason = skipReason(file, settings);
    if (reason) selection.skipped.push({ file: file.path, reason });
    else selection.code.push(file);
  }
  return selection;
}

/**
 * Moves the files the repository says are generated (git ignores them, `.gitattributes`, a
 * generator's header, minified content) from code to skipped, each with its evidence.
 */
export async function setAsideGenerated(
  selection: FileSelection,
  diffs: ReadonlyMap<string, string>,
  where: { root?: string; gitDirectory?: string } = {},
): Promise<FileSelection> {
  const generated = await generatedFiles({
    paths: selection.code.map((file) => file.path),
    diffs,
    ...where,
  });
  const result: FileSelection = { code: [], skipped: [...selection.skipped] };
  for (const file of selection.code) {
    const reason = generated.get(file.path);
    if (reason) result.skipped.push({ file: file.path, reason });
    else result.code.push(file);
  }
  return result;
}
