// The fault soak: many pull-request lifecycles through the real CLI, per provider, at a fault rate
// (429, secondary 403, 502, 503, resets before sending, lost answers on any request) with SIGKILLs at
// random writes in every third lifecycle. Prints duplicates, lost findings, gate flips and how many
// first reviews needed more than one attempt.
//   pnpm --filter @codehawk/cli bench:soak -- --provider github --lifecycles 200 --rate 0.2
//   … -- --provider github --seed 17 --seed 42   (only those lifecycles, to reproduce one)
import { parseArgs } from 'node:util';
import {
  referenceOf,
  soakLifecycle,
  type Platform,
  type SoakResult,
} from '../test/lifecycle-world.js';

// `pnpm … bench:soak -- --provider github` hands the script the `--` itself: without dropping it,
// parseArgs throws before the first lifecycle.
const args = process.argv.slice(2);
const { values } = parseArgs({
  args: args[0] === '--' ? args.slice(1) : args,
  options: {
    lifecycles: { type: 'string', default: '200' },
    rate: { type: 'string', default: '0.2' },
    concurrency: { type: 'string', default: '4' },
    provider: { type: 'string', multiple: true },
    /** Only these seeds (as the report names them), to reproduce a lifecycle that went wrong. */
    seed: { type: 'string', multiple: true },
  },
});
const lifecycles = Number(values.lifecycles);
const rate = Number(values.rate);
const concurrency = Number(values.concurrency);
const platforms = (values.provider ?? ['github', 'azure-devops']) as Platform[];

for (const platform of platforms) {
  const started = Date.now();
  const reference = await referenceOf(platform);
  const results: SoakResult[] = [];
  const seeds = values.seed?.map(Number) ?? Array.from({ length: lifecycles }, (_, seed) => seed);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < seeds.length) {
        const seed = seeds[next++] ?? 0;
        results.push(await soakLifecycle(platform, seed, rate, reference));
      }
    }),
  );
  const sum = (pick: (result: SoakResult) => number): number =>
    results.reduce((total, result) => total + pick(result), 0);
  // Each lifecycle that lost, doubled or flipped something, with what to reproduce it.
  for (const { trace, ...result } of results)
    if (result.lost + result.duplicates + result.gateFlips > 0)
      console.log(
        `  seed ${trace.seed}: lost ${result.lost}, duplicates ${result.duplicates}, gate flips ${result.gateFlips}; exit codes ${trace.codes.join(' → ')}; missing threads [${trace.missing.join(', ')}]; open ${trace.open}/${reference.open}`,
      );
  const unkilled = results.filter((result) => !result.killed);
  const firstAttempt = unkilled.filter((result) => !result.neededRetry).length;
  console.log(
    [
      `${platform}: ${results.length} lifecycles at ${Math.round(rate * 100)} % faults (${results.length - unkilled.length} SIGKILLed at a write), ${((Date.now() - started) / 1000).toFixed(0)} s`,
      `  duplicates ${sum((result) => result.duplicates)}, lost ${sum((result) => result.lost)}, gate flips ${sum((result) => result.gateFlips)}`,
      `  first review complete on the first attempt: ${firstAttempt}/${unkilled.length} (${((100 * firstAttempt) / Math.max(1, unkilled.length)).toFixed(1)} %); attempts at most ${Math.max(...results.map((result) => result.attempts))}`,
    ].join('\n'),
  );
}
