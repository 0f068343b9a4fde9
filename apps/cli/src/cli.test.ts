import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { crId } from '@codehawk/findings';
import { TempRepo } from '@codehawk/testkit';
import type { RiskAssessment } from '@codehawk/risk';
import { codehawk } from '../test/run-cli.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let directory: string;

function finding(category: string, severity: string, line = 1): Record<string, unknown> {
  return {
    cr_id: null,
    file: 'src/a.ts',
    line,
    category,
    severity,
    title: 't',
    message: 'm',
    confidence: 0.9,
  };
}

async function findingsFile(name: string, findings: unknown[]): Promise<string> {
  const file = {
    pr_id: 1,
    repo: 'r',
    vcs: 'local',
    review_modes: ['standard'],
    findings,
    fix_verifications: [],
  };
  await writeFile(join(directory, name), JSON.stringify(file, null, 2));
  return name;
}

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'codehawk-cli-'));
});

afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe('codehawk score', () => {
  it('--json returns the matrix value of every category and severity', async () => {
    const categories = [
      'security',
      'performance',
      'best_practices',
      'architecture',
      'correctness',
      'error_handling',
      'code_style',
      'testing',
    ];
    const expected = [
      [5, 4, 2],
      [3, 2, 1],
      [2, 1, 0.5],
      [3, 2, 1],
      [2, 1, 0.5],
      [1.5, 0.75, 0.25],
      [1, 0.5, 0.25],
      [1.5, 0.75, 0.25],
    ];
    const findings = categories.flatMap((category, row) =>
      ['critical', 'warning', 'suggestion'].map((severity, column) =>
        finding(category, severity, row * 3 + column + 1),
      ),
    );
    const { code, stdout } = await codehawk(directory, [
      'score',
      await findingsFile('all.json', findings),
      '--json',
    ]);
    expect(code).toBe(0);
    const result = JSON.parse(stdout) as {
      penalty: number;
      breakdown: {
        categories: Record<string, { severities: Record<string, { penalty: number }> }>;
      };
    };
    categories.forEach((category, row) => {
      const cells = result.breakdown.categories[category]?.severities;
      expect([
        cells?.critical?.penalty,
        cells?.warning?.penalty,
        cells?.suggestion?.penalty,
      ]).toEqual(expected[row]);
    });
    expect(result.penalty).toBe(expected.flat().reduce((sum, value) => sum + value, 0));
  });

  it.each([
    ['security', 'security', 'warning', 5],
    ['performance', 'performance', 'suggestion', 2],
    ['architecture', 'best_practices', 'suggestion', 1],
    ['migration', 'code_style', 'suggestion', 1],
    ['standard', 'security', 'warning', 4],
  ])('in %s mode charges a %s %s finding %d', async (mode, category, severity, penalty) => {
    const path = await findingsFile(`${mode}.json`, [finding(category, severity)]);
    const { stdout } = await codehawk(directory, ['score', path, '--json', '--mode', mode]);
    expect((JSON.parse(stdout) as { penalty: number }).penalty).toBe(penalty);
  });

  it('prints a readable table and exits 1 when the gate fails', async () => {
    const path = await findingsFile('gate.json', [
      finding('security', 'critical'),
      finding('security', 'critical', 2),
    ]);
    const { code, stdout } = await codehawk(directory, ['score', path, '--min-stars', '4']);
    expect(code).toBe(1);
    expect(stdout).toMatch(/^security\s+2\s+0\s+0\s+10$/m);
    expect(stdout).toContain('Penalty 10 · ★★★☆☆ 3/5 · Good');
    expect(stdout).toContain('Gate: FAIL — 3 star(s) is below the minimum of 4');
  });

  it('honours penalty overrides from the environment', async () => {
    const path = await findingsFile('env.json', [finding('testing', 'warning')]);
    const { stdout } = await codehawk(directory, ['score', path, '--json'], {
      PENALTY_TESTING_WARNING: '9',
    });
    expect((JSON.parse(stdout) as { penalty: number }).penalty).toBe(9);
  });

  it('scores as review and publish do: low-confidence and fixed findings out, the gate from MIN_STARS', async () => {
    await writeFile(
      join(directory, 'verified.json'),
      JSON.stringify({
        pr_id: 1,
        repo: 'r',
        vcs: 'local',
        review_modes: ['security'],
        findings: [
          finding('security', 'warning'),
          { ...finding('security', 'critical', 2), confidence: 0.3 },
          finding('security', 'critical', 3),
        ],
        fix_verifications: [
          { cr_id: crId('src/a.ts', 3, 'security'), status: 'fixed', reason: 'Escaped now.' },
        ],
      }),
    );
    const { code, stdout } = await codehawk(directory, ['score', 'verified.json', '--json'], {
      MIN_STARS: '5',
    });
    const result = JSON.parse(stdout) as {
      modes: string[];
      scored: number;
      penalty: number;
      gate: { pass: boolean; min_stars: number };
    };
    // Only the warning counts, at the security mode's weight; MIN_STARS gates as in review.
    expect(result).toMatchObject({
      modes: ['security'],
      scored: 1,
      gate: { pass: false, min_stars: 5 },
    });
    expect(result.penalty).toBeGreaterThan(0);
    expect(code).toBe(1);
    const lower = await codehawk(directory, [
      'score',
      'verified.json',
      '--json',
      '--min-confidence',
      '0.2',
    ]);
    expect((JSON.parse(lower.stdout) as { scored: number }).scored).toBe(2);
  });

  it('exits 2 naming the variable when an override is bad', async () => {
    const path = await findingsFile('env-bad.json', [finding('testing', 'warning')]);
    const { code, stderr } = await codehawk(directory, ['score', path], {
      PENALTY_TESTING_WARNING: 'lots',
    });
    expect(code).toBe(2);
    expect(stderr).toContain('PENALTY_TESTING_WARNING="lots" is not a penalty');
  });

  it('exits 2 with the line and column of malformed JSON', async () => {
    await writeFile(
      join(directory, 'broken.json'),
      '{\n  "findings": [\n    { "file": "a.ts", }\n  ]\n}',
    );
    const { code, stderr } = await codehawk(directory, ['score', 'broken.json']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/broken\.json is not valid JSON at line 3, column \d+/);
  });

  it('exits 2 naming the JSON path of a finding that cannot be scored', async () => {
    const path = await findingsFile('bad-finding.json', [
      finding('security', 'critical'),
      finding('vibes', 'warning', 2),
    ]);
    const { code, stderr } = await codehawk(directory, ['score', path]);
    expect(code).toBe(2);
    expect(stderr).toContain('$.findings[1].category: unknown category "vibes"');
  });

  it('exits 2 when the file is missing or has no findings array', async () => {
    expect((await codehawk(directory, ['score', 'nowhere.json'])).stderr).toContain(
      'Cannot read nowhere.json: no such file',
    );
    await writeFile(join(directory, 'empty.json'), '{"pr_id": 1}');
    const { code, stderr } = await codehawk(directory, ['score', 'empty.json']);
    expect(code).toBe(2);
    // The file, the field, and what to do.
    expect(stderr).toContain(
      'codehawk: empty.json: $.findings: expected an array of findings. Correct the file there to match the findings.json format',
    );
    expect(stderr).toContain('or let `codehawk review --output DIR` write it again.');
  });

  it('exits 2 on bad flags', async () => {
    const path = await findingsFile('flags.json', []);
    expect((await codehawk(directory, ['score', path, '--mode', 'yolo'])).code).toBe(2);
    const stars = await codehawk(directory, ['score', path, '--min-stars', '7']);
    expect(stars.code).toBe(2);
    expect(stars.stderr).toContain('--min-stars takes a whole number from 0 to 5, got "7"');
  });
});

