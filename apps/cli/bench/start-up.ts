// Start-up of the built `codehawk` (one process per run), against a bare `node -e 0` in the same run:
// `--version` and `score <file>` (goal ≤ 150 ms each), and `--help`, which loads every command.
// On a loaded machine absolute figures drift; the ratio to node's own start-up does not.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const bin = fileURLToPath(new URL('../dist/bin.js', import.meta.url));
const run = promisify(execFile);
const ROUNDS = 11;

async function timed(args: readonly string[]): Promise<number> {
  const started = performance.now();
  await run(process.execPath, args, { env: { PATH: process.env.PATH ?? '' } });
  return performance.now() - started;
}

/** The median of `ROUNDS` runs, the commands interleaved so a burst of load hits them alike. */
async function medians(commands: readonly (readonly string[])[]): Promise<number[]> {
  const times = commands.map((): number[] => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, args] of commands.entries()) times[index]?.push(await timed(args));
  }
  return times.map((runs) => runs.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)] ?? 0);
}

const directory = await mkdtemp(join(tmpdir(), 'codehawk-start-up-'));
try {
  const findings = join(directory, 'findings.json');
  await writeFile(
    findings,
    JSON.stringify({
      pr_id: 'bench',
      repo: 'bench',
      vcs: 'local',
      review_modes: ['standard'],
      findings: [
        {
          cr_id: null,
          file: 'src/a.ts',
          line: 1,
          category: 'correctness',
          severity: 'warning',
          title: 'A finding',
          message: 'Explained.',
          confidence: 0.9,
        },
      ],
      fix_verifications: [],
    }),
  );
  const [node = 0, version = 0, score = 0, help = 0] = await medians([
    ['-e', '0'],
    [bin, '--version'],
    [bin, 'score', findings],
    [bin, '--help'],
  ]);
  const line = (name: string, ms: number, goal: string): string =>
    `  ${name.padEnd(22)} ${ms.toFixed(0).padStart(5)} ms  ${(ms / node).toFixed(2)}× node  +${(ms - node).toFixed(0)} ms${goal}`;
  console.log(`start-up (median of ${ROUNDS}, interleaved)`);
  console.log(`  ${'node -e 0'.padEnd(22)} ${node.toFixed(0).padStart(5)} ms  (baseline)`);
  console.log(line('codehawk --version', version, '  (goal ≤ 150 ms)'));
  console.log(line('codehawk score <file>', score, '  (goal ≤ 150 ms)'));
  console.log(line('codehawk --help', help, '  (loads every command)'));
} finally {
  await rm(directory, { recursive: true, force: true });
}
