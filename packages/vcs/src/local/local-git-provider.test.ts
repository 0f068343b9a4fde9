import { readFile, symlink } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { embedMarker } from '@codehawk/findings';
import { TempRepo } from '@codehawk/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { collectChangedFiles } from '../contract.js';
import { LocalGitProvider } from './local-git-provider.js';

const repos: TempRepo[] = [];

async function repo(): Promise<TempRepo> {
  const created = await TempRepo.create();
  repos.push(created);
  return created;
}

afterEach(async () => {
  for (const created of repos.splice(0)) await created.cleanup();
});

const lines = (count: number, prefix = 'line'): string =>
  Array.from({ length: count }, (_, index) => `${prefix} ${index + 1}`).join('\n') + '\n';

/** main with a few files, then a feature branch with the change under test. */
async function featureRepo(): Promise<TempRepo> {
  const created = await repo();
  await created.commit('initial', {
    'src/app.ts': lines(20),
    'src/old name.ts': 'export const renamed = true;\n'.repeat(10),
    'docs/gone.md': 'bye\n',
    'assets/logo.png': new Uint8Array([137, 80, 78, 71, 0, 0, 1, 2]),
  });
  await created.branch('feature/login');
  await created.write({
    'src/app.ts': lines(20)
      .replace('line 5\n', 'line five\n')
      .replace('line 17\n', 'line seventeen\nline 17b\n'),
    'src/ünïcode file.ts': 'export const ok = 1;\n',
    'assets/logo.png': new Uint8Array([137, 80, 78, 71, 0, 0, 9, 9]),
  });
  await created.git('rm', '-q', 'docs/gone.md');
  await created.git('mv', 'src/old name.ts', 'src/new name.ts');
  await created.commit('Add login\n\nUsers can now log in.');
  return created;
}

