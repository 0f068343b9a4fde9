import type { Finding } from '@codehawk/findings';
import type { VcsProvider } from '@codehawk/vcs';
import type { BatchReviewResult } from '../options.js';
import { deletedImportFindings, staticFindings } from '../static/checks.js';
import type { ReviewedChange } from './change.js';
import { documentsOf } from './documents.js';
import { readDiffs } from './snapshot.js';

/** The model-free findings: checks on the code and document diffs, and imports of deleted files. */
export async function staticStage(
  vcs: VcsProvider,
  change: ReviewedChange,
  deleted: BatchReviewResult['deleted'],
  progress: (message: string) => void,
): Promise<Finding[]> {
  const files = change.snapshot.files;
  const documents = await readDiffs(vcs, documentsOf(files, change.skipped));
  progress(`static checks on ${change.code.length + documents.size} file(s)`);
  const found = [
    ...(await staticFindings(
      change.code.map((file) => ({ path: file.path, diff: change.diffs.get(file.path) ?? '' })),
      [...documents].map(([path, diff]) => ({ path, diff })),
    )),
    ...deletedImportFindings(
      deleted.flatMap((entry) =>
        (entry.importers ?? []).map((importer) => ({ deleted: entry.file, ...importer })),
      ),
    ),
  ];
  progress(`static checks: ${found.length} finding(s)`);
  return found;
}
