// The CLI at scale, run as a user runs it (the built `codehawk`, one process per run):
// - an offline `review --dry-run` of 2,000 and of 4,000 changed files (goal: 4,000 ≤ 2 × 2,000);
// - `publish --dry-run` of 100,000 findings (goal ≤ 10 s), with 10,000 as the baseline;
// Start-up is `bench/start-up.ts`.
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { TempRepo } from '@codehawk/testkit';

const bin = fileURLToPath(new URL('../dist/bin.js', import.meta.url));
const run = promisify(execFile);

async function timed(cwd: string, args: readonly string[]): Promise<number> {
  const started = performance.now();
  await run(process.execPath, args, {
    cwd,
    maxBuffer: 1 << 30,
    env: { PATH: process.env.PATH ?? '' },
  }).catch((error: unknown) => {
    // Exit 1 is a failed gate: the run itself completed.
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === 1) return;
    throw error;
  });
  return performance.now() - started;
}

// `tsx bench/scale.ts publish` runs only the named parts (review, publish).
const parts = process.argv.slice(2);
const wanted = (part: string): boolean => parts.length === 0 || parts.includes(part);

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/** A repository whose last commit changes `files` files, a few lines each, one with a credential. */
async function changeOf(files: number): Promise<TempRepo> {
  const repo = await TempRepo.create('codehawk-scale-');
  const body = (index: number, changed: boolean): string =>
    `export function f${index}(value: number) {\n  return value + ${changed ? index + 1 : index};\n}\n`;
  const base: Record<string, string> = {};
  const head: Record<string, string> = {};
  for (let index = 0; index < files; index++) {
    const path = `src/m${Math.floor(index / 100)}/file${index}.ts`;
    base[path] = body(index, false);
    head[path] = body(index, true);
  }
  head['src/m0/file0.ts'] +=
    `export const token = "ghp_${'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8'}";\n`;
  await repo.commit('base', base);
  await repo.branch('feature');
  await repo.commit('change', head);
  return repo;
}

async function reviewOf(files: number): Promise<number> {
  const repo = await changeOf(files);
  try {
    return await timed(repo.path, [bin, 'review', '--base', 'main', '--dry-run']);
  } finally {
    await repo.cleanup();
  }
}

if (wanted('review')) {
  const small = await reviewOf(2_000);
  const large = await reviewOf(4_000);
  console.log('offline review --dry-run (graph, risk, static checks, publish)');
  console.log(`  2,000 changed files  ${seconds(small)}`);
  console.log(
    `  4,000 changed files  ${seconds(large)}  (${(large / small).toFixed(2)}× — goal ≤ 2×)`,
  );
}

/** `publish --dry-run` of a findings file with `count` findings over 1,000 files. */
async function publishOf(count: number): Promise<number> {
  const repo = await TempRepo.create('codehawk-publish-');
  try {
    const files: Record<string, string> = {};
    for (let index = 0; index < 1_000; index++) files[`src/file${index}.ts`] = 'line\n';
    await repo.commit('base', files);
    const findings = Array.from({ length: count }, (_, index) => ({
      cr_id: null,
      file: `src/file${index % 1_000}.ts`,
      line: 1 + (index % 500),
      category: (['security', 'correctness', 'performance'] as const)[index % 3],
      severity: (['critical', 'warning', 'suggestion'] as const)[index % 3],
      title: `Finding ${index}`,
      message: `Finding ${index} explained with \`code\` and a little more prose to scan.`,
      suggestion: `const fixed${index} = true;`,
      confidence: 0.9,
    }));
    const path = join(repo.path, 'findings.json');
    await writeFile(
      path,
      JSON.stringify({
        pr_id: 'bench',
        repo: 'bench',
        vcs: 'local',
        review_modes: ['standard'],
        findings,
        fix_verifications: [],
      }),
    );
    return await timed(repo.path, [bin, 'publish', path, '--dry-run', '--base', 'HEAD']);
  } finally {
    await repo.cleanup();
  }
}

if (wanted('publish')) {
  const tenThousand = await publishOf(10_000);
  const hundredThousand = await publishOf(100_000);
  console.log('publish --dry-run');
  console.log(`  10,000 findings   ${seconds(tenThousand)}`);
  console.log(
    `  100,000 findings  ${seconds(hundredThousand)}  (goal ≤ 10 s; ${(hundredThousand / tenThousand).toFixed(1)}× the 10,000 run)`,
  );
}
