import type { Coverage } from '@codehawk/findings';
import type { ChangedFile } from '@codehawk/vcs';
import { buildCoverage, type CoverageFileInput } from '../coverage.js';
import { addedLineNumbers } from '../diff-pages.js';
import type { RunMode } from '../options.js';
import type { BatchesOutcome } from './batches.js';
import type { SkippedFile } from './select.js';

export interface CoverageStageInput {
  /** Every changed file of the pull request. */
  files: readonly ChangedFile[];
  code: readonly ChangedFile[];
  skipped: readonly SkippedFile[];
  diffs: ReadonlyMap<string, string>;
  mode: RunMode;
  modelConfigured: boolean;
  /** The batches' work; absent when none ran. */
  reviewed?: BatchesOutcome;
}

/** Why no line of a reviewed file reached a model when no batch ran. */
function noBatchReason(input: CoverageStageInput): CoverageFileInput['unseenReason'] {
  if (!input.modelConfigured) return { reason: 'no_model', detail: 'no model is configured' };
  if (input.mode === 'VERIFY_FIXES')
    return {
      reason: 'verify_only',
      detail: 'this re-push only verified earlier findings (VERIFY_FIXES)',
    };
  return { reason: 'failed', detail: 'no review batch ran' };
}

/** The coverage report: every changed file, the lines the model was shown, the rest and why. */
export function coverageStage(input: CoverageStageInput): Coverage {
  const skippedReason = new Map(input.skipped.map((entry) => [entry.file, entry.reason]));
  const code = new Set(input.code.map((file) => file.path));
  const ran = input.reviewed !== undefined;
  const entries: CoverageFileInput[] = input.files.map((file) => {
    const skipped = skippedReason.get(file.path);
    if (skipped !== undefined || !code.has(file.path)) {
      const diff = input.diffs.get(file.path);
      return {
        path: file.path,
        changed: diff === undefined ? file.additions : addedLineNumbers(diff),
        skipped: skipped ?? 'set aside',
      };
    }
    const reason = ran ? input.reviewed?.unseenReasons.get(file.path) : noBatchReason(input);
    return {
      path: file.path,
      changed: addedLineNumbers(input.diffs.get(file.path) ?? ''),
      ...(reason ? { unseenReason: reason } : {}),
    };
  });
  return buildCoverage(
    entries,
    input.reviewed?.shown ?? new Map<string, Set<number>>(),
    ran ? input.reviewed?.usage.totalTokens : undefined,
  );
}
