import { capBlastRadius, type FindingsFile } from '@codehawk/findings';
import { CATEGORIES, SEVERITIES, type GateResult, type Score } from '@codehawk/scorer';
import type { VcsKind } from '@codehawk/vcs';
import type { PlannedFinding } from '../plan.js';
import { coverageSentence, unseenReviewable } from '../coverage.js';
import { numberText } from '../number-text.js';
import { codeSpan, sanitizeModelText } from '../sanitize.js';
import type { VerificationOutcome } from '../verifications.js';

export interface SummaryInput {
  file: FindingsFile;
  score: Score;
  gate: GateResult;
  vcs: VcsKind;
  /** The repository's web host: model-written links elsewhere are dropped. */
  linkHost?: string | undefined;
  counts: {
    posted: number;
    alreadyPosted: number;
    capped: number;
    filtered: number;
    rejected: number;
    failed: number;
  };
  notPlaced: PlannedFinding[];
  verifications: VerificationOutcome[];
}

// Inside a quoted mermaid label only `"` ends the label; the rest is kept out so the label shows
// as plain text (no HTML, no Markdown string, one line).
const mermaidText = (text: string): string =>
  text
    .replace(/\s+/g, ' ')
    .replace(/["<>`]/g, "'")
    .slice(0, 60);

type ModelText = (text: string) => Promise<string>;

/** The heading, the score line and the per-category breakdown. */
function scoreLines(score: Score, gate: GateResult): string[] {
  const stars = '★'.repeat(score.stars) + '☆'.repeat(5 - score.stars);
  const lines: string[] = [
    '## 🦅 CodeHawk review',
    '',
    `**Score:** ${stars} ${score.stars}/5 (${score.quality}) · penalty ${score.penalty} · gate ${gate.pass ? '✅ passed' : '❌ failed'} — ${gate.reason}`,
    '',
    '| Category | Critical | Warning | Suggestion | Penalty |',
    '| --- | ---: | ---: | ---: | ---: |',
  ];
  for (const category of CATEGORIES) {
    const entry = score.breakdown.categories[category];
    if (entry.count === 0) continue;
    lines.push(
      `| ${category.replace(/_/g, ' ')} | ${SEVERITIES.map((severity) => entry.severities[severity].count).join(' | ')} | ${entry.penalty} |`,
    );
  }
  if (CATEGORIES.every((category) => score.breakdown.categories[category].count === 0)) {
    lines.push('| _no findings_ | 0 | 0 | 0 | 0 |');
  }
  return lines;
}

/** What happened to the findings, the coverage, and the fate of earlier findings. */
function countLines(input: SummaryInput): string[] {
  const { counts, file } = input;
  const lines = [
    '',
    `**Findings:** ${counts.posted} new inline, ${counts.alreadyPosted} already open, ${input.notPlaced.length} outside the diff (below), ` +
      `${counts.capped} over the per-file limit, ${counts.filtered} below the confidence threshold` +
      (counts.rejected > 0 ? `, ${counts.rejected} malformed` : '') +
      (counts.failed > 0 ? `, ${counts.failed} failed to post` : '') +
      '.',
  ];
  if (file.coverage) {
    const unseen = unseenReviewable(file.coverage) > 0 || file.coverage.reviewable_lines === 0;
    lines.push('', `**Coverage:** ${unseen ? '⚠️ ' : ''}${coverageSentence(file.coverage)}`);
  }
  const verified = (status: string): number =>
    input.verifications.filter((outcome) => outcome.status === status).length;
  if (input.verifications.length > 0) {
    lines.push(
      '',
      `**Earlier findings:** ✅ ${verified('fixed')} fixed · ⏳ ${verified('still_present')} still present · 🚫 ${verified('dismissed')} dismissed · ${verified('not_relevant')} no longer relevant.`,
    );
  }
  return lines;
}

/** Findings outside the diff, and the files not reviewed with why. */
async function listLines(input: SummaryInput, modelText: ModelText): Promise<string[]> {
  const lines: string[] = [];
  if (input.notPlaced.length > 0) {
    lines.push('', '### Findings outside the diff', '');
    for (const { finding } of input.notPlaced) {
      lines.push(
        `- ${codeSpan(`${finding.file}:${finding.line}`)} **${finding.severity}** ${finding.category.replace(/_/g, ' ')} — ${await modelText(finding.title)}`,
      );
    }
  }
  const skipped = input.file.skipped_files ?? [];
  if (skipped.length > 0) {
    lines.push('', `<details><summary>${skipped.length} file(s) not reviewed</summary>`, '');
    for (const entry of skipped.slice(0, 100))
      lines.push(`- ${codeSpan(entry.file)} — ${await modelText(entry.reason)}`);
    lines.push('', '</details>');
  }
  return lines;
}

/** The blast radius as a mermaid graph, on GitHub (which draws it). */
function blastRadiusLines(input: SummaryInput): string[] {
  const { file } = input;
  const graph =
    input.vcs === 'github' && file.blast_radius ? capBlastRadius(file.blast_radius) : undefined;
  if (!graph || graph.nodes.length === 0) return [];
  const lines = ['', '<details><summary>Blast radius</summary>', '', '```mermaid', 'graph LR'];
  const ids = new Map(graph.nodes.map((node, index) => [node.id, `n${index}`]));
  for (const node of graph.nodes)
    lines.push(`  ${ids.get(node.id) ?? ''}["${mermaidText(node.label ?? node.id)}"]`);
  for (const [from, to] of graph.edges)
    if (ids.has(from) && ids.has(to))
      lines.push(`  ${ids.get(from) ?? ''} --> ${ids.get(to) ?? ''}`);
  lines.push('```', '', '</details>');
  return lines;
}

/** The model, tokens and cost, and the run's error. */
async function usageLines(file: FindingsFile, modelText: ModelText): Promise<string[]> {
  const usage = file.usage;
  if (usage) {
    const tokens = usage.total_tokens ?? (usage.input_tokens ?? 0) + (usage.output_tokens ?? 0);
    const cost = usage.cost_usd === undefined ? '' : ` · $${usage.cost_usd.toFixed(4)}`;
    return [
      '',
      `<sub>${usage.model ?? 'model'} · ${numberText(tokens)} tokens${cost}${file.error ? ` · ⚠️ ${await modelText(file.error)}` : ''}</sub>`,
    ];
  }
  return file.error ? ['', `<sub>⚠️ ${await modelText(file.error)}</sub>`] : [];
}

/** The one summary comment: score, breakdown, what was posted or not and why, verifications, usage. */
export async function renderSummary(input: SummaryInput): Promise<string> {
  const modelText: ModelText = (text) =>
    sanitizeModelText(text, { inline: true, linkHost: input.linkHost });
  return [
    ...scoreLines(input.score, input.gate),
    ...countLines(input),
    ...(await listLines(input, modelText)),
    ...blastRadiusLines(input),
    ...(await usageLines(input.file, modelText)),
  ].join('\n');
}