describe('codehawk risk', () => {
  it('classifies a file and explains each component', async () => {
    const { code, stdout } = await codehawk(directory, [
      'risk',
      '--file',
      'src/auth/login.ts',
      '--additions',
      '400',
      '--deletions',
      '100',
      '--new',
    ]);
    expect(code).toBe(0);
    expect(stdout).toContain('src/auth/login.ts: HIGH (score 1)');
    expect(stdout).toMatch(/^path_sensitivity\s+1\s+0\.25/m);
    expect(stdout).toContain('Unknown without the code graph: test_coverage_gap, caller_count');
  });

  it('--json includes graph signals when given', async () => {
    const { stdout } = await codehawk(directory, [
      'risk',
      '--file',
      'docs/x.md',
      '--additions',
      '3',
      '--callers',
      '0',
      '--covered',
      '--json',
    ]);
    const risk = JSON.parse(stdout) as { level: string; missing: string[] };
    expect(risk).toMatchObject({ level: 'LOW', missing: [] });
  });

  it('exits 2 when --file is missing or a count is not a number', async () => {
    expect((await codehawk(directory, ['risk', '--additions', '3'])).code).toBe(2);
    const bad = await codehawk(directory, ['risk', '--file', 'a.ts', '--additions', 'many']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--additions takes a whole number');
  });

  it('--diff classifies every file a unified diff changes, riskiest first, and skips deletions', async () => {
    const diff = [
      'diff --git a/src/auth/session.ts b/src/auth/session.ts',
      'new file mode 100644',
      'index 0000000..1111111',
      '--- /dev/null',
      '+++ b/src/auth/session.ts',
      '@@ -0,0 +1,3 @@',
      '+export function session(token: string) {',
      '+  return token;',
      '+}',
      'diff --git a/README.md b/README.md',
      'index 2222222..3333333 100644',
      '--- a/README.md',
      '+++ b/README.md',
      '@@ -1 +1 @@',
      '-old',
      '+new',
      'diff --git a/src/old.ts b/src/old.ts',
      'deleted file mode 100644',
      'index 4444444..0000000',
      '--- a/src/old.ts',
      '+++ /dev/null',
      '@@ -1 +0,0 @@',
      '-gone',
      '',
    ].join('\n');
    const path = join(directory, 'change.diff');
    await writeFile(path, diff);
    const json = await codehawk(directory, ['risk', '--diff', path, '--json']);
    expect(json.code).toBe(0);
    const assessments = JSON.parse(json.stdout) as { path: string; level: string }[];
    expect(assessments.map((risk) => risk.path)).toEqual(['src/auth/session.ts', 'README.md']);
    expect(assessments[0]?.level).not.toBe('LOW');
    const text = await codehawk(directory, ['risk', '--diff', path]);
    expect(text.stdout).toMatch(
      /src\/auth\/session\.ts\s+(HIGH|MEDIUM)\s+[\d.]+\s+.*security-sensitive path/,
    );

    await writeFile(path, 'this is not a diff\n');
    const garbage = await codehawk(directory, ['risk', '--diff', path]);
    expect(garbage.code).toBe(2);
    expect(garbage.stderr).toContain('not a unified diff');
  });

  it('--diff - reads the diff from stdin; an empty diff changes nothing; a missing file says what to pass', async () => {
    const diff = [
      'diff --git a/src/cart.ts b/src/cart.ts',
      'index 1111111..2222222 100644',
      '--- a/src/cart.ts',
      '+++ b/src/cart.ts',
      '@@ -1 +1,2 @@',
      '-old',
      '+new',
      '+more',
      '',
    ].join('\n');
    const piped = await codehawk(directory, ['risk', '--diff', '-', '--json'], {}, diff);
    expect(piped.code).toBe(0);
    expect(JSON.parse(piped.stdout)).toMatchObject([{ path: 'src/cart.ts' }]);
    const empty = await codehawk(directory, ['risk', '--diff', '-'], {}, '');
    expect(empty.code).toBe(0);
    expect(empty.stdout).toBe('The diff changes no files.\n');
    const missing = await codehawk(directory, ['risk', '--diff', 'nowhere.diff']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Cannot read nowhere.diff');
    expect(missing.stderr).toContain('Pass a unified diff file, or - for stdin.');
  });
  it("honours the repository's notCode setting: a pattern it adds rates a matching file not code", async () => {
    // The defaults: a .ts file is code, wherever the command runs.
    const args = ['--file', 'src/api.gen.ts', '--additions', '40', '--json'];
    const fileType = (stdout: string) =>
      (JSON.parse(stdout) as RiskAssessment).components.find((part) => part.name === 'file_type');
    const plain = await codehawk(directory, ['risk', ...args]);
    expect(plain.code).toBe(0);
    expect(fileType(plain.stdout)).toMatchObject({ value: 1, reason: 'code (.ts)' });

    // A repository whose .codehawk.yml adds the pattern, run from a subdirectory of it.
    const repository = await mkdtemp(join(tmpdir(), 'codehawk-risk-not-code-'));
    try {
      await promisify(execFile)('git', ['init', '--quiet'], { cwd: repository });
      await writeFile(
        join(repository, '.codehawk.yml'),
        "notCode:\n  generated: ['**/*.gen.ts']\n",
      );
      await mkdir(join(repository, 'src'));
      const configured = await codehawk(join(repository, 'src'), ['risk', ...args]);
      expect(configured.code).toBe(0);
      expect(fileType(configured.stdout)).toMatchObject({
        value: 0,
        reason: 'not code (notCode setting)',
      });
      const hand = await codehawk(join(repository, 'src'), [
        'risk',
        ...args,
        '--file',
        'src/api.ts',
      ]);
      expect(fileType(hand.stdout)).toMatchObject({ value: 1 });

      const diff = [
        'diff --git a/src/api.gen.ts b/src/api.gen.ts',
        'index 1111111..2222222 100644',
        '--- a/src/api.gen.ts',
        '+++ b/src/api.gen.ts',
        '@@ -1 +1 @@',
        '-old',
        '+new',
        '',
      ].join('\n');
      const diffFileType = async (cwd: string) => {
        const { stdout } = await codehawk(cwd, ['risk', '--diff', '-', '--json'], {}, diff);
        return fileType(JSON.stringify((JSON.parse(stdout) as RiskAssessment[])[0]));
      };
      expect(await diffFileType(repository)).toMatchObject({ value: 0 });
      expect(await diffFileType(directory)).toMatchObject({ value: 1 });
    } finally {
      await rm(repository, { recursive: true, force: true });
    }
  });
});

describe('codehawk --help', () => {
  it('lists the commands with examples', async () => {
    const top = await codehawk(directory, ['--help']);
    expect(top.code).toBe(0);
    expect(top.stdout).toMatch(/score \[options\] <findings\.json>/);
    const score = await codehawk(directory, ['score', '--help']);
    expect(score.stdout).toContain('$ codehawk score findings.json --mode security --min-stars 3');
  });
});

describe('codehawk --version', () => {
  it('prints the version of the installed package', async () => {
    const manifest = JSON.parse(
      await readFile(new URL('../package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    const { code, stdout } = await codehawk(directory, ['--version']);
    expect(code).toBe(0);
    expect(stdout.trim()).toBe(manifest.version);
  });
});

describe('codehawk start-up', () => {
  /**
   * The packages of ours a run loads (or with `thirdParty`, the registry packages bundled into what
   * it loads), recorded by a module-resolution hook in the process.
   */
  async function packagesLoadedBy(args: readonly string[], thirdParty = false): Promise<string[]> {
    const log = join(directory, `loaded-${args.join('-').replace(/[^\w.-]+/g, '_')}.txt`);
    const hooks = `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  appendFileSync(${JSON.stringify(log)}, result.url + '\\n');
  return result;
}`;
    const register = `import { register } from 'node:module'; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hooks)}`)});`;
    await writeFile(log, '');
    const outcome = await codehawk(directory, args, {
      NODE_OPTIONS: `--import=data:text/javascript,${encodeURIComponent(register)}`,
    });
    expect(outcome.code).toBe(0);
    const urls = (await readFile(log, 'utf8')).split('\n').filter((url) => url.startsWith('file:'));
    // The command is a bundle: each module it loads names the packages bundled into it.
    const bundled = await Promise.all(
      urls
        .filter((url) => url.includes('/apps/cli/dist/'))
        .map(async (url) =>
          [
            ...(await readFile(new URL(url), 'utf8')).matchAll(
              thirdParty
                ? /^\/\/ (?:\.\.\/)+node_modules\/\.pnpm\/((?:@[^+/]+\+)?[^@/]+)@/gm
                : /^\/\/ (?:\.\.\/)+packages\/([^/]+)\//gm,
            ),
          ].map((match) => match[1] ?? ''),
        ),
    );
    const resolved = thirdParty
      ? []
      : urls.flatMap((url) => /\/packages\/([^/]+)\/dist\//.exec(url)?.[1] ?? []);
    return [...new Set([...bundled.flat(), ...resolved])].sort();
  }

  it('--version loads none of our packages, and score only the settings, the findings and the scorer', async () => {
    expect(await packagesLoadedBy(['--version'])).toEqual([]);
    expect(await packagesLoadedBy(['score', '--help'])).toEqual(['config', 'findings', 'scorer']);
    // Of the graph, risk loads only its test-path rule (`@codehawk/graph/test-paths`), not the parser.
    expect(await packagesLoadedBy(['risk', '--help'])).toEqual([
      'findings',
      'graph',
      'risk',
      'vcs',
    ]);
  });

  it('graph --help in a repository with no .codehawk.yml loads only the not-code rule: no graph, no validator', async () => {
    // The graph loads when a query runs: help needs none of it.
    expect(await packagesLoadedBy(['graph', '--help'])).toEqual(['config']);
    const bundled = await packagesLoadedBy(['graph', '--help'], true);
    expect(bundled).toContain('commander');
    expect(bundled).not.toContain('zod');
    expect(bundled).not.toContain('yaml');
  });

  it('a graph query with plain arguments loads no commander; its help does', async () => {
    const repo = await TempRepo.create();
    try {
      await repo.commit('code', {
        'src/a.py': 'def f():\n    return 1\n',
        'src/b.py': 'from .a import f\n\ndef g():\n    return f()\n',
      });
      const query = ['graph', 'callers', 'src/a.py#f', '--root', repo.path, '--json'];
      expect(await packagesLoadedBy(query, true)).not.toContain('commander');
      expect(await packagesLoadedBy(['graph', 'callers', '--help'], true)).toContain('commander');
    } finally {
      await repo.cleanup();
    }
  });

  it('a warm graph query writes its answer without creating Node.js streams for stdout and stderr', async () => {
    const repo = await TempRepo.create();
    try {
      await repo.commit('code', {
        'src/a.py': 'def f():\n    return 1\n',
        'src/b.py': 'from .a import f\n\ndef g():\n    return f()\n',
      });
      // The modules Node.js loaded, written down as the process ends.
      const log = join(directory, 'query-modules.txt');
      const preload = join(directory, 'record-modules.cjs');
      await writeFile(
        preload,
        `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(log)}, process.moduleLoadList.join('\\n')));`,
      );
      const query = ['graph', 'callers', 'src/a.py#f', '--root', repo.path];
      // The first query builds the graph (running git, which needs streams); the next is warm.
      // Git's own files a second old tell later changes by their time: until then, queries run git.
      expect((await codehawk(directory, query)).code).toBe(0);
      await new Promise((done) => setTimeout(done, 2_100));
      expect((await codehawk(directory, query)).code).toBe(0);
      const answered = await codehawk(directory, query, { NODE_OPTIONS: `--require=${preload}` });
      expect(answered.code).toBe(0);
      expect(answered.stdout).toContain('src/b.py#g');
      const loaded = (await readFile(log, 'utf8')).split('\n');
      expect(loaded).not.toContain('NativeModule stream');
      expect(loaded).not.toContain('NativeModule tty');
      // A mistake still reaches stderr, and its exit code stands.
      const unknown = await codehawk(directory, ['graph', 'callers', 'nope', '--root', repo.path], {
        NODE_OPTIONS: `--require=${preload}`,
      });
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toContain('No symbol "nope" in the graph');
      expect((await readFile(log, 'utf8')).split('\n')).not.toContain('NativeModule stream');
    } finally {
      await repo.cleanup();
    }
  });

  it('a graph query reads the parser, the settings validators and the libraries’ errors only when it needs them', async () => {
    const repo = await TempRepo.create();
    try {
      await repo.commit('code', {
        'src/a.py': 'def f():\n    return 1\n',
        'src/b.py': 'from .a import f\n\ndef g():\n    return f()\n',
      });
      // The command's files that Node.js's require() read, written down as the process ends.
      const log = join(directory, 'query-required.txt');
      const preload = join(directory, 'record-required.cjs');
      await writeFile(
        preload,
        `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(log)}, Object.keys(require.cache).map((file) => require('node:path').basename(file)).join('\\n')));`,
      );
      const required = async (args: readonly string[], code: number): Promise<string[]> => {
        const outcome = await codehawk(directory, [...args, '--root', repo.path], {
          NODE_OPTIONS: `--require=${preload}`,
        });
        expect(outcome.code).toBe(code);
        return (await readFile(log, 'utf8'))
          .split('\n')
          .filter((name) => name.startsWith('graph-query'));
      };
      const query = ['graph', 'callers', 'src/a.py#f'];
      expect(await required(query, 0)).toEqual(['graph-query-parser.cjs']);
      // Files changed within two seconds of a build are read again by the next (coarse clocks):
      // the query after that one is warm.
      await new Promise((done) => setTimeout(done, 2_100));
      await required(query, 0);
      expect(await required(query, 0)).toEqual([]);
      expect(await required(['graph', 'callers', 'nope'], 2)).toEqual([]);
      await writeFile(join(repo.path, '.codehawk.yml'), 'notCode:\n  generated: ["src/b.py"]\n');
      const withSettings = await required(query, 0);
      expect(withSettings).toContain('graph-query-settings.cjs');
      expect(withSettings).not.toContain('graph-query-failure.cjs');
      // A setting that is not one: the settings library's error, with its exit code.
      await writeFile(join(repo.path, '.codehawk.yml'), 'notCode:\n  folders: ["src/b.py"]\n');
      expect(await required(query, 2)).toEqual([
        'graph-query-settings.cjs',
        'graph-query-failure.cjs',
      ]);
    } finally {
      await repo.cleanup();
    }
  });

  it('an offline review loads no tokenizer and no OpenAI client: only a review with a model needs them', async () => {
    const repo = await TempRepo.create();
    try {
      await repo.commit('initial', { 'src/a.ts': 'export const a = 1;\n' });
      await repo.commit('change', { 'src/a.ts': 'export const a = 2;\n' });
      const args = ['review', '--repo', repo.path, '--base', 'HEAD~1', '--dry-run'];
      const bundled = await packagesLoadedBy(args, true);
      // It ran the offline review (its secret scan and graph), without either.
      expect(bundled).toEqual(expect.arrayContaining(['@secretlint+core', 'web-tree-sitter']));
      expect(bundled).not.toContain('gpt-tokenizer');
      expect(bundled).not.toContain('openai');
      expect(bundled).not.toContain('undici');
    } finally {
      await repo.cleanup();
    }
  });
});
