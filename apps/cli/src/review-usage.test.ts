import { access, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { TempRepo } from '@codehawk/testkit';
import { codehawk, NO_GRAPH } from '../test/run-cli.js';
import { afterEach, describe, expect, it } from 'vitest';

const repos: TempRepo[] = [];
afterEach(async () => {
  for (const repo of repos.splice(0)) await repo.cleanup();
});

const TOKEN = `ghp_${'Q9w8E7r6T5y4U3i2O1p0A9s8D7f6G5h4J3k2'}`;

/** `feature`, one commit ahead of `main`, hard-codes a token (a critical finding). */
async function change(baseFiles: Record<string, string> = {}): Promise<TempRepo> {
  const repo = await TempRepo.create();
  repos.push(repo);
  await repo.commit('base', { 'README.md': 'demo\n', ...baseFiles });
  await repo.branch('feature');
  await repo.commit('Add a client', {
    'src/client.ts': `export const token = "${TOKEN}";\n`,
  });
  return repo;
}

const exists = (path: string): Promise<boolean> =>
  access(path).then(
    () => true,
    () => false,
  );

describe('codehawk review: flags and configuration that cannot work are refused', () => {
  it('conflicting flags exit 2 and say which', async () => {
    const repo = await change();
    const both = await codehawk(repo.path, ['review', '--working-tree', '--head', 'HEAD']);
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/'--working-tree' cannot be used with option '--head <ref>'/);
    const pr = await codehawk(repo.path, ['review', '--base', 'main', '--pr', '3']);
    expect(pr.code).toBe(2);
    expect(pr.stderr).toContain('this review is of a local repository');
    expect(pr.stderr).toContain('--vcs github');
    const risk = await codehawk(repo.path, ['risk', '--file', 'a.ts', '--covered', '--uncovered']);
    expect(risk.code).toBe(2);
    expect(risk.stderr).toMatch(/'--uncovered' cannot be used with option '--covered'/);
    expect(await exists(join(repo.path, '.codehawk'))).toBe(false);
  });

  it('a --config path missing on the base branch exits 2', async () => {
    const repo = await change();
    const { code, stderr } = await codehawk(repo.path, [
      'review',
      '--base',
      'main',
      '--config',
      'ci/codehawk.yml',
    ]);
    expect(code).toBe(2);
    expect(stderr).toContain('--config ci/codehawk.yml: no such file on the base branch');
  });

  it('an enum setting names the value it refused', async () => {
    const repo = await change({ '.codehawk.yml': 'review:\n  modes: [vibes]\n' });
    const { code, stderr } = await codehawk(repo.path, ['review', '--base', 'main']);
    expect(code).toBe(2);
    expect(stderr).toContain('.codehawk.yml: review.modes: "vibes" is not accepted. Accepted: ');
  });

  it("says when the working tree's .codehawk.yml is not the base branch's one that is used", async () => {
    const repo = await change({ '.codehawk.yml': 'gate:\n  minStars: 5\n' });
    const same = await codehawk(repo.path, ['review', '--base', 'main', '--dry-run'], NO_GRAPH);
    expect(same.stderr).not.toContain('differs');
    await writeFile(join(repo.path, '.codehawk.yml'), 'gate:\n  minStars: 0\n');
    const edited = await codehawk(repo.path, ['review', '--base', 'main', '--dry-run'], NO_GRAPH);
    expect(edited.stderr).toContain(
      ".codehawk.yml in the working tree differs from the base branch's; the base branch's one is used",
    );
    expect(edited.stdout).toContain('Gate: FAIL');
    expect(edited.code).toBe(1);
  });
});

describe('codehawk review: what it writes and what it tells', () => {
  it('keeps .codehawk out of git, names the real outbox, and says how to gate critical findings', async () => {
    const repo = await change();
    const { code, stdout, stderr } = await codehawk(
      repo.path,
      ['review', '--base', 'main'],
      NO_GRAPH,
    );
    expect(code).toBe(0);
    expect(stdout).toMatch(/CRITICAL\s+src\/client\.ts:1/);
    expect(stdout).toContain('to the local outbox .codehawk/outbox/feature;');
    expect(await exists(join(repo.path, '.codehawk/outbox/feature'))).toBe(true);
    expect(await readFile(join(repo.path, '.codehawk/.gitignore'), 'utf8')).toMatch(/^\*$/m);
    expect(await repo.git('status', '--porcelain')).toBe('');
    expect(stderr).toContain(
      '1 critical finding(s), but no gate is set, so the run passes (4/5). To fail runs like this one, pass --min-stars 5, set MIN_STARS=5, or add "gate: { minStars: 5 }" to .codehawk.yml',
    );
    // The advice works: the same review with it fails the gate.
    const gated = await codehawk(
      repo.path,
      ['review', '--base', 'main', '--min-stars', '5'],
      NO_GRAPH,
    );
    expect(gated.code).toBe(1);
    expect(gated.stderr).not.toContain('no gate is set');
  });

  it('a .gitignore the user keeps in .codehawk is left as it is', async () => {
    const repo = await change();
    await repo.write({ '.codehawk/.gitignore': 'findings.json\n' });
    await codehawk(repo.path, ['review', '--base', 'main'], NO_GRAPH);
    expect(await readFile(join(repo.path, '.codehawk/.gitignore'), 'utf8')).toBe('findings.json\n');
  });
});

