import { CrIdSet, type Finding, type FindingsFile, type NormalizeResult } from '@codehawk/findings';
import type { ReviewThread } from '@codehawk/vcs';

/** What happened to one finding of the input, in the order of the input. */
export type Disposition =
  | 'rejected'
  | 'merged_duplicate'
  | 'filtered_low_confidence'
  | 'capped'
  | 'already_posted'
  | 'posted'
  | 'would_post'
  | 'moved_to_summary'
  | 'failed';

export interface PlanOptions {
  minConfidence: number;
  maxCommentsPerFile: number;
}

export interface PlannedFinding {
  /** Index in the input `findings` array. */
  index: number;
  finding: Finding;
}

export interface Plan {
  file: FindingsFile;
  dispositions: Map<number, Disposition>;
  /** Findings above the confidence threshold (what the score is computed from). */
  kept: PlannedFinding[];
  /** New findings to post, in input order. */
  toPost: PlannedFinding[];
  capped: PlannedFinding[];
  alreadyPosted: PlannedFinding[];
}

const SEVERITY_WEIGHT = { critical: 3, warning: 2, suggestion: 1 } as const;

/**
 * The deterministic part of publishing: filter by confidence, cap per file (most severe × most
 * confident first), and skip findings whose cr-id already has one of our threads. The same input
 * and threads always give the same plan, so re-runs are safe.
 */
export function planPublication(
  normalized: NormalizeResult,
  threads: readonly ReviewThread[],
  options: PlanOptions,
): Plan {
  const dispositions = new Map<number, Disposition>();
  for (const rejected of normalized.rejected) dispositions.set(rejected.index, 'rejected');
  for (const merged of normalized.merged) dispositions.set(merged.index, 'merged_duplicate');

  const indexed: PlannedFinding[] = normalized.file.findings.map((finding, position) => ({
    index: normalized.inputIndexes[position] ?? -1,
    finding,
  }));

  const kept: PlannedFinding[] = [];
  for (const entry of indexed) {
    if (entry.finding.confidence < options.minConfidence)
      dispositions.set(entry.index, 'filtered_low_confidence');
    else kept.push(entry);
  }

  const byFile = new Map<string, PlannedFinding[]>();
  for (const entry of kept) {
    const entries = byFile.get(entry.finding.file);
    if (entries) entries.push(entry);
    else byFile.set(entry.finding.file, [entry]);
  }
  const withinCap = new Set<PlannedFinding>();
  const capped: PlannedFinding[] = [];
  for (const entries of byFile.values()) {
    const ranked = [...entries].sort(
      (a, b) =>
        SEVERITY_WEIGHT[b.finding.severity] * b.finding.confidence -
          SEVERITY_WEIGHT[a.finding.severity] * a.finding.confidence ||
        a.finding.line - b.finding.line,
    );
    ranked.slice(0, options.maxCommentsPerFile).forEach((entry) => withinCap.add(entry));
    for (const entry of ranked.slice(options.maxCommentsPerFile)) {
      capped.push(entry);
      dispositions.set(entry.index, 'capped');
    }
  }

  // A thread an earlier version posted carries an 8-character id: it still counts as posted.
  const known = new CrIdSet(
    threads.filter((thread) => thread.ours).flatMap((thread) => thread.crIds),
  );
  const toPost: PlannedFinding[] = [];
  const alreadyPosted: PlannedFinding[] = [];
  for (const entry of kept) {
    if (!withinCap.has(entry)) continue;
    if (known.has(entry.finding.cr_id ?? '')) {
      alreadyPosted.push(entry);
      dispositions.set(entry.index, 'already_posted');
    } else {
      toPost.push(entry);
    }
  }
  return { file: normalized.file, dispositions, kept, toPost, capped, alreadyPosted };
}
