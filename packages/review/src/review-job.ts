import {
  addUsage,
  AgentRunner,
  EMPTY_USAGE,
  UNTRUSTED_PREAMBLE,
  type AgentRunnerOptions,
  type LlmProvider,
  type AgentStatus,
  type TokenUsage,
  type ToolRegistry,
} from '@codehawk/agent';
import {
  extractFindings,
  normalizeFindings,
  repairFinding,
  type Finding,
  parseJsonAnswer,
} from '@codehawk/findings';
import * as z from 'zod';
import { mergeShown, shownInMessages, shownInPrompt, type ShownLines } from './coverage.js';
import {
  buildSystemPrompt,
  scanPrompt,
  verifyPrompt,
  type PromptContext,
  type ScanPass,
} from './prompts.js';

export interface ReviewJobOptions {
  provider: LlmProvider;
  model: string;
  /** The agent's tools, already registered. */
  registry: ToolRegistry;
  context: PromptContext;
  hasGraph: boolean;
  twoPass: { enabled: boolean; scanMaxRetries: number; verifyMaxTurns: number };
  /** Turns of the single agent loop when two-pass review is off. */
  maxTurns: number;
  /** Retries, fallbacks, secrets, events, clock… for every model call. */
  runner?: Omit<AgentRunnerOptions, 'provider' | 'model' | 'registry'>;
  signal?: AbortSignal;
}

export interface BatchOutcome {
  findings: Finding[];
  usage: TokenUsage;
  toolCalls: number;
  turns: number;
  /** US dollars; undefined when a call's model had no price. */
  costUsd: number | undefined;
  /** The verify pass confirmed the findings (false: unverified scan candidates, or none). */
  verified: boolean;
  /** Changed lines shown to the model, per file: the prompt's diffs and every tool result. */
  shown: ShownLines;
  /** How the verify pass ended, for the coverage report's reasons. */
  ending: { status: AgentStatus; deadlineInjected: boolean; maxTurns: number };
  error?: string;
}

const Candidates = z.object({
  candidates: z.array(z.unknown()),
  files_clean: z.array(z.string()).optional(),
});

const SCAN_SYSTEM = `You scan code changes for problems and answer with one JSON object. ${UNTRUSTED_PREAMBLE}`;

/** What one batch has spent so far, across its passes. */
interface Spent {
  usage: TokenUsage;
  toolCalls: number;
  turns: number;
  costUsd: number | undefined;
  /** A model answered a prompt of this batch, so its diffs were shown. */
  answered: boolean;
}

function runnerOf(options: ReviewJobOptions, extra: Partial<AgentRunnerOptions>): AgentRunner {
  return new AgentRunner({
    ...options.runner,
    provider: options.provider,
    model: options.model,
    ...extra,
  });
}

function account(
  spent: Spent,
  result: {
    usage: TokenUsage;
    toolCallsCount: number;
    turns: number;
    costUsd: number | undefined;
    assistantTexts: string[];
  },
): void {
  spent.usage = addUsage(spent.usage, result.usage);
  // One unpriced call makes the batch's cost unknown, not smaller.
  spent.costUsd =
    spent.costUsd === undefined || result.costUsd === undefined
      ? undefined
      : spent.costUsd + result.costUsd;
  spent.toolCalls += result.toolCallsCount;
  spent.turns += result.turns;
  spent.answered ||= result.assistantTexts.length > 0 || result.toolCallsCount > 0;
}