describe('codehawk review: repositories it cannot review as they are', () => {
  it('a bare repository exits 2: unsupported, clone it', async () => {
    const repo = await change();
    const bare = repo.sibling('bare.git');
    await repo.git('clone', '--quiet', '--bare', repo.path, bare);
    const { code, stderr } = await codehawk(bare, ['review', '--base', 'main']);
    expect(code).toBe(2);
    expect(stderr).toContain('is a bare repository: CodeHawk reviews a checkout');
  });

  it('a shallow clone without its base suggests fetching the full history', async () => {
    const repo = await change();
    const shallow = repo.sibling('shallow');
    await repo.git(
      'clone',
      '--quiet',
      '--depth',
      '1',
      '--branch',
      'feature',
      `file://${repo.path}`,
      shallow,
    );
    const { code, stderr } = await codehawk(shallow, ['review', '--base', 'origin/main']);
    expect(code).toBe(2);
    expect(stderr).toContain('This is a shallow clone');
    expect(stderr).toContain('`fetch-depth: 0` on actions/checkout');
  });
});

describe('codehawk review: file names git has to quote', () => {
  it('reviews committed names with a newline and with ::end, and posts on them', async () => {
    const repo = await TempRepo.create();
    repos.push(repo);
    await repo.commit('base', { 'README.md': 'demo\n' });
    await repo.branch('feature');
    const newline = 'src/two\nlines.ts';
    const command = 'src/::end::.ts';
    await repo.commit('Odd names', {
      [newline]: `export const token = "${TOKEN}";\n`,
      [command]: 'export function add(a: number, b: number) {\n  return a + b;\n}\n',
    });
    const { code, stdout, stderr } = await codehawk(repo.path, ['review', '--base', 'main']);
    expect(stderr).not.toMatch(/unexpected failure|at .*\.js:\d+/);
    expect(code).toBe(0);
    expect(stdout).toContain('src/::end::.ts');
    expect(stdout).toMatch(/CRITICAL\s+src\/two\nlines\.ts:1/);
    const threads = JSON.parse(
      await readFile(join(repo.path, '.codehawk/outbox/feature/threads.json'), 'utf8'),
    ) as { threads: { file: string; line: number }[] };
    expect(threads.threads.map((thread) => [thread.file, thread.line])).toEqual([[newline, 1]]);
    // A gate makes the credential fail the run, with exit code 1 — not a crash's 1 or 3.
    const gated = await codehawk(repo.path, ['review', '--base', 'main', '--min-stars', '5']);
    expect(gated.code).toBe(1);
    expect(gated.stdout).toContain('Gate: FAIL');
  });
});

describe('codehawk review: a large change reads at a glance', () => {
  it('ranks the risk table riskiest first and caps it at 25 rows with the rest counted', async () => {
    const repo = await TempRepo.create();
    repos.push(repo);
    const files = (changed: boolean): Record<string, string> =>
      Object.fromEntries(
        Array.from({ length: 30 }, (_, index) => [
          `src/m${String(index).padStart(2, '0')}.ts`,
          `export const v${index} = ${changed ? index + 1 : index};\n`.repeat(
            changed ? 1 + index : 1,
          ),
        ]),
      );
    await repo.commit('base', files(false));
    await repo.branch('feature');
    await repo.commit('change', files(true));
    const { code, stdout } = await codehawk(
      repo.path,
      ['review', '--base', 'main', '--dry-run'],
      NO_GRAPH,
    );
    expect(code).toBe(0);
    const rows = stdout.split('\n').filter((line) => /^src\/m\d\d\.ts\s/.test(line));
    expect(rows).toHaveLength(25);
    const scores = rows.map((row) => Number(row.split(/\s+/)[2]));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(stdout).toContain('… and 5 more file(s), less risky (--format json lists them all)');
  });
});