describe('LocalGitProvider — reading a change', () => {
  it('diffs the merge-base with main against HEAD, with every kind of change', async () => {
    const created = await featureRepo();
    const provider = await LocalGitProvider.open({ repository: created.path });
    const files = await collectChangedFiles(provider);
    const byPath = Object.fromEntries(files.map((file) => [file.path, file]));
    expect(byPath['src/app.ts']).toEqual({
      path: 'src/app.ts',
      status: 'modified',
      binary: false,
      additions: 3,
      deletions: 2,
    });
    expect(byPath['src/new name.ts']).toMatchObject({
      status: 'renamed',
      oldPath: 'src/old name.ts',
      additions: 0,
      deletions: 0,
    });
    expect(byPath['docs/gone.md']).toMatchObject({ status: 'deleted', deletions: 1 });
    expect(byPath['src/ünïcode file.ts']).toMatchObject({ status: 'added', additions: 1 });
    expect(byPath['assets/logo.png']).toMatchObject({ status: 'modified', binary: true });
    expect(files).toHaveLength(5);

    const pr = await provider.getPullRequest();
    expect(pr).toMatchObject({
      id: 'feature/login',
      title: 'Add login',
      author: 'Test Developer',
      draft: false,
    });
    expect(pr.body).toContain('Users can now log in.');
    // Read once per provider; what one caller does to its copy is not what the next one gets.
    pr.title = 'changed by a caller';
    pr.warnings.push('added by a caller');
    expect(await provider.getPullRequest()).toMatchObject({ title: 'Add login', warnings: [] });
    expect(pr.baseSha).toBe((await created.git('rev-parse', 'main')).trim());
    // The repository is the directory's name, never the branch.
    expect(pr.repository).toBe(basename(provider.root));
  });

  it('reads content at base and head, and null where a file does not exist', async () => {
    const created = await featureRepo();
    const provider = await LocalGitProvider.open({ repository: created.path });
    expect(await provider.getFileContent('src/app.ts', 'head')).toContain('line five');
    expect(await provider.getFileContent('src/app.ts', 'base')).toContain('line 5\n');
    expect(await provider.getFileContent('src/ünïcode file.ts', 'base')).toBeNull();
    expect(await provider.getFileContent('docs/gone.md', 'head')).toBeNull();
  });

  it('gives a file diff, or only the hunks touching a line range', async () => {
    const created = await featureRepo();
    const provider = await LocalGitProvider.open({ repository: created.path });
    const whole = await provider.getFileDiff('src/app.ts');
    expect(whole).toContain('+line five');
    expect(whole).toContain('+line seventeen');
    const late = await provider.getFileDiff('src/app.ts', { startLine: 15, endLine: 20 });
    expect(late).toContain('+line seventeen');
    expect(late).not.toContain('+line five');
    expect(late).toContain('diff --git');
  });

  it('refuses paths that leave the repository or reach into .git', async () => {
    const created = await featureRepo();
    const provider = await LocalGitProvider.open({ repository: created.path });
    for (const path of ['../etc/passwd', '/etc/passwd', 'src/../../x', '.git/config']) {
      await expect(provider.getFileContent(path, 'head')).rejects.toMatchObject({
        code: 'INVALID',
      });
    }
  });

  it('reviews the uncommitted working tree, untracked files included, and never follows a symlink out', async () => {
    const created = await featureRepo();
    await created.write({ 'src/app.ts': lines(21), 'notes/new.txt': 'a\nb\nc' });
    await symlink('/etc/hostname', join(created.path, 'src/escape.ts'));
    const provider = await LocalGitProvider.open({ repository: created.path, workingTree: true });
    const files = await collectChangedFiles(provider);
    expect(files.find((file) => file.path === 'notes/new.txt')).toMatchObject({
      status: 'added',
      additions: 3,
    });
    expect(await provider.getFileContent('src/app.ts', 'head')).toContain('line 21');
    // An untracked file's diff adds every line: the review checks its content, too.
    expect(await provider.getFileDiff('notes/new.txt')).toBe(
      'diff --git a/notes/new.txt b/notes/new.txt\nnew file mode 100644\n--- /dev/null\n+++ b/notes/new.txt\n@@ -0,0 +1,3 @@\n+a\n+b\n+c\n\\ No newline at end of file\n',
    );
    await expect(provider.getFileDiff('src/escape.ts')).rejects.toMatchObject({ code: 'INVALID' });
    await expect(provider.getFileContent('src/escape.ts', 'head')).rejects.toMatchObject({
      code: 'INVALID',
    });
  });

  it('reads file names literally: a `*` or `:(` in a name is not a pattern', async () => {
    const created = await repo();
    await created.commit('initial', {
      'src/s*.ts': 'export const star = 1;\n',
      'src/s1.ts': 'export const one = 1;\n',
      ':(glob)x.ts': 'export const magic = 1;\n',
    });
    await created.branch('feature');
    await created.commit('change', {
      'src/s*.ts': 'export const star = 2;\n',
      'src/s1.ts': 'export const one = 2;\n',
      ':(glob)x.ts': 'export const magic = 2;\n',
    });
    const vcs = await LocalGitProvider.open({ repository: created.path, base: 'main' });
    const diff = await vcs.getFileDiff('src/s*.ts');
    expect(diff).toContain('star = 2');
    expect(diff).not.toContain('one = 2');
    expect(await vcs.getFileDiff(':(glob)x.ts')).toContain('magic = 2');
    expect(await vcs.getFileContent('src/s*.ts', 'head')).toBe('export const star = 2;\n');
  });

  it('treats an empty change as no files', async () => {
    const created = await repo();
    await created.commit('initial', { 'a.txt': 'a\n' });
    await created.branch('nothing');
    const provider = await LocalGitProvider.open({ repository: created.path });
    expect(await collectChangedFiles(provider)).toEqual([]);
  });

  it('lists a submodule change without reading it', async () => {
    const library = await repo();
    await library.commit('lib', { 'lib.txt': 'v1\n' });
    const created = await repo();
    await created.commit('initial', { 'readme.md': 'x\n' });
    await created.branch('add-submodule');
    await created.git(
      '-c',
      'protocol.file.allow=always',
      'submodule',
      'add',
      '-q',
      library.path,
      'vendor/lib',
    );
    await created.commit('add submodule');
    const provider = await LocalGitProvider.open({ repository: created.path });
    const files = await collectChangedFiles(provider);
    expect(files.find((file) => file.path === 'vendor/lib')).toMatchObject({
      status: 'added',
      submodule: true,
    });
    await expect(provider.getFileContent('vendor/lib', 'head')).rejects.toMatchObject({
      code: 'UNSUPPORTED',
    });
  });

  it('says clearly when it is not in a repository or cannot find a base', async () => {
    const created = await repo();
    await expect(LocalGitProvider.open({ repository: '/' })).rejects.toThrow(
      /not inside a git repository/,
    );
    await created.git('checkout', '-q', '-b', 'trunk');
    await created.commit('first', { 'a.txt': 'a\n' });
    await expect(LocalGitProvider.open({ repository: created.path })).rejects.toThrow(
      /origin\/HEAD, main or master/,
    );
    await expect(LocalGitProvider.open({ repository: created.path, base: 'nope' })).rejects.toThrow(
      /Cannot resolve the base "nope"/,
    );
  });
});