/** A single-turn scan, asked again (up to `scanMaxRetries` times) while its answer is malformed. */
async function scan(options: ReviewJobOptions, spent: Spent, pass: ScanPass): Promise<Finding[]> {
  const runner = runnerOf(options, { responseFormat: { type: 'json_object' } });
  let prompt = scanPrompt(pass, options.context);
  for (let attempt = 0; attempt <= options.twoPass.scanMaxRetries; attempt++) {
    const result = await runner.run({
      system: SCAN_SYSTEM,
      prompt,
      maxTurns: 1,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    account(spent, result);
    if (result.status !== 'completed') return [];
    const parsed = Candidates.safeParse(parseJsonAnswer(result.finalText));
    if (parsed.success) {
      return parsed.data.candidates.flatMap((candidate) => {
        const repaired = repairFinding(candidate);
        return repaired.ok ? [{ ...repaired.value, source: 'scan' as const }] : [];
      });
    }
    prompt = `${scanPrompt(pass, options.context)}\n\nYour previous answer was not the JSON object asked for (${parsed.error.issues[0]?.message ?? 'not JSON'}). Answer again with only that JSON object.`;
  }
  return [];
}

/** The standard and deep scans' candidates, merged (none when two-pass review is off). */
async function scanCandidates(options: ReviewJobOptions, spent: Spent): Promise<Finding[]> {
  if (!options.twoPass.enabled) return [];
  const [standard, deep] = [
    await scan(options, spent, 'standard'),
    await scan(options, spent, 'deep'),
  ];
  return normalizeFindings({ findings: [...standard, ...deep] }).file.findings;
}

/** Tool turns the model keeps for its answer after the deadline notice (CodeHawk: 3). */
const RESERVE_TURNS = 3;
/** Turns beyond the diff pages for other look-ups (callers, a file's context). */
const LOOKUP_TURNS = 2;

/**
 * The verify pass's turns: the configured budget, raised so that the model can read every listed
 * diff page (one call a turn) and still look up callers before the deadline and its 3-turn reserve.
 */
export function turnBudget(configured: number, context: PromptContext): number {
  const pages = context.diffs.reduce(
    (sum, diff) => sum + (diff.text.match(/^- get_file_diff\(/gm)?.length ?? 0),
    0,
  );
  return pages === 0 ? configured : Math.max(configured, pages + LOOKUP_TURNS + RESERVE_TURNS);
}

/** One review batch: two scan passes (no tools), then the verify pass in the agent loop. */
export async function reviewBatch(options: ReviewJobOptions): Promise<BatchOutcome> {
  const { context, twoPass } = options;
  const spent: Spent = {
    usage: EMPTY_USAGE,
    toolCalls: 0,
    turns: 0,
    costUsd: 0,
    answered: false,
  };
  const candidates = await scanCandidates(options, spent);
  const maxTurns = turnBudget(twoPass.enabled ? twoPass.verifyMaxTurns : options.maxTurns, context);
  const result = await runnerOf(options, { registry: options.registry, slidingWindow: 3 }).run({
    system: buildSystemPrompt({ maxTurns, hasGraph: options.hasGraph }),
    prompt: verifyPrompt(context, candidates),
    maxTurns,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  account(spent, result);
  const shown = shownInMessages(result.messages);
  if (spent.answered) mergeShown(shown, shownInPrompt(context));
  const ending = { status: result.status, deadlineInjected: result.deadlineInjected, maxTurns };
  const extracted = extractFindings(result.finalText, result.assistantTexts, {
    prId: context.prId,
    repo: context.repo,
  });
  const verified =
    result.status !== 'cancelled' && !result.status.startsWith('failed') && extracted.tier !== 3;
  const { answered: _answered, ...base } = spent;
  if (verified) {
    const findings = normalizeFindings({
      findings: Array.isArray(extracted.data.findings) ? extracted.data.findings : [],
    }).file.findings;
    return {
      ...base,
      shown,
      ending,
      findings: findings.map((finding) => ({
        ...finding,
        source: finding.source === 'static' ? 'static' : 'agent',
      })),
      verified: true,
    };
  }
  // The verify pass failed: keep the scan's candidates, marked unverified, at modest confidence.
  const fallback = candidates.map((candidate) => ({
    ...candidate,
    confidence: Math.min(0.75, Math.max(0.6, candidate.confidence)),
    source: 'scan' as const,
  }));
  return {
    ...base,
    shown,
    ending,
    findings: fallback,
    verified: false,
    error: `The verify pass did not finish (${result.status}${result.errorMessage ? `: ${result.errorMessage}` : ''}); scan candidates are reported unverified.`,
  };
}
