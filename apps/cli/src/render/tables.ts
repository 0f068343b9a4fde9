import type { RiskAssessment } from '@codehawk/risk';

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

/** `codehawk risk --file`: one file's risk, each component's share, and what is unknown. */
export function riskReport(risk: RiskAssessment): string {
  const rows = risk.components.map((component) => [
    component.name,
    component.value === null ? '—' : String(component.value),
    String(component.weight),
    String(component.contribution),
    component.reason,
  ]);
  const lines = [
    `${risk.path}: ${risk.level} (score ${risk.score})`,
    '',
    table(['component', 'value', 'weight', 'contribution', 'why'], rows, [0, 4]),
  ];
  if (risk.missing.length > 0) {
    lines.push(
      '',
      `Unknown without the code graph: ${risk.missing.join(', ')} (left out; the known weights are scaled to 1).`,
    );
  }
  return lines.join('\n');
}

/** `codehawk risk --diff`: every changed file's risk, riskiest first. */
export const diffRiskReport = (assessments: readonly RiskAssessment[]): string =>
  assessments.length === 0 ? 'The diff changes no files.' : riskTable(assessments);
