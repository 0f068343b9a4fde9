// Extraction time on 1 MB adversarial model messages, with JSON.parse of a 1 MB findings document
// in the same run as the baseline (machines are shared and noisy; the ratio is what compares).
import { performance } from 'node:perf_hooks';
import { extractFindings } from '../src/index.js';

const SIZE = 1024 * 1024;
const GOAL_MS = 50;

function repeatTo(unit: string, size = SIZE): string {
  return unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
}

const finding = {
  cr_id: null,
  file: 'src/a.ts',
  line: 1,
  category: 'correctness',
  severity: 'warning',
  title: 't',
  message: 'm',
  confidence: 0.9,
};
const validObject = JSON.stringify({
  pr_id: 1,
  repo: 'r',
  vcs: 'local',
  review_modes: ['standard'],
  findings: [finding],
});
const largeDocument = JSON.stringify({
  pr_id: 1,
  findings: Array.from(
    { length: Math.floor(SIZE / JSON.stringify(finding).length) },
    () => finding,
  ),
});

const depth = Math.floor(SIZE / 14);
const cases: Record<string, string> = {
  'unclosed braces': repeatTo('{'),
  'nested "findings", error at every end': '{"findings":'.repeat(depth) + '{}' + ',}'.repeat(depth),
  'many small invalid objects': repeatTo('{"findings": oops} '),
  'quotes and braces': repeatTo('{"'),
  'fence openers': repeatTo('```json\n{\n'),
  'nested "pr_id", unclosed': repeatTo('{"pr_id": '),
  'valid object after 1 MB of prose':
    repeatTo('The reviewer said "{maybe}" then } and { again. ') + validObject,
};

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function time(run: () => unknown, repeats = 5): number {
  run();
  const samples: number[] = [];
  for (let index = 0; index < repeats; index++) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

const baseline = time(() => JSON.parse(largeDocument));
console.log(
  `baseline: JSON.parse of a ${(largeDocument.length / 1e6).toFixed(2)} MB findings document: ${baseline.toFixed(2)} ms`,
);
console.log('');
console.log(
  'case'.padEnd(40) +
    'size'.padStart(10) +
    'median ms'.padStart(12) +
    '÷ baseline'.padStart(12) +
    '  tier',
);
let worst = 0;
for (const [name, text] of Object.entries(cases)) {
  const result = extractFindings(text, [text]);
  const ms = time(() => extractFindings(text, [text]));
  worst = Math.max(worst, ms);
  console.log(
    name.padEnd(40) +
      `${(text.length / 1e6).toFixed(2)} MB`.padStart(10) +
      ms.toFixed(2).padStart(12) +
      (ms / baseline).toFixed(1).padStart(12) +
      `  ${result.tier}`,
  );
}
console.log('');
console.log(
  `worst case: ${worst.toFixed(2)} ms (goal ≤ ${GOAL_MS} ms): ${worst <= GOAL_MS ? 'met' : 'NOT met'}`,
);
