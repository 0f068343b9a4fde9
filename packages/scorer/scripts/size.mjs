// Prints the gzipped size of the built ESM bundle against its 2 KB budget; exits 1 over budget.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET = 2048;
const bundle = readFileSync(new URL('../dist/index.js', import.meta.url));
const gzipped = gzipSync(bundle, { level: 9 }).length;
console.log(
  `@codehawk/scorer dist/index.js: ${bundle.length} B, ${gzipped} B gzipped (budget ${BUDGET} B)`,
);
process.exitCode = gzipped <= BUDGET ? 0 : 1;
