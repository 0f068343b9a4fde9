import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A graph query keeps V8's code cache in the user's cache directory: the tests' runs of the built
// command keep theirs in a temporary one (run-cli.ts passes it on), removed after the run, not in
// the home of whoever runs the tests. Set before the test workers start, so they inherit it.
export default async function setup(): Promise<() => Promise<void>> {
  const cacheHome = await mkdtemp(join(tmpdir(), 'codehawk-cache-home-'));
  process.env.XDG_CACHE_HOME = cacheHome;
  return () => rm(cacheHome, { recursive: true, force: true });
}
