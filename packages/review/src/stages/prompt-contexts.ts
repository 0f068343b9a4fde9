import type { Settings } from '@codehawk/config';
import type { ChangeAnalysis } from '@codehawk/graph';
import type { RiskAssessment, RiskLevel } from '@codehawk/risk';
import type { ChangedFile, PullRequestInfo } from '@codehawk/vcs';
import { changeBriefPages } from '../change-brief.js';
import { detectStack, languageRules, languagesOf } from '../language-rules.js';
import type { PromptContext } from '../prompts.js';
import { smartDiff } from '../smart-diff.js';
import { tokenCounter } from '../token-count.js';
import { riskRank } from './risk.js';

/** Prompt tokens allowed per batch before its diffs are summarised. */
export const DEFAULT_MAX_PROMPT_TOKENS = 60_000;

export interface PromptContextsOptions {
  pull: PullRequestInfo;
  /** Every changed file (stack detection looks at project files that are not code). */
  files: readonly ChangedFile[];
  code: readonly ChangedFile[];
  diffs: Map<string, string>;
  risk: readonly RiskAssessment[];
  settings: Settings;
  /** Written into every prompt as the repository. */
  repo: string;
  readBaseFile: (path: string) => Promise<string | null>;
  teamRules?: string;
  maxPromptTokens?: number;
  /** The graph's change analysis: each batch's compact part goes into its verify prompt. */
  changeAnalysis?: ChangeAnalysis;
}

export interface PromptBatches {
  contexts: PromptContext[];
  /** Prompt tokens of each context, in order. */
  promptTokens: number[];
}

/** The language rules for the changed languages, tuned to the stack the base branch declares. */
async function languageText(options: PromptContextsOptions): Promise<string> {
  const stack = await detectStack(
    options.readBaseFile,
    options.files.filter((file) => file.path.endsWith('.csproj')).map((file) => file.path),
  );
  return languagesOf(options.code.map((file) => file.path))
    .map((language) => languageRules(language, stack))
    .join('\n\n');
}

/** Code files riskiest first, so the first batches get them, cut into batches of `batchSize`. */
export function batchByRisk(
  code: readonly ChangedFile[],
  riskByPath: ReadonlyMap<string, RiskLevel>,
  batchSize: number,
): ChangedFile[][] {
  const rank = new Map(code.map((file) => [file.path, riskRank(riskByPath.get(file.path))]));
  const ordered = [...code].sort((a, b) => (rank.get(a.path) ?? 0) - (rank.get(b.path) ?? 0));
  const groups: ChangedFile[][] = [];
  for (let start = 0; start < ordered.length; start += batchSize)
    groups.push(ordered.slice(start, start + batchSize));
  return groups;
}

/**
 * The prompt context of every batch. Every file gets the same two-pass review; risk only orders the
 * batches (LOW-risk files come last). Large diffs are a map of their hunks with the pages that read
 * all of them; a batch over the token budget has all its diffs summarised that way.
 */
export async function buildPromptContexts(options: PromptContextsOptions): Promise<PromptBatches> {
  const rules = await languageText(options);
  const riskByPath = new Map(options.risk.map((entry) => [entry.path, entry.level]));
  const groups = batchByRisk(options.code, riskByPath, options.settings.batching.batchSize);
  const budget = options.maxPromptTokens ?? DEFAULT_MAX_PROMPT_TOKENS;
  const promptTokens: number[] = [];
  const countTokens = await tokenCounter();
  // Each batch's first page of the change analysis: the part about its own files.
  const briefs = await Promise.all(
    groups.map(async (group) =>
      options.changeAnalysis
        ? (
            await changeBriefPages(options.changeAnalysis, {
              files: new Set(group.map((file) => file.path)),
            })
          )[0]
        : undefined,
    ),
  );
  const contextOf = (
    group: ChangedFile[],
    summarizeAll: boolean,
    brief: string | undefined,
  ): PromptContext => ({
    prId: options.pull.id,
    repo: options.repo,
    title: options.pull.title,
    description: options.pull.body,
    files: group.map((file) => ({
      path: file.path,
      status: file.status,
      additions: file.additions,
      deletions: file.deletions,
      risk: riskByPath.get(file.path) ?? 'LOW',
    })),
    diffs: group.map((file) => ({
      path: file.path,
      text: smartDiff(file.path, options.diffs.get(file.path) ?? '', summarizeAll ? 0 : undefined)
        .text,
    })),
    modes: options.settings.review.modes,
    ...(brief === undefined ? {} : { changeAnalysis: brief }),
    ...(options.teamRules ? { teamRules: options.teamRules } : {}),
    ...(rules ? { languageRules: rules } : {}),
  });
  const contexts = groups.map((group, index) => {
    let context = contextOf(group, false, briefs[index]);
    let tokens = countTokens(JSON.stringify(context));
    if (tokens > budget) {
      context = contextOf(group, true, briefs[index]);
      tokens = countTokens(JSON.stringify(context));
    }
    promptTokens.push(tokens);
    return context;
  });
  return { contexts, promptTokens };
}
