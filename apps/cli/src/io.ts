/** Where a command writes: results to `stdout`, messages and progress to `stderr`. */
export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
}

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
