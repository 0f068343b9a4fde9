import {
  CrIdSet,
  fileFingerprint,
  FindingsError,
  normalizeFindings,
  type CoercedValue,
  type NormalizeResult,
  type RejectedFinding,
} from '@codehawk/findings';
import {
  verdictOf,
  type GateResult,
  type Score,
  type VerdictFile,
  type VerdictSettings,
} from '@codehawk/scorer';
import {
  commentableLines,
  type InlineComment,
  type ReviewThread,
  type VcsProvider,
} from '@codehawk/vcs';
import { PublishError } from './errors.js';
import { planPublication, type Disposition, type Plan, type PlannedFinding } from './plan.js';
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

/**
 * `minConfidence` (default 0.5: findings below it are neither posted nor scored), `scoring` and
 * `gate` (its `coverage` rule included, default `warn`) are the scorer's verdict settings.
 */
export interface PublishOptions extends VerdictSettings {
  /** At most this many new comments per file (default 5); the rest are counted in the summary. */
  maxCommentsPerFile?: number;
  /** Plan and render everything, post nothing. */
  dryRun?: boolean;
  /** One line per step, with counts (what it posts, verifies and updates). */
  onProgress?: (message: string) => void;
  /** Where the findings came from (a file's path): an unusable file's error names it. */
  source?: string | undefined;
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
 * A pull request's state as a findings file, scored like any other: every open finding whichever
 * run found it, and the coverage it remembers. An unchanged re-run gets the verdict of the run before.
 */
export function stateFile(state: RunState, reviewModes: readonly string[]): VerdictFile {
  return {
    findings: state.open.map(asFinding),
    review_modes: reviewModes,
    ...(state.coverage ? { coverage: state.coverage } : {}),
  };
}

function hostOf(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

function normalized(data: unknown, source: string | undefined): NormalizeResult {
  try {
    return normalizeFindings(data, { source });
  } catch (error) {
    if (error instanceof FindingsError)
      throw new PublishError('INVALID_FINDINGS', error.message, { cause: error });
    throw error;
  }
}

/** Each finding to post as the comment it becomes, with the head file's fingerprint in its marker. */
async function renderComments(
  toPost: readonly PlannedFinding[],
  vcs: VcsProvider,
  linkHost: string | undefined,
): Promise<Map<InlineComment, PlannedFinding>> {
  const fingerprints = new Map<string, string | undefined>();
  for (const file of new Set(toPost.map((entry) => entry.finding.file))) {
    const content = await vcs.getFileContent(file, 'head').catch(() => null);
    fingerprints.set(file, content === null ? undefined : fileFingerprint(content));
  }
  const comments = new Map<InlineComment, PlannedFinding>();
  for (const entry of toPost) {
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
  return comments;
}

/**
 * Posts the comments (a dry run only checks where they would land) and records each one's fate
 * in the plan; what failed goes to `errors`.
 */
async function postComments(
  comments: Map<InlineComment, PlannedFinding>,
  vcs: VcsProvider,
  plan: Plan,
  dryRun: boolean,
  errors: string[],
): Promise<void> {
  const fate = (comment: InlineComment, disposition: Disposition): void => {
    const entry = comments.get(comment);
    if (entry) plan.dispositions.set(entry.index, disposition);
  };
  if (dryRun) {
    const fits = await placeable(vcs, [...comments.keys()]);
    for (const comment of comments.keys())
      fate(comment, fits.has(comment) ? 'would_post' : 'moved_to_summary');
    return;
  }
  if (comments.size === 0) return;
  try {
    const posted = await vcs.postComments([...comments.keys()]);
    for (const { comment } of posted.posted) fate(comment, 'posted');
    for (const { comment } of posted.notPlaced) fate(comment, 'moved_to_summary');
    for (const { comment, reason } of posted.failed ?? []) {
      fate(comment, 'failed');
      errors.push(`Posting the comment on ${comment.file}:${comment.line} failed: ${reason}`);
    }
  } catch (error) {
    errors.push(
      `Posting comments failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    for (const comment of comments.keys()) fate(comment, 'failed');
  }
}

/**
 * The pull request's state after this run: open findings still present, plus new ones, minus
 * those fixed or dismissed. The gate is over it, so a re-run cannot pass a gate that failed.
 */
function stateAfter(
  run: { plan: Plan; comments: Map<InlineComment, PlannedFinding>; threads: ReviewThread[] },
  previous: RunState | undefined,
  head: string,
  complete: boolean,
): RunState {
  const { plan } = run;
  const postedIds = [...run.comments.values()]
    .filter((entry) => ['posted', 'would_post'].includes(plan.dispositions.get(entry.index) ?? ''))
    .map((entry) => entry.finding.cr_id ?? '');
  const inline = new CrIdSet([
    ...run.threads.filter((thread) => thread.ours).flatMap((thread) => thread.crIds),
    ...postedIds,
  ]);
  return nextRunState({
    previous,
    head,
    found: plan.kept.map((entry) => entry.finding),
    inline,
    verifications: plan.file.fix_verifications,
    complete,
    ...(plan.file.coverage ? { coverage: plan.file.coverage } : {}),
  });
}

/** Every input finding's fate, in input order, and the count of each. */
function outcomesOf(
  input: NormalizeResult,
  plan: Plan,
): { counts: PublishResult['counts']; findings: FindingOutcome[] } {
  const counts = Object.fromEntries(DISPOSITIONS.map((disposition) => [disposition, 0])) as Record<
    Disposition,
    number
  >;
  // Looked up by input index: one pass, however many findings there are.
  const planned = new Map(
    [...plan.kept, ...plan.capped].map((entry) => [entry.index, entry.finding]),
  );
  const rejections = new Map(input.rejected.map((entry) => [entry.index, entry]));
  const findings: FindingOutcome[] = Array.from({ length: input.received }, (_, index) => {
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
  return { counts: { ...counts, input: input.received }, findings };
}

/** The summary's Markdown: score, gate, counts, off-diff findings (kept across runs), verifications. */
function summaryOf(
  plan: Plan,
  verdict: { score: Score; gate: GateResult },
  counts: PublishResult['counts'],
  state: RunState,
  context: {
    vcs: VcsProvider;
    verifications: VerificationOutcome[];
    linkHost: string | undefined;
  },
): Promise<string> {
  return renderSummary({
    file: plan.file,
    ...verdict,
    vcs: context.vcs.kind,
    linkHost: context.linkHost,
    counts: {
      posted: counts.posted + counts.would_post,
      alreadyPosted: counts.already_posted,
      capped: counts.capped,
      filtered: counts.filtered_low_confidence,
      rejected: counts.rejected,
      failed: counts.failed,
    },
    notPlaced: state.open
      .filter((entry) => !entry.inline)
      .map((entry) => ({ index: -1, finding: asFinding(entry) })),
    verifications: context.verifications,
  });
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
  const input = normalized(data, options.source);
  const dryRun = options.dryRun === true;
  const errors: string[] = [];
  const previous = parseRunState(await vcs.readSummary());
  const pullRequest = await vcs.getPullRequest();
  const { headSha } = pullRequest;
  // Links the model writes are kept only to the repository's own host.
  const linkHost = hostOf(pullRequest.url);
  // Listed once: the plan, the verifications and the state all work from this list.
  const threads = await vcs.listThreads();
  const plan = planPublication(input, threads, {
    minConfidence: options.minConfidence ?? 0.5,
    maxCommentsPerFile: options.maxCommentsPerFile ?? 5,
  });
  const progress = options.onProgress ?? (() => undefined);
  const comments = await renderComments(plan.toPost, vcs, linkHost);
  const verb = dryRun ? 'planning' : 'posting';
  progress(`${verb} ${comments.size} comment(s) of ${input.received} finding(s)`);
  await postComments(comments, vcs, plan, dryRun, errors);
  if (plan.file.fix_verifications.length > 0)
    progress(`${verb} ${plan.file.fix_verifications.length} fix verification(s)`);
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
  const complete = errors.length === 0 && plan.file.error === undefined;
  const state = stateAfter({ plan, comments, threads }, previous, headSha, complete);
  const verdict = verdictOf(stateFile(state, plan.file.review_modes), options);
  const { counts, findings } = outcomesOf(input, plan);
  const body = await summaryOf(plan, verdict, counts, state, { vcs, verifications, linkHost });
  const summary: PublishResult['summary'] = { body };
  if (!dryRun) {
    progress('updating the summary');
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
      ...verdict.gate,
      minStars: options.gate?.minStars ?? null,
      maxPenalty: options.gate?.maxPenalty ?? null,
    },
    score: verdict.score,
    counts,
    findings,
    rejected: input.rejected,
    coerced: input.coerced,
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
