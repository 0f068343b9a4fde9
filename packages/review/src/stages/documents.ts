import type { ChangedFile } from '@codehawk/vcs';
import type { SkippedFile } from './select.js';

/**
 * Files set aside only for their extension (docs, text): not reviewed as code, but still scanned
 * for credentials — a key pasted into a README leaks as surely as one in code.
 */
export function documentsOf(
  files: readonly ChangedFile[],
  skipped: readonly SkippedFile[],
): ChangedFile[] {
  const byExtension = new Set(
    skipped
      .filter((entry) => entry.reason.startsWith('skipped extension'))
      .map((entry) => entry.file),
  );
  return files.filter((file) => byExtension.has(file.path));
}
