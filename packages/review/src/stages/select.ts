import type { Settings } from '@codehawk/config';
import type { ChangedFile } from '@codehawk/vcs';
import picomatch from 'picomatch';
import { generatedFiles } from '../generated-files.js';

/** A changed file set aside, and why (a type alias: findings.json's open object accepts it). */
export type SkippedFile = { file: string; reason: string };

/** The changed files reviewed as code, and those set aside. */
export interface FileSelection {
  code: ChangedFile[];
  skipped: SkippedFile[];
}

/** The `notCode` rule compiled once: why a path is not code, or undefined. */
function notCodeRule(settings: Settings): (path: string) => string | undefined {
  const { extensions, lockfiles, vendored } = settings.notCode;
  const isVendored = picomatch([...vendored], { dot: true });
  return (path) => {
    if (lockfiles.includes(path.slice(path.lastIndexOf('/') + 1))) return 'lockfile';
    if (isVendored(path)) return 'vendored';
    const lower = path.toLowerCase();
    const extension = extensions.find((ending) => lower.endsWith(ending.toLowerCase()));
    return extension ? `skipped extension ${extension}` : undefined;
  };
}

/** Why a file is not reviewed as code, or undefined when it is (generated code: setAsideGenerated). */
function skipReason(
  file: ChangedFile,
  notCode: (path: string) => string | undefined,
): string | undefined {
  if (file.status === 'deleted') return 'deleted';
  if (file.submodule) return 'submodule';
  if (file.binary) return 'binary';
  return notCode(file.path);
}

/** Splits the changed files into code to review and files set aside (deleted, binary, lockfiles…). */
export function selectFiles(files: readonly ChangedFile[], settings: Settings): FileSelection {
  const selection: FileSelection = { code: [], skipped: [] };
  const notCode = notCodeRule(settings);
  for (const file of files) {
    const reason = skipReason(file, notCode);
    if (reason) selection.skipped.push({ file: file.path, reason });
    else selection.code.push(file);
  }
  return selection;
}

/**
 * Moves the files the repository says are generated (git ignores them, `.gitattributes`, a
 * generator's header, minified content) or whose names `notCode.generated` matches from code to
 * skipped, each with its evidence.
 */
export async function setAsideGenerated(
  selection: FileSelection,
  diffs: ReadonlyMap<string, string>,
  where: { root?: string; gitDirectory?: string; generatedNames?: readonly string[] } = {},
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
