import {
  fileFingerprint,
  FindingsError,
  normalizeFindings,
  type CoercedValue,
  type FindingsFile,
  type RejectedFinding,
} from '@codehawk/findings';
import {
  evaluateGate,
  scoreFindings,
  type GateOptions,
  type GateResult,
  type Score,
  type ScoringOptions,
} from '@codehawk/scorer';
import { commentableLines, type InlineComment, type VcsProvider } from '@codehawk/vcs';
import { applyCoverageGate, type CoverageGateMode } from './coverage.js';
import { PublishError } from './errors.js';
import { planPublication, type Disposition, type PlannedFinding } from './plan.js';
import { renderComment } from './render/comment.js';
import { renderSummary } from './render/summary.js';
import {
  asFinding,
  nextRunState,
  parseRunState,
  runStateMarker,
  type RunState,
} from './run-state.js';
import { applyVerifications, type VerificationOutcome } from './verifications.js';

export interface PublishOptions {
  /** Findings below this confidence are not posted (default 0.5). */
  minConfidence?: number;
  /** At most this many new comments per file (default 5); the rest are counted in the summary. */
  maxCommentsPerFile?: number;
  /** Plan and render everything, post nothing. */
  dryRun?: boolean;
  gate?: GateOptions;
  /** What unseen changed lines do to the gate (COVERAGE_GATE_MODE; default `warn`: a warning only). */
  coverageGate?: CoverageGateMode;
  /** Penalty and threshold overrides; review modes come from the findings file. */
  scoring?: Omit<ScoringOptions, 'modes'>;
}

export interface FindingOutcome {
  /** Index in the input `findings` array. */
  index: number;
  crId: string | null;
  file: string | null;
  line: number | null;
  disposition: Disposition;
  reason?: string;
}

export interface PublishResult {
  /** Nothing failed (the gate may still have failed). */
  ok: boolean;
  dryRun: boolean;
  gate: GateResult & { minStars: number | null; maxPenalty: number | null };
  score: Score;
  /** Every input finding is in exactly one of these. */
  counts: Record<Disposition, number> & { input: number };
  findings: FindingOutcome[];
  rejected: RejectedFinding[];
  /** Values changed to fit (severity aliases, clamped confidences, normalised paths), with where. */
  coerced: CoercedValue[];
  verifications: VerificationOutcome[];
  /** The comments posted, or that would be posted in a dry run, exactly as sent (none of those moved to the summary). */
  comments: InlineComment[];
  summary: { body: string; id?: string; created?: boolean };
  /** The pull request's state after this run, as the summary's hidden marker records it. */
  state: RunState;
  errors: string[];
}

const SCORED_MODES = new Set(['security', 'performance', 'architecture', 'migration', 'standard']);
const DISPOSITIONS: Disposition[] = [
  'rejected',
  'merged_duplicate',
  'filtered_low_confidence',
  'capped',
  'already_posted',
  'posted',
  'would_post',
  'moved_to_summary',
  'failed',
];

/**
 * Score and gate over a pull request's state: every open finding, whichever run found it. An
 * unchanged re-run gets exactly the verdict of the run before it.
 */
export function verdictOf(
  state: RunState,
  reviewModes: FindingsFile['review_modes'],
  options: Pick<PublishOptions, 'gate' | 'scoring' | 'coverageGate'> = {},
): { score: Score; gate: GateResult } {
  const modes = reviewModes.filter((mode) => SCORED_MODES.has(mode));
  const score = scoreFindings(state.open.map(asFinding), { ...options.scoring, modes });
  const gate = applyCoverageGate(
    evaluateGate(score, options.gate ?? {}),
    state.coverage,
    options.coverageGate ?? 'warn',
  );
  return { score, gate };
}

