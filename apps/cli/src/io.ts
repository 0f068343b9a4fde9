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

/** Changed files with their risk and the components that drove it (strong and weighty ones only). */
export function riskTable(assessments: readonly RiskAssessment[]): string {
  return table(
    ['file', 'risk', 'score', 'why'],
    assessments.map((risk) => [
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
}
