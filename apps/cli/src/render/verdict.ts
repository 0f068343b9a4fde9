import { CATEGORIES, SEVERITIES } from '@codehawk/findings';
import type { GateResult, Score } from '@codehawk/scorer';
import { table } from './tables.js';

const stars = (score: Score): string => '★'.repeat(score.stars) + '☆'.repeat(5 - score.stars);

/**
 * Critical findings pass when no gate is set; say how to set one that fails this run, so a green run
 * is not taken for a clean one. Undefined when a gate is set or nothing is critical.
 */
export function unsetGateHint(
  findings: readonly { severity: string }[],
  gate: { minStars: number | null; maxPenalty: number | null },
  score: { stars: number },
): string | undefined {
  const critical = findings.filter((finding) => finding.severity === 'critical').length;
  if (critical === 0 || gate.minStars !== null || gate.maxPenalty !== null) return undefined;
  const flag = score.stars < 5 ? `--min-stars ${score.stars + 1}` : '--max-penalty 0';
  const [name = '', value = ''] = flag.slice(2).split(' ');
  const variable = name === 'min-stars' ? 'MIN_STARS' : 'MAX_PENALTY';
  const key = name === 'min-stars' ? 'minStars' : 'maxPenalty';
  return `${critical} critical finding(s), but no gate is set, so the run passes (${score.stars}/5). To fail runs like this one, pass ${flag}, set ${variable}=${value}, or add "gate: { ${key}: ${value} }" to .codehawk.yml on the base branch.`;
}

/** The score and gate in one line: the same words in every command's report. */
export const verdictLine = (score: Score, gate: GateResult): string =>
  `Score ${stars(score)} ${score.stars}/5 (${score.quality}), penalty ${score.penalty}. Gate: ${gate.pass ? 'PASS' : 'FAIL'} — ${gate.reason}`;

/** `codehawk score`: penalties by category and severity, then the total. */
export function scoreTable(
  path: string,
  score: Score,
  modes: readonly string[],
  count: number,
): string {
  const rows = CATEGORIES.map((category) => {
    const entry = score.breakdown.categories[category];
    return [
      category,
      ...SEVERITIES.map((severity) => String(entry.severities[severity].count)),
      String(entry.penalty),
    ];
  });
  return [
    `CodeHawk score — ${path} (${count} finding${count === 1 ? '' : 's'}, modes: ${modes.length > 0 ? modes.join(', ') : 'standard'})`,
    '',
    table(['category', ...SEVERITIES, 'penalty'], rows),
    '',
    `Penalty ${score.penalty} · ${stars(score)} ${score.stars}/5 · ${score.quality}`,
  ].join('\n');
}

/** What `codehawk score` found: the file's counts, the score, the gate and the thresholds it used. */
export interface ScoreRun {
  path: string;
  findings: number;
  scored: number;
  mergedDuplicates: number;
  modes: readonly string[];
  score: Score;
  gate: GateResult;
  thresholds: { minStars?: number | undefined; maxPenalty?: number | undefined };
}

/** `codehawk score`: the table, then the gate. */
export const scoreReport = (run: ScoreRun): string =>
  `${scoreTable(run.path, run.score, run.modes, run.findings)}\nGate: ${run.gate.pass ? 'PASS' : 'FAIL'} — ${run.gate.reason}`;

/** `codehawk score --json`. */
export const scoreJson = (run: ScoreRun): string =>
  JSON.stringify(
    {
      file: run.path,
      findings: run.findings,
      scored: run.scored,
      merged_duplicates: run.mergedDuplicates,
      modes: run.modes,
      ...run.score,
      gate: {
        ...run.gate,
        min_stars: run.thresholds.minStars ?? null,
        max_penalty: run.thresholds.maxPenalty ?? null,
      },
    },
    null,
    2,
  );
