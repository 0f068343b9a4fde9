import * as z from 'zod';

/** The eight review categories, in the order CodeHawk reports them. */
export const CATEGORIES = [
  'security',
  'performance',
  'best_practices',
  'architecture',
  'correctness',
  'error_handling',
  'code_style',
  'testing',
] as const;

/** Severities from most to least serious. */
export const SEVERITIES = ['critical', 'warning', 'suggestion'] as const;

export const REVIEW_MODES = [
  'standard',
  'security',
  'performance',
  'architecture',
  'migration',
] as const;

/** The VCS a review ran against, as findings.json and `VcsProvider.kind` record it. */
export const VCS_KINDS = ['github', 'ado', 'local'] as const;

export const FIX_STATUSES = ['fixed', 'still_present', 'not_relevant', 'dismissed'] as const;

/** How Phase 1 ran: a full review, a re-push (verify earlier findings and review), only verifying, or only new ones. */
export const RUN_MODES = ['FULL', 'REPUSH', 'VERIFY_FIXES', 'CHECK_NEW'] as const;

/** A changed file's risk level. */
export const RISK_LEVELS = ['LOW', 'MEDIUM', 'HIGH'] as const;

/** Where a finding came from: the agent loop, an unverified scan candidate, or a model-free check. */
export const FINDING_SOURCES = ['agent', 'scan', 'static'] as const;

export const CategorySchema = z.enum(CATEGORIES);
export const SeveritySchema = z.enum(SEVERITIES);
export const ReviewModeSchema = z.enum(REVIEW_MODES);
export const VcsKindSchema = z.enum(VCS_KINDS);
export const FixStatusSchema = z.enum(FIX_STATUSES);
export const FindingSourceSchema = z.enum(FINDING_SOURCES);
export const RunModeSchema = z.enum(RUN_MODES);
export const RiskLevelSchema = z.enum(RISK_LEVELS);

/** A cr-id: the first 16 hex characters of SHA-1 over `file:line:category` (8 in older files). */
export const CrIdSchema = z
  .string()
  .regex(
    /^[0-9a-f]{8}(?:[0-9a-f]{8})?$/,
    'expected 16 (or, from older versions, 8) lowercase hex characters',
  );

/**
 * One finding as stored in findings.json. Unknown keys are kept (files written by other
 * CodeHawk versions must round-trip).
 */
export const FindingSchema = z.looseObject({
  cr_id: z.string().nullable(),
  file: z.string().min(1),
  line: z.number().int().min(1),
  end_line: z.number().int().min(1).optional(),
  category: CategorySchema,
  severity: SeveritySchema,
  title: z.string(),
  message: z.string(),
  suggestion: z.string().optional(),
  confidence: z.number().min(0).max(1),
  source: FindingSourceSchema.optional(),
  /** The static check that produced the finding (its rule in SARIF); absent for model findings. */
  rule_id: z.string().min(1).optional(),
});

export const FixVerificationSchema = z.looseObject({
  cr_id: z.string().min(1),
  status: FixStatusSchema,
  reason: z.string(),
  /** With an accepted dismissal: a rule for the team's `.codereview.md` that avoids the finding. */
  rule_suggestion: z.string().optional(),
});

export const UsageSchema = z.looseObject({
  input_tokens: z.number().int().min(0).optional(),
  output_tokens: z.number().int().min(0).optional(),
  total_tokens: z.number().int().min(0).optional(),
  cached_tokens: z.number().int().min(0).optional(),
  reasoning_tokens: z.number().int().min(0).optional(),
  tool_calls: z.number().int().min(0).optional(),
  turns: z.number().int().min(0).optional(),
  duration_seconds: z.number().min(0).optional(),
  model: z.string().optional(),
  cost_usd: z.number().min(0).optional(),
});

/** A file or other input the review did not look at, and why. */
export const SkippedFileSchema = z.looseObject({
  file: z.string(),
  reason: z.string(),
});

/** One changed file's risk, with the code graph's signals when the graph ran. */
export const FileRiskSchema = z.looseObject({
  file: z.string(),
  level: RiskLevelSchema,
  score: z.number(),
  /** Call sites of the file's changed symbols elsewhere in the repository. */
  callers: z.number().int().min(0).optional(),
  /** Whether a test reaches the file's changed code. */
  covered_by_tests: z.boolean().optional(),
});

