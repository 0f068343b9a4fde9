// Runs a command with Node.js 20, 22 or 24 first on PATH: `pnpm with-node 24 pnpm test`.
import { spawnSync } from 'node:child_process';
import { delimiter } from 'node:path';
import { nodeBinDirectory } from './node-binaries.mjs';

const [major, command, ...args] = process.argv.slice(2);
if (!major || !command) {
  console.error(
    'usage: pnpm with-node <20|22|24> <command> [arguments…]   e.g. pnpm with-node 24 pnpm test',
  );
  process.exit(2);
}
const bin = nodeBinDirectory(Number(major));
const result = spawnSync(command, args, {
  stdio: 'inherit',
  env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` },
});
process.exit(result.status ?? 1);
