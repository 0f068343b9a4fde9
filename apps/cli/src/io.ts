import type { RiskAssessment } from '@codehawk/risk';

/** Where a command writes: results to `stdout`, messages and progress to `stderr`. */
export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
}

/** A plain-text table; `leftAligned` lists the columns aligned left (the rest align right, like numbers). */
export function table(
  header: string[],
  rows: string[][],
  leftAligned: readonly number[] = [0],
): string {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]): string =>
    cells
      .map((cell, column) =>
        leftAligned.includes(column)
          ? cell.padEnd(widths[column] ?? 0)
          : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '─'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}

/**
 * Changed files with their risk and the components that drove it (strong and weighty ones only),
 * riskiest first; past `limit` rows the rest are counted, not printed.
 */
export function riskTable(assessments: readonly RiskAssessment[], limit = Infinity): string {
  const ranked = [...assessments].sort((a, b) => b.score - a.score || a.path.localeCompare(b.path));
  const rest = ranked.length - limit;
  const shown = table(
    ['file', 'risk', 'score', 'why'],
    ranked.slice(0, limit).map((risk) => [
      risk.path,
      risk.level,
      String(risk.score),
      risk.components
        .filter((component) => (component.value ?? 0) >= 0.5 && component.weight >= 0.15)
        .map((component) => component.reason)
        .join('; '),
    ]),
    [0, 1, 3],
  );
  return rest > 0
    ? `${shown}\n… and ${rest} more file(s), less risky (--format json lists them all)`
    : shown;
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
