import type { TokenUsage } from '@codehawk/agent';
import type { Settings } from '@codehawk/config';
import {
  normalizeFindings,
  projectBlastRadius,
  type FileRisk,
  type Coverage,
  type Finding,
  type FindingsFile,
  type FixVerification,
  type RunMode,
} from '@codehawk/findings';
import type { ChangeAnalysis } from '@codehawk/graph';
import type { RiskAssessment } from '@codehawk/risk';
import type { PullRequestInfo, VcsKind } from '@codehawk/vcs';
import type { BatchReviewOptions } from '../options.js';
import type { ChangeFacts } from './analysis.js';
import { NO_BATCHES } from './batches.js';
import type { ReviewedChange } from './change.js';
import { coverageStage } from './coverage.js';
import type { FileChange } from './graph.js';
import type { ModelScope } from './increment.js';
import type { ModelOutcome } from './model-review.js';
import type { SkippedFile } from './select.js';

/** What the model spent, present only when a model ran. */
export interface ModelWork {
  usage: TokenUsage;
  toolCalls: number;
  turns: number;
  /** US dollars; undefined when a call's model had no price. */
  costUsd: number | undefined;
  errors: string[];
}

export interface FindingsFileParts {
  pull: PullRequestInfo;
  vcs: VcsKind;
  settings: Settings;
  runMode: RunMode;
  findings: Finding[];
  fixVerifications: FixVerification[];
  skipped: SkippedFile[];
  risk: readonly RiskAssessment[];
  changes: readonly FileChange[];
  changeAnalysis?: ChangeAnalysis;
  /** Absent: no model ran. */
  model?: ModelWork;
  coverage: Coverage;
  durationSeconds: number;
}

/** Each file's risk, with the graph's caller count and test reach when the graph ran. */
function riskOf(risk: readonly RiskAssessment[], analysis?: ChangeAnalysis): FileRisk[] {
  return risk.map((entry) => {
    const signals = analysis?.fileSignals[entry.path];
    return {
      file: entry.path,
      level: entry.level,
      score: entry.score,
      ...(signals
        ? { callers: signals.callerCount, covered_by_tests: signals.coveredByTests }
        : {}),
    };
  });
}

/** findings.json from everything Phase 1 found: merged and deduplicated findings, risk, graph, usage. */
export function buildFindingsFile(parts: FindingsFileParts): FindingsFile {
  const { pull, settings, model, changeAnalysis } = parts;
  return {
    pr_id: pull.id,
    repo: pull.repository,
    vcs: parts.vcs,
    review_modes: settings.review.modes,
    findings: normalizeFindings({ findings: parts.findings }).file.findings,
    fix_verifications: parts.fixVerifications,
    skipped_files: parts.skipped,
    coverage: parts.coverage,
    model_ran: model !== undefined,
    run_mode: parts.runMode,
    head_sha: pull.headSha,
    risk: riskOf(parts.risk, changeAnalysis),
    ...(changeAnalysis
      ? {
          blast_radius: projectBlastRadius(
            parts.changes.map((change) => change.path),
            changeAnalysis.blastRadius.map((entry) => entry.file),
          ),
        }
      : {}),
    ...(model
      ? {
          usage: {
            input_tokens: model.usage.inputTokens,
            output_tokens: model.usage.outputTokens,
            total_tokens: model.usage.totalTokens,
            tool_calls: model.toolCalls,
            turns: model.turns,
            model: settings.model.name,
            duration_seconds: parts.durationSeconds,
            ...(model.costUsd === undefined
              ? {}
              : { cost_usd: Math.round(model.costUsd * 1e6) / 1e6 }),
          },
        }
      : {}),
    ...(model && model.errors.length > 0 ? { error: model.errors.join(' ') } : {}),
  };
}

/** findings.json for this run: the coverage of what the model saw, then every finding and fact. */
export function findingsFileStage(
  options: BatchReviewOptions,
  run: {
    change: ReviewedChange;
    facts: ChangeFacts;
    scope: ModelScope;
    found: readonly Finding[];
    model: ModelOutcome;
    started: number;
  },
): FindingsFile {
  const { change, facts, scope, model } = run;
  const { provider } = options;
  const { changeAnalysis } = facts;
  const coverage = coverageStage({
    files: scope.files,
    code: scope.code,
    skipped: change.skipped,
    diffs: scope.diffs,
    mode: change.mode,
    modelConfigured: provider !== undefined,
    ...(model.reviewed ? { reviewed: model.reviewed } : {}),
  });
  return buildFindingsFile({
    coverage,
    pull: change.snapshot.pull,
    vcs: options.vcs.kind,
    settings: options.settings,
    runMode: change.mode,
    findings: [...run.found, ...(model.reviewed?.findings ?? [])],
    fixVerifications: model.fixVerifications,
    skipped: change.skipped,
    risk: facts.risk,
    changes: change.changes,
    durationSeconds: (Date.now() - run.started) / 1000,
    ...(changeAnalysis ? { changeAnalysis } : {}),
    ...(provider ? { model: model.reviewed ?? NO_BATCHES } : {}),
  });
}
