// Visibility of planted bugs: 41 pull requests cut from real sources, reviewed end to end by a
// perfect-reviewer stand-in that only sees what it is sent. Per shape: how many bugs reached the
// model, how many survived to findings.json on the right line, coverage, model calls and tokens.
//
//   tsx bench/review-visibility/index.ts [--baseline <review package dist/index.js>] [--only <shape>]
//
// With --baseline, the same corpus is also reviewed by another build of runBatchReview (such as the
// commit before a change), and the table shows both, so the figures compare within one run.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadSettings } from '@codehawk/config';
import { TempRepo } from '@codehawk/testkit';
import { LocalGitProvider } from '@codehawk/vcs';
import { runBatchReview as current } from '../../src/index.js';
import { buildCorpus, type Case, type Shape } from './corpus.js';
import { perfectReviewer } from './reviewer.js';

type Review = typeof current;

interface Outcome {
  shape: Shape;
  reached: boolean;
  survived: boolean;
  changed?: number;
  shown?: number;
  calls: number;
  tokens: number;
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

async function reviewCase(item: Case, review: Review): Promise<Outcome> {
  const repo = await TempRepo.create('codehawk-visibility-');
  try {
    await repo.commit('base', item.base);
    await repo.branch('feature');
    // The head replaces the base's files: write every head file, remove base-only ones.
    for (const path of Object.keys(item.base))
      if (!(path in item.head) && path !== 'README.md') await repo.git('rm', '-q', path);
    await repo.commit(item.name, item.head);
    const reviewer = perfectReviewer(new Map([[item.bug.id, item.bug.file]]));
    const { settings } = loadSettings({ env: { MODEL: 'gpt-4.1', PARALLEL_BATCHES: '1' } });
    const result = await review({
      vcs: await LocalGitProvider.open({ repository: repo.path }),
      settings,
      provider: reviewer.provider,
      root: repo.path,
      graphCacheDirectory: false,
    });
    const survived = result.file.findings.some(
      (finding) =>
        finding.title.includes(item.bug.id) &&
        finding.file === item.bug.file &&
        finding.line === item.bug.line,
    );
    const coverage = result.file.coverage;
    return {
      shape: item.shape,
      reached: reviewer.reached.has(item.bug.id),
      survived,
      ...(coverage ? { changed: coverage.changed_lines, shown: coverage.shown_lines } : {}),
      calls: reviewer.calls(),
      tokens: reviewer.tokens(),
    };
  } finally {
    await repo.cleanup();
  }
}

const SHAPES: Shape[] = [
  'small',
  'medium',
  'large',
  'huge-diff',
  'new-80kb',
  'low-risk',
  'few-among-many',
  'build-script',
];

function table(label: string, outcomes: readonly Outcome[]): Map<Shape, number> {
  const meanTokens = new Map<Shape, number>();
  console.log(`\n${label}`);
  console.log(
    'shape            cases  reached  survived  coverage (shown/changed)  calls/PR  tokens/PR (mean)  tokens/line shown',
  );
  for (const shape of SHAPES) {
    const group = outcomes.filter((outcome) => outcome.shape === shape);
    if (group.length === 0) continue;
    const sum = (pick: (outcome: Outcome) => number): number =>
      group.reduce((total, outcome) => total + pick(outcome), 0);
    const changed = sum((outcome) => outcome.changed ?? 0);
    const shown = sum((outcome) => outcome.shown ?? 0);
    const hasCoverage = group.every((outcome) => outcome.changed !== undefined);
    const tokens = sum((outcome) => outcome.tokens) / group.length;
    meanTokens.set(shape, tokens);
    console.log(
      [
        shape.padEnd(16),
        String(group.length).padStart(5),
        `${sum((outcome) => (outcome.reached ? 1 : 0))}/${group.length}`.padStart(8),
        `${sum((outcome) => (outcome.survived ? 1 : 0))}/${group.length}`.padStart(9),
        (hasCoverage
          ? `${((shown / Math.max(changed, 1)) * 100).toFixed(1)}% (${shown}/${changed})`
          : 'not reported'
        ).padStart(25),
        (sum((outcome) => outcome.calls) / group.length).toFixed(1).padStart(9),
        Math.round(tokens).toLocaleString('en').padStart(17),
        (hasCoverage && shown > 0
          ? (sum((outcome) => outcome.tokens) / shown).toFixed(1)
          : '—'
        ).padStart(18),
      ].join('  '),
    );
  }
  const reached = outcomes.filter((outcome) => outcome.reached).length;
  const survived = outcomes.filter((outcome) => outcome.survived).length;
  console.log(
    `all              ${String(outcomes.length).padStart(5)}  ${`${reached}/${outcomes.length}`.padStart(8)}  ${`${survived}/${outcomes.length}`.padStart(9)}`,
  );
  return meanTokens;
}

const cache = join(tmpdir(), 'codehawk-visibility-sources');
mkdirSync(cache, { recursive: true });
const only = argument('--only');
const corpus = buildCorpus(cache).filter((item) => only === undefined || item.shape === only);
const languages = new Set(corpus.map((item) => item.language));
console.log(
  `review-visibility: ${corpus.length} planted-bug pull requests (${[...languages].join(', ')}), perfect-reviewer stand-in`,
);

const runs: { label: string; review: Review }[] = [];
const baselinePath = argument('--baseline');
if (baselinePath) {
  const module = (await import(pathToFileURL(resolve(baselinePath)).href)) as {
    runBatchReview: Review;
  };
  runs.push({ label: `baseline (${baselinePath})`, review: module.runBatchReview });
}
runs.push({ label: 'this build', review: current });

const means: Map<Shape, number>[] = [];
for (const run of runs) {
  const outcomes: Outcome[] = [];
  for (const item of corpus) outcomes.push(await reviewCase(item, run.review));
  means.push(table(run.label, outcomes));
}
if (means.length === 2) {
  const [before, after] = means as [Map<Shape, number>, Map<Shape, number>];
  for (const shape of SHAPES) {
    const was = before.get(shape);
    const now = after.get(shape);
    if (was && now)
      console.log(
        `${shape.padEnd(16)} mean tokens ${Math.round(now).toLocaleString('en')} vs ${Math.round(was).toLocaleString('en')} before: ${(((now - was) / was) * 100).toFixed(1)}%`,
      );
  }
}