describe('LocalGitProvider — the outbox', () => {
  it('posts comments as threads, places only lines in the diff, and reads them back on a new run', async () => {
    const created = await featureRepo();
    const provider = await LocalGitProvider.open({ repository: created.path });
    const result = await provider.postComments([
      { file: 'src/app.ts', line: 5, body: embedMarker('Use a number.', '1d884bc7') },
      { file: 'src/app.ts', line: 1, body: 'not in the diff' },
    ]);
    expect(result.posted.map((posted) => posted.threadId)).toEqual(['L1']);
    expect(result.notPlaced).toMatchObject([
      { comment: { line: 1 }, reason: 'line 1 of src/app.ts is not part of the diff' },
    ]);

    const again = await LocalGitProvider.open({ repository: created.path });
    const [thread] = await again.listThreads();
    expect(thread).toMatchObject({
      id: 'L1',
      file: 'src/app.ts',
      line: 5,
      status: 'active',
      ours: true,
      crIds: ['1d884bc7'],
    });
    // The outbox is not part of the change under review.
    expect(
      (
        await collectChangedFiles(
          await LocalGitProvider.open({ repository: created.path, workingTree: true }),
        )
      ).some((file) => file.path.startsWith('.codehawk/')),
    ).toBe(false);
  });

  it('replies, sets statuses and upserts one summary', async () => {
    const created = await featureRepo();
    const provider = await LocalGitProvider.open({ repository: created.path });
    await provider.postComments([{ file: 'src/app.ts', line: 5, body: 'x' }]);
    await provider.replyToThread('L1', 'Fixed in this push.');
    await provider.setThreadStatus('L1', 'fixed');
    expect(await provider.upsertSummary('## Review\nfirst')).toEqual({
      id: 'summary',
      created: true,
    });
    expect(await provider.upsertSummary('## Review\nsecond')).toEqual({
      id: 'summary',
      created: false,
    });
    const [thread] = await provider.listThreads();
    expect(thread?.status).toBe('fixed');
    expect(thread?.comments.map((comment) => comment.body)).toEqual(['x', 'Fixed in this push.']);
    expect(await provider.readSummary()).toBe('## Review\nsecond');
    expect(await readFile(join(provider.outboxDirectory, 'summary.md'), 'utf8')).toContain(
      'second',
    );
    await expect(provider.replyToThread('L9', 'x')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('counts only threads opened by our identity as ours, whatever markers others paste', async () => {
    const created = await featureRepo();
    const provider = await LocalGitProvider.open({ repository: created.path });
    await provider.postComments([{ file: 'src/app.ts', line: 5, body: 'ours' }]);
    const developer = await LocalGitProvider.open({ repository: created.path, identity: 'alice' });
    await developer.postComments([
      { file: 'src/app.ts', line: 6, body: embedMarker('spoofed', 'deadbeef') },
    ]);
    await developer.replyToThread('L1', 'I disagree: this is intended.');
    const threads = await provider.listThreads();
    expect(threads.map((thread) => [thread.id, thread.ours, thread.crIds])).toEqual([
      ['L1', true, []],
      ['L2', false, []],
    ]);
    expect(threads[0]?.comments.map((comment) => [comment.author, comment.ours])).toEqual([
      ['codehawk', true],
      ['alice', false],
    ]);
  });

  it('reports a damaged outbox instead of trusting it', async () => {
    const created = await featureRepo();
    const provider = await LocalGitProvider.open({ repository: created.path });
    await created.write({
      [join('.codehawk/outbox/feature_login/threads.json')]: '{"version": 1, "threads": [',
    });
    await expect(provider.listThreads()).rejects.toThrow(/not valid JSON/);
  });

  it('lists only the commits since an earlier head, and says when history was rewritten', async () => {
    const created = await repo();
    await created.commit('initial', { 'src/a.ts': 'export const a = 0;\n' });
    await created.branch('feature');
    const first = await created.commit('first', {
      'src/a.ts': 'export const a = 1;\n',
      'src/b.ts': 'export const b = 1;\n',
    });
    await created.commit('second', {
      'src/b.ts': 'export const b = 2;\n',
      'src/c.ts': 'export const c = 3;\n',
    });
    const since = await (
      await LocalGitProvider.open({ repository: created.path, base: 'main' })
    ).changesSince(first);
    expect(since.ancestor).toBe(true);
    expect(since.files.map(({ file }) => [file.path, file.status])).toEqual([
      ['src/b.ts', 'modified'],
      ['src/c.ts', 'added'],
    ]);
    expect(since.files[0]?.diff).toContain('-export const b = 1;\n+export const b = 2;');

    await created.git('reset', '-q', '--hard', 'main');
    await created.commit('rewritten', { 'src/a.ts': 'export const a = 9;\n' });
    const rewritten = await LocalGitProvider.open({ repository: created.path, base: 'main' });
    expect(await rewritten.changesSince(first)).toEqual({ ancestor: false, files: [] });
    expect(await rewritten.changesSince('e'.repeat(40))).toEqual({ ancestor: false, files: [] });
  });
});
