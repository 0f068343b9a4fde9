import type { TokenUsage } from '@codehawk/agent';
import type { Settings } from '@codehawk/config';
import {
  normalizeFindings,
  type Finding,
  type FindingsFile,
  type FixVerification,
} from '@codehawk/findings';
import type { ChangeAnalysis } from '@codehawk/graph';
import type { RiskAssessment } from '@codehawk/risk';
import type { PullRequestInfo, VcsKind } from '@codehawk/vcs';
import type { FileChange } from './graph.js';
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
  runMode: string;
  findings: Finding[];
  fixVerifications: FixVerification[];
  skipped: SkippedFile[];
  risk: readonly RiskAssessment[];
  changes: readonly FileChange[];
  changeAnalysis?: ChangeAnalysis;
  /** Absent: no model ran. */
  model?: ModelWork;
  durationSeconds: number;
}

/** The changed files and the top of the blast radius, as the summary's graph. */
function blastRadiusOf(changes: readonly FileChange[], analysis: ChangeAnalysis) {
  const reached = analysis.blastRadius.slice(0, 20);
  return {
    nodes: [
      ...new Set([...changes.map((change) => change.path), ...reached.map((entry) => entry.file)]),
    ].map((id) => ({ id })),
    edges: reached
      .flatMap((entry) => changes.map((change): [string, string] => [change.path, entry.file]))
      .slice(0, 60),
  };
}

/** findings.json from everything Phase 1 found: merged and deduplicated findings, risk, graph, usage. */
export function buildFindingsFile(parts: FindingsFileParts): FindingsFile {
  const { pull, settings, model, changeAnalysis } = parts;
  return {
    pr_id: pull.id,
    repo: pull.headRef ?? '',
    vcs: parts.vcs,
    review_modes: settings.review.modes,
    findings: normalizeFindings({ findings: parts.findings }).file.findings,
    fix_verifications: parts.fixVerifications,
    skipped_files: parts.skipped,
    model_ran: model !== undefined,
    run_mode: parts.runMode,
    risk: parts.risk.map((entry) => ({ file: entry.path, level: entry.level, score: entry.score })),
    ...(changeAnalysis
      ? {
          change_analysis: changeAnalysis,
          blast_radius: blastRadiusOf(parts.changes, changeAnalysis),
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
