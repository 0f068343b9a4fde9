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
