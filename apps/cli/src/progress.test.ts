import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { TempRepo } from '@codehawk/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { codehawk } from '../test/run-cli.js';

const repos: TempRepo[] = [];
afterEach(async () => {
  for (const repo of repos.splice(0)) await repo.cleanup();
});

const TOKEN = `ghp_${'Q1w2E3r4T5y6U7i8O9p0A1s2D3f4G5h6J7k8'}`;

/** A change of `files` code files on a branch `feature`, one of them with a credential. */
async function change(files: number): Promise<TempRepo> {
  const repo = await TempRepo.create();
  repos.push(repo);
  const body = (index: number, value: number): string =>
    `export function f${index}() {\n  return ${value};\n}\n`;
  const base: Record<string, string> = {};
  const head: Record<string, string> = {};
  for (let index = 0; index < files; index++) {
    base[`src/f${index}.ts`] = body(index, 1);
    head[`src/f${index}.ts`] = body(index, 2);
  }
  head['src/f0.ts'] += `export const token = "${TOKEN}";\n`;
  await repo.commit('base', base);
  await repo.branch('feature');
  await repo.commit('change', head);
  return repo;
}

const lines = (stderr: string): string[] =>
  stderr.split('\n').filter((line) => line.startsWith('codehawk: '));

describe('progress on stderr', () => {
  it('--progress counts each step in a few lines, and --json stdout stays pure JSON', async () => {
    const repo = await change(40);
    const { code, stdout, stderr } = await codehawk(
      repo.path,
      ['review', '--base', 'main', '--dry-run', '--format', 'json', '--progress'],
      { CI: 'true' },
    );
    // No gate is set: the critical finding is reported, the run passes.
    expect(code).toBe(0);
    expect(() => JSON.parse(stdout) as unknown).not.toThrow();
    const progress = lines(stderr);
    expect(progress).toContain('codehawk: diffing 40 code file(s) of 40 changed file(s)');
    expect(progress.filter((line) => line.startsWith('codehawk: code graph: '))).toContain(
      'codehawk: code graph: 40/40 files (0 from cache)',
    );
    // A line per quarter at most, however many files.
    expect(
      progress.filter((line) => line.startsWith('codehawk: code graph: ')).length,
    ).toBeLessThanOrEqual(5);
    expect(progress).toContain('codehawk: static checks on 40 file(s)');
    expect(progress).toContain('codehawk: static checks: 1 finding(s)');
    expect(progress).toContain('codehawk: planning 1 comment(s) of 1 finding(s)');
    expect(stderr).not.toContain(TOKEN);
  });

  it('is quiet by default when stderr is not a terminal, and with --no-progress', async () => {
    const repo = await change(3);
    const quiet = await codehawk(repo.path, ['review', '--base', 'main', '--dry-run']);
    expect(quiet.code).toBe(0);
    expect(
      lines(quiet.stderr).filter((line) => /diffing|code graph|static checks/.test(line)),
    ).toEqual([]);
    const off = await codehawk(repo.path, ['graph', 'build', '--no-progress']);
    expect(off.stderr).not.toContain('indexing');
  });

  it('graph build --progress reports indexing in at most five lines', async () => {
    const repo = await change(120);
    const { code, stderr } = await codehawk(repo.path, ['graph', 'build', '--progress']);
    expect(code).toBe(0);
    const indexing = lines(stderr).filter((line) => line.startsWith('codehawk: indexing: '));
    expect(indexing.length).toBeGreaterThan(0);
    expect(indexing.length).toBeLessThanOrEqual(5);
    expect(indexing.at(-1)).toBe('codehawk: indexing: 120/120 files (0 from cache)');
  });

  it('publish --progress reports its steps on stderr while --json stdout stays pure JSON; quiet by default off a terminal', async () => {
    const repo = await change(2);
    const findings = {
      pr_id: 'feature',
      repo: 'demo',
      vcs: 'local',
      review_modes: ['standard'],
      findings: [
        {
          file: 'src/f1.ts',
          line: 2,
          category: 'correctness',
          severity: 'warning',
          title: 'Changed value',
          message: 'Check the callers.',
          confidence: 0.9,
        },
      ],
      fix_verifications: [],
    };
    await writeFile(join(repo.path, 'findings.json'), JSON.stringify(findings));
    const shown = await codehawk(repo.path, ['publish', 'findings.json', '--json', '--progress'], {
      CI: 'true',
    });
    expect(shown.code).toBe(0);
    expect((JSON.parse(shown.stdout) as { counts: { posted: number } }).counts.posted).toBe(1);
    expect(lines(shown.stderr)).toEqual(
      expect.arrayContaining([
        'codehawk: posting 1 comment(s) of 1 finding(s)',
        'codehawk: updating the summary',
      ]),
    );
    const quiet = await codehawk(repo.path, ['publish', 'findings.json', '--dry-run']);
    expect(quiet.code).toBe(0);
    expect(lines(quiet.stderr).filter((line) => /planning|posting|summary/.test(line))).toEqual([]);
    const off = await codehawk(
      repo.path,
      ['publish', 'findings.json', '--dry-run', '--no-progress'],
      {
        CI: 'true',
      },
    );
    expect(lines(off.stderr).filter((line) => /planning|posting|summary/.test(line))).toEqual([]);
  });
});
