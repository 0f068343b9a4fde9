import { isTestPath } from '@codehawk/graph/test-paths';
import { classifyRisk, type RiskAssessment, type RiskOptions } from '@codehawk/risk';
import { parseUnifiedDiff, type FileDiff } from '@codehawk/vcs';
import { UsageError } from './exit-codes.js';

/**
 * How the CLI classifies risk, as a review does: a test is what the code graph calls one, and the
 * repository's `notCode` globs rate file type 0.
 */
export const riskOptions = (notCodePaths: readonly string[]): RiskOptions => ({
  isTestPath,
  notCodePaths,
});

/**
 * The risk of every file a unified diff changes (deleted files carry no risk to review), riskiest
 * first; text with no file header is a usage error that says how to make a diff.
 */
export function assessDiff(diff: string, options: RiskOptions): RiskAssessment[] {
  const files = parseUnifiedDiff(diff).filter(
    (file): file is FileDiff & { newPath: string } => !file.isDeleted && file.newPath !== undefined,
  );
  if (files.length === 0 && diff.trim() !== '') {
    throw new UsageError(
      'The input is not a unified diff (no file headers found). Produce one with `git diff` or `git show`.',
    );
  }
  return files
    .map((file) =>
      classifyRisk(
        {
          path: file.newPath,
          additions: file.additions,
          deletions: file.deletions,
          isNew: file.isNew,
        },
        options,
      ),
    )
    .sort((a, b) => b.score - a.score || a.path.localeCompare(b.path));
}