/** The changed files and the files they can affect, as a small graph for the summary. */
export const BlastRadiusSchema = z.looseObject({
  nodes: z.array(z.looseObject({ id: z.string(), label: z.string().optional() })),
  edges: z.array(z.tuple([z.string(), z.string()])),
});

/** Why changed lines were not shown to the model. */
export const COVERAGE_REASONS = [
  'skipped',
  'no_model',
  'verify_only',
  'not_fetched',
  'turns',
  'budget',
  'failed',
] as const;
export const CoverageReasonSchema = z.enum(COVERAGE_REASONS);

/** Changed lines of one file that the model was not shown, as inclusive new-file line ranges. */
export const CoverageGapSchema = z.looseObject({
  /** Inclusive `[first, last]` new-file line ranges (empty when only the count is known). */
  lines: z.array(z.tuple([z.number().int().min(1), z.number().int().min(1)])),
  count: z.number().int().min(0),
  reason: CoverageReasonSchema,
  detail: z.string(),
});

/** One file: its changed (added) lines and how many of them the model was shown. */
export const FileCoverageSchema = z.looseObject({
  file: z.string(),
  changed_lines: z.number().int().min(0),
  shown_lines: z.number().int().min(0),
  not_shown: z.array(CoverageGapSchema),
});

/**
 * Which changed lines the model was shown (in a prompt or a tool result) and which not, and why.
 * `reviewable_lines` leaves out files set aside on purpose (lockfiles, generated, binary…).
 */
export const CoverageSchema = z.looseObject({
  changed_lines: z.number().int().min(0),
  reviewable_lines: z.number().int().min(0),
  shown_lines: z.number().int().min(0),
  /** Model tokens spent per changed line shown to it. */
  tokens_per_shown_line: z.number().min(0).optional(),
  files: z.array(FileCoverageSchema),
});

/** The whole findings.json file. */
export const FindingsFileSchema = z.looseObject({
  pr_id: z.union([z.number().int(), z.string()]).nullable(),
  repo: z.string(),
  vcs: VcsKindSchema,
  review_modes: z.array(ReviewModeSchema),
  findings: z.array(FindingSchema),
  fix_verifications: z.array(FixVerificationSchema).default([]),
  skipped_files: z.array(SkippedFileSchema).optional(),
  /** False for an offline review: the deterministic stages ran, no model did. */
  model_ran: z.boolean().optional(),
  run_mode: RunModeSchema.optional(),
  /**
   * The head commit the review read. A re-run on the same head that did not finish posting re-uses
   * the file instead of asking the model again.
   */
  head_sha: z.string().min(1).optional(),
  risk: z.array(FileRiskSchema).optional(),
  blast_radius: BlastRadiusSchema.optional(),
  coverage: CoverageSchema.optional(),
  usage: UsageSchema.optional(),
  error: z.string().optional(),
});

export type Category = z.infer<typeof CategorySchema>;
export type Severity = z.infer<typeof SeveritySchema>;
export type ReviewMode = z.infer<typeof ReviewModeSchema>;
export type VcsKind = z.infer<typeof VcsKindSchema>;
export type FixStatus = z.infer<typeof FixStatusSchema>;
export type FindingSource = z.infer<typeof FindingSourceSchema>;
export type Finding = z.infer<typeof FindingSchema>;
export type FixVerification = z.infer<typeof FixVerificationSchema>;
export type Usage = z.infer<typeof UsageSchema>;
export type SkippedFile = z.infer<typeof SkippedFileSchema>;
export type RunMode = z.infer<typeof RunModeSchema>;
export type RiskLevel = z.infer<typeof RiskLevelSchema>;
export type FileRisk = z.infer<typeof FileRiskSchema>;
export type BlastRadius = z.infer<typeof BlastRadiusSchema>;
export type CoverageReason = z.infer<typeof CoverageReasonSchema>;
export type CoverageGap = z.infer<typeof CoverageGapSchema>;
export type FileCoverage = z.infer<typeof FileCoverageSchema>;
export type Coverage = z.infer<typeof CoverageSchema>;
export type FindingsFile = z.infer<typeof FindingsFileSchema>;
