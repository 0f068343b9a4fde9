// Builds small corpora on disk for tests: each case made the way users make theirs (base files
// plus a patch from real git, or a git bundle).
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { Expectation } from './corpus.js';

const run = promisify(execFile);

async function git(cwd: string, ...args: string[]): Promise<string> {
  const { stdout } = await run(
    'git',
    ['-c', 'user.name=t', '-c', 'user.email=t@t.invalid', '-c', 'commit.gpgsign=false', ...args],
    { cwd },
  );
  return stdout;
}

async function writeFiles(root: string, files: Record<string, string>): Promise<void> {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
}

export interface TestCase {
  id: string;
  base: Record<string, string>;
  head: Record<string, string>;
  expected: Expectation[];
  kind?: string;
  /** Ship the case as a git bundle instead of base files and a patch. */
  asBundle?: boolean;
}

/** A corpus directory with one folder per case; remove it with `cleanup()`. */
export async function makeCorpus(
  cases: readonly TestCase[],
): Promise<{ directory: string; cleanup: () => Promise<void> }> {
  const directory = await mkdtemp(join(tmpdir(), 'codehawk-corpus-'));
  for (const item of cases) {
    const folder = join(directory, item.id);
    const scratch = await mkdtemp(join(tmpdir(), 'codehawk-case-'));
    await git(scratch, 'init', '-q', '-b', 'base');
    await writeFiles(scratch, item.base);
    await git(scratch, 'add', '-A');
    await git(scratch, 'commit', '-q', '-m', 'base');
    await git(scratch, 'checkout', '-q', '-b', 'head');
    await writeFiles(scratch, item.head);
    await git(scratch, 'add', '-A');
    await git(scratch, 'commit', '-q', '-m', 'change');
    await mkdir(folder, { recursive: true });
    const definition: Record<string, unknown> = {
      id: item.id,
      ...(item.kind ? { kind: item.kind } : {}),
      expected: item.expected,
    };
    if (item.asBundle) {
      await git(scratch, 'bundle', 'create', join(folder, 'case.bundle'), 'base', 'head');
      Object.assign(definition, { bundle: 'case.bundle', base: 'base', head: 'head' });
    } else {
      await writeFiles(join(folder, 'base'), item.base);
      await writeFile(join(folder, 'change.patch'), await git(scratch, 'diff', 'base', 'head'));
      Object.assign(definition, { base_dir: 'base', patch: 'change.patch' });
    }
    await writeFile(join(folder, 'case.json'), JSON.stringify(definition, null, 2));
    await rm(scratch, { recursive: true, force: true });
  }
  return { directory, cleanup: () => rm(directory, { recursive: true, force: true }) };
}
