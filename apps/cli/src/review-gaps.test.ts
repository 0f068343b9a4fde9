import { join } from 'node:path';
import { TempRepo } from '@codehawk/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { codehawk, NO_GRAPH } from '../test/run-cli.js';

const repos: TempRepo[] = [];
afterEach(async () => {
  for (const repo of repos.splice(0)) await repo.cleanup();
});

const TOKEN = `ghp_${'Z9y8X7w6V5u4T3s2R1q0P9o8N7m6L5k4J3i2'}`;

async function repository(files: Record<string, string>): Promise<TempRepo> {
  const repo = await TempRepo.create();
  repos.push(repo);
  await repo.commit('base', files);
  return repo;
}

/** Commits `files` on main, deletes src/util.ts on a feature branch, and reviews the change offline. */
async function reviewUtilDeleted(files: Record<string, string>): Promise<string> {
  const repo = await repository({
    ...files,
    'src/util.ts': 'export function util() {\n  return 1;\n}\n',
  });
  await repo.branch('feature');
  await repo.git('rm', '-q', 'src/util.ts');
  await repo.commit('drop util');
  return (await codehawk(repo.path, ['review', '--base', 'main', '--dry-run'])).stdout;
}

describe('codehawk review leaves no silent gaps', () => {
  it('--working-tree checks the content of untracked files', async () => {
    const repo = await repository({ 'src/app.ts': 'export const app = 1;\n' });
    await repo.write({
      'src/new.ts': `export function key() {\n  return "${TOKEN}";\n}\n`,
    });
    const { stdout } = await codehawk(
      repo.path,
      ['review', '--working-tree', '--base', 'main', '--dry-run'],
      NO_GRAPH,
    );
    expect(stdout).toMatch(/CRITICAL\s+src\/new\.ts:2 /);
    expect(stdout).not.toContain(TOKEN);
  });

  it('shows a deleted module with the files that still import it, and does not pass it as clean', async () => {
    const stdout = await reviewUtilDeleted({
      'src/app.ts': "import { util } from './util.js';\nexport const app = util();\n",
    });
    expect(stdout).not.toContain('No code files changed');
    expect(stdout).toContain('Deleted files (1):\n  src/util.ts — still imported by src/app.ts:1');
    expect(stdout).toMatch(/CRITICAL\s+src\/app\.ts:1\s+Imports a file the change deletes/);
    expect(stdout).not.toContain('5/5');
  });

  it('reports an import of a deleted file through a tsconfig paths alias', async () => {
    const stdout = await reviewUtilDeleted({
      'tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@app/*': ['./src/*'] } } }),
      'src/app.ts': "import { util } from '@app/util';\nexport const app = util();\n",
    });
    expect(stdout).toContain('Deleted files (1):\n  src/util.ts — still imported by src/app.ts:1');
    expect(stdout).toMatch(/CRITICAL\s+src\/app\.ts:1\s+Imports a file the change deletes/);
  });

  it('says which range it reviews, and why an empty one is empty', async () => {
    const repo = await repository({ 'src/a.ts': 'export const a = 1;\n' });
    await repo.branch('feature');
    await repo.commit('change', { 'src/a.ts': 'export const a = 2;\n' });
    const feature = await codehawk(repo.path, ['review', '--dry-run'], NO_GRAPH);
    expect(feature.stdout).toMatch(
      /^Reviewing [0-9a-f]{7} \(merge-base with main, the default branch\)\.\.[0-9a-f]{7} \(HEAD, feature\): 1 changed file\(s\)$/m,
    );

    await repo.git('checkout', '-q', 'main');
    const onMain = await codehawk(repo.path, ['review', '--dry-run'], NO_GRAPH);
    expect(onMain.stdout).toContain('Nothing to review: HEAD is main itself');
    expect(onMain.stdout).toContain('--base HEAD~1');
    expect(onMain.stdout).not.toContain('No code files changed');

    // A detached HEAD behind the default branch.
    await repo.git('checkout', '-q', 'feature');
    await repo.git('branch', '-q', '-f', 'main', 'feature');
    await repo.git('checkout', '-q', '--detach', 'HEAD~1');
    const behind = await codehawk(repo.path, ['review', '--dry-run', '--format', 'json'], NO_GRAPH);
    expect(behind.stderr).toContain(
      'codehawk: nothing to review: HEAD is behind main by 1 commit(s)',
    );
    // A base ahead of the head.
    const ahead = await codehawk(repo.path, ['review', '--base', 'feature', '--dry-run'], NO_GRAPH);
    expect(ahead.stdout).toContain('Nothing to review: HEAD is behind feature by 1 commit(s)');
    expect(ahead.stdout).toContain('the base is ahead of the head');
  });

  it('graph answers for the whole repository from a subdirectory, and says "unknown" rather than "nothing calls"', async () => {
    const repo = await repository({
      // Returned as `any`: what `make().save()` calls cannot be told.
      'src/store.ts': 'export function make(): any {\n  return { save() { return 1; } };\n}\n',
      'src/app.ts':
        "import { make } from './store.js';\nexport function run() {\n  return make().save();\n}\n",
      'lib/other.ts': 'export function lonely() {\n  return 2;\n}\n',
    });
    const env = { CI: 'true' };
    const fromSubdirectory = await codehawk(
      join(repo.path, 'lib'),
      ['graph', 'callers', 'src/store.ts#make'],
      env,
    );
    expect(fromSubdirectory.stdout).toMatch(/^src\/app\.ts#run@2\s+3\s+certain\s+import$/m);
    const unknown = await codehawk(repo.path, ['graph', 'callers', 'save'], env);
    expect(unknown.stdout).toContain('Callers of save are unknown');
    expect(unknown.stdout).toContain('src/app.ts:3');
    expect(unknown.stdout).not.toContain('Nothing calls');
    const nothing = await codehawk(repo.path, ['graph', 'callers', 'lonely'], env);
    expect(nothing.stdout).toBe('Nothing calls lonely.\n');
  });

  it('an offline re-run resolves a static finding the change no longer has', async () => {
    const repo = await repository({ 'src/app.ts': 'export const app = 1;\n' });
    await repo.branch('feature');
    await repo.commit('add key', {
      'src/key.ts': `export function key() {\n  return "${TOKEN}";\n}\n`,
    });
    const first = await codehawk(repo.path, ['review', '--base', 'main'], NO_GRAPH);
    expect(first.stdout).toMatch(/CRITICAL\s+src\/key\.ts:2 /);
    await repo.commit('load the key from the environment', {
      'src/key.ts': 'export function key() {\n  return process.env.KEY;\n}\n',
    });
    const second = await codehawk(repo.path, ['review', '--base', 'main'], NO_GRAPH);
    expect(second.stdout).toContain('Earlier findings now fixed: 1');
    expect(second.stdout).toContain('Findings: none.');
    const third = await codehawk(repo.path, ['review', '--base', 'main'], NO_GRAPH);
    expect(third.stdout).not.toContain('Earlier findings now fixed');
  });

  it('--format markdown and sarif keep the risk table, blast radius and test reach', async () => {
    const repo = await repository({
      'src/auth.ts': 'export function login(user: string) {\n  return user;\n}\n',
      'src/api.ts':
        "import { login } from './auth.js';\nexport function handler() {\n  return login('a');\n}\n",
    });
    await repo.branch('feature');
    await repo.commit('change', {
      'src/auth.ts': 'export function login(user: string) {\n  return user.trim();\n}\n',
    });
    const markdown = await codehawk(repo.path, [
      'review',
      '--base',
      'main',
      '--dry-run',
      '--format',
      'markdown',
    ]);
    expect(markdown.stdout).toContain('### Change analysis');
    expect(markdown.stdout).toMatch(/\| `src\/auth\.ts` \| (LOW|MEDIUM|HIGH) \|/);
    expect(markdown.stdout).toContain('- `src/api.ts` — score');
    expect(markdown.stdout).toContain(
      '**Changed functions no test reaches**\n\n- `src/auth.ts#login`',
    );
    const sarif = await codehawk(repo.path, [
      'review',
      '--base',
      'main',
      '--dry-run',
      '--format',
      'sarif',
    ]);
    const log = JSON.parse(sarif.stdout) as {
      runs: { properties?: { codehawk?: Record<string, unknown> } }[];
    };
    expect(log.runs[0]?.properties?.codehawk).toMatchObject({
      risk: [{ file: 'src/auth.ts' }],
      blastRadius: [{ file: 'src/api.ts' }],
      testGaps: ['src/auth.ts#login'],
    });
  });

  it('--head reads the graph and file contents from that commit, not from the checkout', async () => {
    const repo = await repository({ 'src/app.ts': 'export const app = 1;\n' });
    await repo.branch('feature');
    await repo.commit('add a tool', {
      'src/tool.ts': 'export function sharpen(edge: number) {\n  return edge + 1;\n}\n',
    });
    // The checkout is main, where src/tool.ts does not exist, with an uncommitted change.
    await repo.git('checkout', '-q', 'main');
    await repo.write({ 'src/app.ts': 'export const app = 2;\n' });
    const { stdout } = await codehawk(repo.path, [
      'review',
      '--base',
      'main',
      '--head',
      'feature',
      '--dry-run',
    ]);
    expect(stdout).toContain('Changed functions no test reaches: src/tool.ts#sharpen');
    expect(stdout).toMatch(/^src\/tool\.ts\s+\w+\s+[\d.]+\s+.*new file/m);
    // Nothing was left behind in the repository.
    const status = await repo.git('status', '--porcelain');
    expect(status).toContain(' M src/app.ts');
    expect(status).not.toContain('tool');
  });

  it("--head keeps the commit's own .gitattributes evidence that a file is generated", async () => {
    const repo = await repository({ 'src/app.ts': 'export const app = 1;\n' });
    await repo.branch('feature');
    await repo.commit('generated client', {
      '.gitattributes': 'src/client.ts linguist-generated=true\n',
      'src/client.ts': 'export function call(path: string) {\n  return fetch(path);\n}\n',
    });
    // The checkout is main, which has no .gitattributes: only the commit says the file is generated.
    await repo.git('checkout', '-q', 'main');
    const { stdout } = await codehawk(repo.path, [
      'review',
      '--base',
      'main',
      '--head',
      'feature',
      '--dry-run',
      '--format',
      'json',
    ]);
    const report = JSON.parse(stdout) as { findings: { risk?: { file: string }[] } };
    expect(stdout).toContain('generated: marked linguist-generated in .gitattributes');
    expect((report.findings.risk ?? []).map((entry) => entry.file)).not.toContain('src/client.ts');
  });
});
