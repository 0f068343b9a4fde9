// What the offline review found beyond findings — risk per file, blast radius, test reach and
// deletions — for the formats that are not the text report: a Markdown section and SARIF run
// properties, so `--format markdown` and `--format sarif` keep it.
import type { BatchReviewResult } from '@codehawk/review';

/** The analysis as plain data (SARIF `runs[0].properties.codehawk`). */
export function offlineAnalysis(review: BatchReviewResult): Record<string, unknown> {
  const analysis = review.changeAnalysis;
  return {
    risk: review.risk.map((entry) => ({
      file: entry.path,
      level: entry.level,
      score: entry.score,
      why: entry.components
        .filter((component) => component.contribution > 0 || component.value === null)
        .map((component) => component.reason),
    })),
    ...(analysis
      ? {
          blastRadius: analysis.blastRadius.map((entry) => ({
            file: entry.file,
            score: Math.round(entry.score * 100) / 100,
            depth: entry.depth,
          })),
          testGaps: analysis.testGaps.map((gap) => `${gap.file}#${gap.name}`),
          testReachUnknown: analysis.testReachUnknown.map((gap) => ({
            function: `${gap.file}#${gap.name}`,
            reason: gap.reason,
          })),
        }
      : { graph: 'unavailable: blast radius and test reach are unknown' }),
    deleted: review.deleted,
  };
}

const SHOWN = 20;
const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const more = (count: number): string[] => (count > SHOWN ? [`- … and ${count - SHOWN} more`] : []);

/** The analysis as a Markdown section, appended to the summary. */
export function offlineMarkdown(review: BatchReviewResult): string {
  const analysis = review.changeAnalysis;
  const lines = ['', '### Change analysis', ''];
  if (review.risk.length > 0) {
    lines.push('| file | risk | score | why |', '| --- | --- | ---: | --- |');
    for (const entry of [...review.risk].sort((a, b) => b.score - a.score).slice(0, SHOWN))
      lines.push(
        `| \`${cell(entry.path)}\` | ${entry.level} | ${entry.score} | ${cell(
          entry.components
            .filter((component) => component.contribution > 0 || component.value === null)
            .map((component) => component.reason)
            .join('; '),
        )} |`,
      );
    if (review.risk.length > SHOWN)
      lines.push('', `… and ${review.risk.length - SHOWN} more files.`);
  } else lines.push('No code file changed.');
  if (review.deleted.length > 0) {
    lines.push('', '**Deleted files**', '');
    for (const entry of review.deleted.slice(0, SHOWN))
      lines.push(
        `- \`${entry.file}\` — ${
          entry.importers === undefined
            ? 'whether other files import it is unknown (no code graph)'
            : entry.importers.length === 0
              ? 'no remaining file imports it'
              : `still imported by ${entry.importers.map((importer) => `\`${importer.file}:${importer.line}\``).join(', ')}`
        }`,
      );
    lines.push(...more(review.deleted.length));
  }
  if (!analysis) {
    lines.push('', 'The code graph was unavailable: blast radius and test reach are unknown.');
    return lines.join('\n');
  }
  if (analysis.blastRadius.length > 0) {
    lines.push(
      '',
      '**Blast radius** (files the change can affect: calls weigh more than imports, near more than far)',
      '',
    );
    for (const entry of analysis.blastRadius.slice(0, SHOWN))
      lines.push(
        `- \`${entry.file}\` — score ${Math.round(entry.score * 100) / 100}, ${entry.depth} hop${entry.depth === 1 ? '' : 's'}`,
      );
    lines.push(...more(analysis.blastRadius.length));
  }
  if (analysis.testGaps.length > 0) {
    lines.push('', '**Changed functions no test reaches**', '');
    for (const gap of analysis.testGaps.slice(0, SHOWN))
      lines.push(`- \`${gap.file}#${gap.name}\``);
    lines.push(...more(analysis.testGaps.length));
  }
  if (analysis.testReachUnknown.length > 0) {
    lines.push('', '**Changed functions whose test reach is unknown**', '');
    for (const gap of analysis.testReachUnknown.slice(0, SHOWN))
      lines.push(`- \`${gap.file}#${gap.name}\` — ${gap.reason}`);
    lines.push(...more(analysis.testReachUnknown.length));
  }
  return lines.join('\n');
}
