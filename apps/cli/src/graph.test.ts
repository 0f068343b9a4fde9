import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { TempRepo } from '@codehawk/testkit';
import { codehawk as runCli } from '../test/run-cli.js';
import { afterEach, describe, expect, it } from 'vitest';

// CI=true: the graph commands print no progress, as in a pipeline.
const codehawk = (cwd: string, args: string[]) => runCli(cwd, args, { CI: 'true' });

let repo: TempRepo | undefined;
afterEach(async () => {
  await repo?.cleanup();
});

async function setUp(): Promise<TempRepo> {
  repo = await TempRepo.create();
  await repo.commit('code', {
    'src/db.py': 'def connect():\n    return 1\n',
    'src/service.py': 'from .db import connect\n\ndef load():\n    return connect()\n',
    'src/api.py': 'from .service import load\n\ndef handler():\n    return load()\n',
    'src/__init__.py': '',
  });
  return repo;
}

describe('codehawk graph', () => {
  it('build indexes the repository and reuses its cache', async () => {
    const created = await setUp();
    const first = await codehawk(created.path, ['graph', 'build']);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Indexed 4 files: 3 definitions, 2 calls, 2 imports');
    expect(first.stdout).toContain('4 parsed; the calls of 4 file(s) resolved');
    const second = await codehawk(created.path, ['graph', 'build', '--json']);
    const summary = JSON.parse(second.stdout) as {
      cache: { unchanged: number; rehashed: number };
    };
    expect(summary).toMatchObject({
      files: 4,
      calls: 2,
      partial: false,
      cache: { parsed: 0, resolved: 0 },
    });
    // Files committed a moment ago are read and hashed again (their times are not trusted yet).
    expect(summary.cache.unchanged + summary.cache.rehashed).toBe(4);
  });

  it('callers, dependents and blast radius answer from the graph', async () => {
    const created = await setUp();
    const callers = await codehawk(created.path, ['graph', 'callers', 'src/db.py#connect']);
    expect(callers.stdout).toMatch(/^src\/service\.py#load@3\s+4\s+certain\s+import$/m);
    const dependents = await codehawk(created.path, ['graph', 'dependents', 'src/db.py', '--json']);
    expect(JSON.parse(dependents.stdout)).toEqual(['src/service.py']);
    const radius = await codehawk(created.path, [
      'graph',
      'blast-radius',
      'src/db.py#connect',
      '--depth',
      '2',
      '--json',
    ]);
    expect(
      (JSON.parse(radius.stdout) as { files: { file: string; depth: number }[] }).files.map(
        (file) => [file.file, file.depth],
      ),
    ).toEqual([
      ['src/service.py', 1],
      ['src/api.py', 2],
    ]);
  });

  it('answers in words without --json: a blast-radius table, one dependent a line, and what nothing reaches', async () => {
    const created = await setUp();
    const radius = await codehawk(created.path, ['graph', 'blast-radius', 'src/db.py']);
    expect(radius.code).toBe(0);
    expect(radius.stdout.trimEnd().split('\n')).toEqual([
      'file            score  depth',
      '──────────────  ─────  ─────',
      'src/service.py    1.5      1',
      'src/api.py      0.625      2',
    ]);
    const leaf = await codehawk(created.path, [
      'graph',
      'blast-radius',
      'src/api.py',
      '--depth',
      '3',
    ]);
    expect(leaf.stdout).toBe('Nothing depends on src/api.py within 3 hop(s).\n');
    expect((await codehawk(created.path, ['graph', 'dependents', 'src/db.py'])).stdout).toBe(
      'src/service.py\n',
    );
    expect((await codehawk(created.path, ['graph', 'dependents', 'src/api.py'])).stdout).toBe(
      'Nothing imports src/api.py.\n',
    );
    expect((await codehawk(created.path, ['graph', 'callers', 'src/api.py#handler'])).stdout).toBe(
      'Nothing calls src/api.py#handler.\n',
    );
  });

  it("reads a query's flags in any order and form, the last of --progress/--no-progress winning", async () => {
    const created = await setUp();
    const plain = await codehawk(created.path, ['graph', 'blast-radius', 'src/db.py', '--json']);
    const spelled = await codehawk(created.path, [
      'graph',
      'blast-radius',
      '--json',
      '--depth=2',
      `--root=${created.path}`,
      '--progress',
      '--no-progress',
      'src/db.py',
    ]);
    expect(spelled).toEqual(plain);
    const shallow = await codehawk(created.path, [
      'graph',
      'blast-radius',
      'src/db.py',
      '--depth',
      '3',
      '--depth',
      '1',
      '--json',
    ]);
    expect((JSON.parse(shallow.stdout) as { files: unknown[] }).files).toHaveLength(1);
    // A mistake is still commander's to report, with the usage hint.
    const extra = await codehawk(created.path, ['graph', 'callers', 'a', 'b']);
    expect(extra.code).toBe(2);
    expect(extra.stderr).toContain('too many arguments');
    const flag = await codehawk(created.path, ['graph', 'dependents', 'src/db.py', '--json=yes']);
    expect(flag.code).toBe(2);
    expect(flag.stderr).toContain("unknown option '--json=yes'");
  });

  it("answers from a linked worktree's subdirectory for that worktree, as with --root", async () => {
    const created = await setUp();
    const worktree = created.sibling('worktree');
    await created.git('worktree', 'add', '--quiet', '-b', 'feature', worktree);
    // Only the worktree's branch has this caller.
    await writeFile(join(worktree, 'src', 'cli.py'), 'from .db import connect\n\nconnect()\n');
    const inside = join(worktree, 'src');
    const query = ['graph', 'callers', 'src/db.py#connect', '--json'];
    const found = await codehawk(inside, query);
    expect(found.code).toBe(0);
    expect(found.stdout).toContain('src/cli.py');
    expect(found.stdout).toBe((await codehawk(inside, [...query, '--root', worktree])).stdout);
    expect((await codehawk(join(created.path, 'src'), query)).stdout).not.toContain('src/cli.py');
  });

  it('export writes the versioned format', async () => {
    const created = await setUp();
    const { code } = await codehawk(created.path, ['graph', 'export', '--output', 'graph.json']);
    expect(code).toBe(0);
    const exported = JSON.parse(await readFile(join(created.path, 'graph.json'), 'utf8')) as {
      format: string;
      version: number;
      nodes: unknown[];
    };
    expect(exported).toMatchObject({ format: 'codehawk-graph', version: 1 });
    expect(exported.nodes).toHaveLength(3);
  });

  it('dependents and blast radius of a module too large to parse are the files importing it', async () => {
    const created = await setUp();
    // A generated module of over 1 MiB: skipped, never parsed, still imported.
    await created.commit('generated', {
      'src/schema.py': `SCHEMA = ${JSON.stringify('x'.repeat(1_100_000))}\n`,
      'src/db.py': 'from .schema import SCHEMA\n\ndef connect():\n    return SCHEMA\n',
    });
    const dependents = await codehawk(created.path, [
      'graph',
      'dependents',
      'src/schema.py',
      '--json',
    ]);
    expect(dependents.code).toBe(0);
    expect(JSON.parse(dependents.stdout)).toEqual(['src/db.py']);
    const radius = await codehawk(created.path, ['graph', 'blast-radius', 'src/schema.py']);
    expect(radius.stdout).toMatch(/^src\/service\.py\s/m);
  });

  it('exits 2 for an unknown symbol or file, with what to type instead', async () => {
    const created = await setUp();
    const unknown = await codehawk(created.path, ['graph', 'callers', 'nope']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Use file#name');
    expect((await codehawk(created.path, ['graph', 'dependents', 'missing.py'])).code).toBe(2);
    expect(
      (await codehawk(created.path, ['graph', 'blast-radius', 'x', '--depth', '0'])).code,
    ).toBe(2);
  });

  it('exits 2 for a --root that is not a directory, saying so without a stack trace', async () => {
    const created = await setUp();
    const missing = await codehawk(created.path, ['graph', 'callers', 'x', '--root', 'gone']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--root gone is not a directory');
    expect(missing.stderr).not.toMatch(/\n\s+at /);
    const file = await codehawk(created.path, ['graph', 'build', '--root', 'src/db.py']);
    expect(file.code).toBe(2);
  });
});