function hostOf(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

async function placeable(
  vcs: VcsProvider,
  comments: readonly InlineComment[],
): Promise<Set<InlineComment>> {
  const lines = new Map<string, Set<number>>();
  const result = new Set<InlineComment>();
  for (const comment of comments) {
    let fileLines = lines.get(comment.file);
    if (!fileLines) {
      fileLines = commentableLines(await vcs.getFileDiff(comment.file).catch(() => ''));
      lines.set(comment.file, fileLines);
    }
    if (fileLines.has(comment.line)) result.add(comment);
  }
  return result;
}

/**
 * Phase 2: publishes a findings file to a pull request, deterministically. Re-running it posts
 * nothing twice, edits the summary instead of adding one, and accounts for every input finding.
 * Throws `PublishError` only when the file itself is unusable (nothing is posted then).
 */
export async function publishFindings(
  data: unknown,
  vcs: VcsProvider,
  options: PublishOptions = {},
): Promise<PublishResult> {
  let normalized;
  try {
    normalized = normalizeFindings(data);
  } catch (error) {
    if (error instanceof FindingsError)
      throw new PublishError('INVALID_FINDINGS', error.message, { cause: error });
    throw error;
  }
  const dryRun = options.dryRun === true;
  const errors: string[] = [];
  const previous = parseRunState(await vcs.readSummary());
  const pullRequest = await vcs.getPullRequest();
  const { headSha } = pullRequest;
  // Links the model writes are kept only to the repository's own host.
  const linkHost = hostOf(pullRequest.url);
  const threads = await vcs.listThreads();
  const plan = planPublication(normalized, threads, {
    minConfidence: options.minConfidence ?? 0.5,
    maxCommentsPerFile: options.maxCommentsPerFile ?? 5,
  });

  const fingerprints = new Map<string, string | undefined>();
  for (const file of new Set(plan.toPost.map((entry) => entry.finding.file))) {
    const content = await vcs.getFileContent(file, 'head').catch(() => null);
    fingerprints.set(file, content === null ? undefined : fileFingerprint(content));
  }
  const comments = new Map<InlineComment, PlannedFinding>();
  for (const entry of plan.toPost) {
    const comment: InlineComment = {
      file: entry.finding.file,
      line: entry.finding.line,
      body: await renderComment(
        entry.finding,
        vcs.kind,
        fingerprints.get(entry.finding.file),
        linkHost,
      ),
    };
    if (entry.finding.end_line !== undefined) comment.endLine = entry.finding.end_line;
    comments.set(comment, entry);
  }
  if (dryRun) {
    const fits = await placeable(vcs, [...comments.keys()]);
    for (const [comment, entry] of comments) {
      plan.dispositions.set(entry.index, fits.has(comment) ? 'would_post' : 'moved_to_summary');
    }
  } else if (comments.size > 0) {
    try {
      const posted = await vcs.postComments([...comments.keys()]);
      for (const { comment } of posted.posted)
        plan.dispositions.set(comments.get(comment)?.index ?? -1, 'posted');
      for (const { comment } of posted.notPlaced) {
        const entry = comments.get(comment);
        if (!entry) continue;
        plan.dispositions.set(entry.index, 'moved_to_summary');
      }
      for (const { comment, reason } of posted.failed ?? []) {
        plan.dispositions.set(comments.get(comment)?.index ?? -1, 'failed');
        errors.push(`Posting the comment on ${comment.file}:${comment.line} failed: ${reason}`);
      }
    } catch (error) {
      errors.push(
        `Posting comments failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      for (const entry of comments.values()) plan.dispositions.set(entry.index, 'failed');
    }
  }

  const verifications = await applyVerifications(
    plan.file.fix_verifications,
    threads,
    vcs,
    dryRun,
    linkHost,
  );
  for (const outcome of verifications)
    if (outcome.action === 'failed')
      errors.push(`Verification of ${outcome.crId} failed: ${outcome.error ?? ''}`);

  // The gate is over the pull request's state, not over this run: open findings still present,
  // plus new ones, minus those fixed or dismissed. A re-run cannot pass a gate that failed.
  const postedIds = new Set(
    [...comments.values()]
      .filter((entry) =>
        ['posted', 'would_post'].includes(plan.dispositions.get(entry.index) ?? ''),
      )
      .map((entry) => entry.finding.cr_id ?? ''),
  );
  const inline = new Set([
    ...threads.filter((thread) => thread.ours).flatMap((thread) => thread.crIds),
    ...postedIds,
  ]);
  const state = nextRunState({
    previous,
    head: headSha,
    found: plan.kept.map((entry) => entry.finding),
    inline,
    verifications: plan.file.fix_verifications,
    complete: errors.length === 0 && plan.file.error === undefined,
    ...(plan.file.coverage ? { coverage: plan.file.coverage } : {}),
  });
  const { score, gate } = verdictOf(state, plan.file.review_modes, options);

  const counts = Object.fromEntries(DISPOSITIONS.map((disposition) => [disposition, 0])) as Record<
    Disposition,
    number
  >;
  // Looked up by input index: one pass, however many findings there are.
  const planned = new Map(
    [...plan.kept, ...plan.capped].map((entry) => [entry.index, entry.finding]),
  );
  const rejections = new Map(normalized.rejected.map((entry) => [entry.index, entry]));
  const findings: FindingOutcome[] = Array.from({ length: normalized.received }, (_, index) => {
    const disposition = plan.dispositions.get(index) ?? 'failed';
    counts[disposition]++;
    const kept = planned.get(index);
    const rejected = rejections.get(index);
    return {
      index,
      crId: kept?.cr_id ?? null,
      file: kept?.file ?? null,
      line: kept?.line ?? null,
      disposition,
      ...(rejected ? { reason: `${rejected.path}: ${rejected.reason}` } : {}),
    };
  });

  const body = await renderSummary({
    file: plan.file,
    score,
    gate,
    vcs: vcs.kind,
    linkHost,
    counts: {
      posted: counts.posted + counts.would_post,
      alreadyPosted: counts.already_posted,
      capped: counts.capped,
      filtered: counts.filtered_low_confidence,
      rejected: counts.rejected,
      failed: counts.failed,
    },
    // Off-diff findings stay in the summary across runs, from the state.
    notPlaced: state.open
      .filter((entry) => !entry.inline)
      .map((entry) => ({ index: -1, finding: asFinding(entry) })),
    verifications,
  });
  const summary: PublishResult['summary'] = { body };
  if (!dryRun) {
    try {
      Object.assign(summary, await vcs.upsertSummary(`${body}\n\n${runStateMarker(state)}`));
    } catch (error) {
      errors.push(
        `Updating the summary failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  return {
    ok: errors.length === 0,
    dryRun,
    gate: {
      ...gate,
      minStars: options.gate?.minStars ?? null,
      maxPenalty: options.gate?.maxPenalty ?? null,
    },
    score,
    counts: { ...counts, input: normalized.received },
    findings,
    rejected: normalized.rejected,
    coerced: normalized.coerced,
    verifications,
    // Only what landed (or would land) inline: a dry run's listing matches its count.
    comments: [...comments]
      .filter(([, entry]) =>
        ['posted', 'would_post'].includes(plan.dispositions.get(entry.index) ?? ''),
      )
      .map(([comment]) => comment),
    summary,
    state,
    errors,
  };
}
