import { AgentRunner, type AgentRunnerOptions, type LlmProvider } from '@codehawk/agent';
import {
  fileFingerprint,
  sameCrId,
  type Finding,
  type FixVerification,
  parseJsonAnswer,
} from '@codehawk/findings';
import {
  priorFindingsFromSummary,
  priorFindingsFromThreads,
  type PriorFinding,
  type ReviewThread,
  type VcsProvider,
} from '@codehawk/vcs';
import * as z from 'zod';
import { dismissalPrompt, excerpt, VERIFIER_SYSTEM, verifyPrompt } from './prompts.js';

export interface VerifyFixesOptions {
  vcs: VcsProvider;
  provider: LlmProvider;
  model: string;
  /** The pull request's threads, when the caller has read them already (else they are listed). */
  threads?: readonly ReviewThread[];
  /** Open findings without a thread (off the diff, in the summary only): verified against the code too. */
  summaryFindings?: readonly Finding[];
  /** Calls with one modified file each before the rest are batched (CodeHawk: 15). */
  maxIndividualCalls?: number;
  /** Files per call after that (CodeHawk: 5). */
  batchSize?: number;
  /** Passed to the runner: retries, fallbacks, secrets, events… */
  runner?: Omit<AgentRunnerOptions, 'provider' | 'model' | 'registry'>;
}

const VerifyAnswer = z.object({
  verifications: z.array(
    z.object({ cr_id: z.string(), status: z.enum(['fixed', 'still_present']), reason: z.string() }),
  ),
});

const DismissalAnswer = z.object({
  decision: z.enum(['accept', 'reject']),
  explanation: z.string(),
  rule_suggestion: z.string().optional(),
});

function stillPresent(finding: PriorFinding, reason: string): FixVerification {
  return { cr_id: finding.crId, status: 'still_present', reason };
}

type Ask = (prompt: string) => Promise<unknown>;
type ModifiedFile = { path: string; content: string; findings: PriorFinding[] };
type Dismissal = { finding: PriorFinding; content: string };

/**
 * Sorts the findings without asking the model: a deleted file's are not relevant, an unchanged
 * file's still present (or a dismissal to weigh when a developer replied); a modified file's are
 * verified by the model, by file.
 */
async function triage(
  prior: readonly PriorFinding[],
  contentOf: (file: string) => Promise<string | null>,
): Promise<{ results: FixVerification[]; modified: ModifiedFile[]; dismissals: Dismissal[] }> {
  const results: FixVerification[] = [];
  const modified = new Map<string, ModifiedFile>();
  const dismissals: Dismissal[] = [];
  for (const finding of prior) {
    const content = await contentOf(finding.file);
    if (content === null) {
      results.push({
        cr_id: finding.crId,
        status: 'not_relevant',
        reason: `${finding.file} no longer exists.`,
      });
    } else if (
      finding.fileFingerprint !== undefined &&
      finding.fileFingerprint === fileFingerprint(content)
    ) {
      if (finding.developerReplies.length > 0) dismissals.push({ finding, content });
      else
        results.push(
          stillPresent(finding, `${finding.file} has not changed since this was reported.`),
        );
    } else {
      const entry = modified.get(finding.file) ?? { path: finding.file, content, findings: [] };
      entry.findings.push(finding);
      modified.set(finding.file, entry);
    }
  }
  return { results, modified: [...modified.values()], dismissals };
}

/** One call per modified file up to `individual`, then `batch` files per call. */
async function verifyModified(
  files: readonly ModifiedFile[],
  ask: Ask,
  individual: number,
  batch: number,
): Promise<FixVerification[]> {
  const results: FixVerification[] = [];
  const groups = [...files.slice(0, individual).map((file) => [file])];
  for (let start = individual; start < files.length; start += batch)
    groups.push(files.slice(start, start + batch));
  for (const group of groups) {
    const findings = group.flatMap((file) => file.findings);
    const parsed = VerifyAnswer.safeParse(await ask(verifyPrompt(group)));
    for (const finding of findings) {
      const answer = parsed.success
        ? parsed.data.verifications.find((entry) => sameCrId(entry.cr_id, finding.crId))
        : undefined;
      results.push(
        answer
          ? { cr_id: finding.crId, status: answer.status, reason: answer.reason }
          : stillPresent(finding, 'The change could not be verified; the finding stays open.'),
      );
    }
  }
  return results;
}

/** The model weighs each developer's reply to a finding on an unchanged file. */
async function weighDismissals(
  dismissals: readonly Dismissal[],
  ask: Ask,
): Promise<FixVerification[]> {
  const results: FixVerification[] = [];
  for (const { finding, content } of dismissals) {
    const parsed = DismissalAnswer.safeParse(
      await ask(dismissalPrompt(finding, excerpt(content, [finding.line ?? 1]))),
    );
    if (!parsed.success) {
      results.push(
        stillPresent(finding, 'The reply could not be evaluated; the finding stays open.'),
      );
    } else if (parsed.data.decision === 'accept') {
      results.push({
        cr_id: finding.crId,
        status: 'dismissed',
        reason: parsed.data.explanation,
        rule_suggestion: parsed.data.rule_suggestion ?? '',
      });
    } else {
      results.push(stillPresent(finding, parsed.data.explanation));
    }
  }
  return results;
}

/**
 * CodeHawk's decision tree for every open finding on a re-push:
 * file deleted → not_relevant; file unchanged and a developer replied → the model weighs the
 * dismissal (accepted → dismissed with a rule suggestion, else still_present); unchanged with no
 * reply → still_present; file modified → the model verifies (one call per file, at most 15, then
 * five files per call). Any failure or unparsable answer keeps the finding still_present: nothing
 * is ever accepted by default.
 */
export async function verifyFixes(options: VerifyFixesOptions): Promise<FixVerification[]> {
  const threaded = priorFindingsFromThreads(options.threads ?? (await options.vcs.listThreads()));
  const prior = [...threaded, ...priorFindingsFromSummary(options.summaryFindings ?? [], threaded)];
  const contents = new Map<string, string | null>();
  const contentOf = async (file: string): Promise<string | null> => {
    if (!contents.has(file))
      contents.set(file, await options.vcs.getFileContent(file, 'head').catch(() => null));
    return contents.get(file) ?? null;
  };
  const { results, modified, dismissals } = await triage(prior, contentOf);
  const runner = new AgentRunner({
    ...options.runner,
    provider: options.provider,
    model: options.model,
    responseFormat: { type: 'json_object' },
  });
  const ask: Ask = async (prompt) => {
    const result = await runner.run({ system: VERIFIER_SYSTEM, prompt, maxTurns: 1 });
    return result.status === 'completed' ? parseJsonAnswer(result.finalText) : undefined;
  };
  const individual = options.maxIndividualCalls ?? 15;
  const batch = options.batchSize ?? 5;
  return [
    ...results,
    ...(await verifyModified(modified, ask, individual, batch)),
    ...(await weighDismissals(dismissals, ask)),
  ];
}
