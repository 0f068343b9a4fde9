// How often two distinct findings share a cr-id, at the id's width and at others, on synthetic
// findings shaped like a large review's (many files, many lines, every category). Run with
// `pnpm --filter @codehawk/findings bench`.
import { sha1 } from '@noble/hashes/legacy.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { CATEGORIES } from '../src/schema.js';
import { crId } from '../src/cr-id.js';

const COUNT = 100_000;
const ROUNDS = 5;
const widths = [8, 12, 16];

function collisions(keys: readonly string[], width: number): number {
  const seen = new Set<string>();
  let count = 0;
  for (const key of keys) {
    const id = bytesToHex(sha1(utf8ToBytes(key))).slice(0, width);
    if (seen.has(id)) count++;
    else seen.add(id);
  }
  return count;
}

const totals = new Map(widths.map((width) => [width, 0]));
for (let round = 0; round < ROUNDS; round++) {
  const keys: string[] = [];
  for (let index = 0; index < COUNT; index++) {
    const category = CATEGORIES[index % CATEGORIES.length] ?? 'correctness';
    keys.push(
      `src/r${round}/module${Math.floor(index / 50)}.ts:${1 + (index % 50) * 7}:${category}`,
    );
  }
  for (const width of widths) totals.set(width, (totals.get(width) ?? 0) + collisions(keys, width));
}
console.log(
  `cr-id collisions among ${COUNT.toLocaleString('en')} distinct findings (mean of ${ROUNDS} sets)`,
);
for (const width of widths) {
  const expected = (COUNT * (COUNT - 1)) / 2 / 2 ** (4 * width);
  console.log(
    `  ${String(width).padStart(2)} hex (${4 * width} bits)  measured ${((totals.get(width) ?? 0) / ROUNDS).toFixed(2)}  expected ${expected.toPrecision(2)}${crId('a', 1, 'security').length === width ? '  ← crId()' : ''}`,
  );
}
