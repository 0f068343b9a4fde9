import { symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { ToolRegistry } from '@codehawk/agent';
import { TempRepo } from '@codehawk/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { registerWorkspaceTools, Workspace } from './workspace.js';

let repo: TempRepo | undefined;
afterEach(async () => {
  await repo?.cleanup();
});

async function setUp(): Promise<TempRepo> {
  repo = await TempRepo.create();
  await repo.write({ '.gitignore': 'secrets.env\n' });
  await repo.commit('code', {
    'src/auth.ts': 'export function login(user: string) {\n  return check(user);\n}\n',
    'src/check.ts': 'export function check(user: string) {\n  return user.length > 0;\n}\n',
  });
  await repo.write({ 'secrets.env': 'TOKEN=abc\n', 'src/new.ts': 'export const draft = 1;\n' });
  await symlink('/etc/passwd', join(repo.path, 'src/passwd.ts'));
  return repo;
}

const context = { signal: new AbortController().signal, callId: 'c', turn: 1 };

describe('workspace tools', () => {
  it('read_local_file reads numbered lines of repository files, tracked or new', async () => {
    const created = await setUp();
    const registry = new ToolRegistry();
    registerWorkspaceTools(registry, new Workspace(created.path));
    expect(
      (
        await registry.dispatch(
          'read_local_file',
          '{"path":"src/auth.ts","start_line":2,"end_line":3}',
          context,
        )
      ).content,
    ).toBe('2    return check(user);\n3  }');
    expect(
      (await registry.dispatch('read_local_file', '{"path":"./src/new.ts"}', context)).content,
    ).toContain('draft');
  });

  it.each([
    ['/etc/passwd', 'outside the repository'],
    ['../../etc/passwd', 'outside the repository'],
    ['src/../../etc/passwd', 'outside the repository'],
    ['.git/config', 'outside the repository'],
    ['secrets.env', 'not a file of the repository'],
    ['src/passwd.ts', 'leads outside the repository'],
  ])('read_local_file refuses %s', async (path, reason) => {
    const created = await setUp();
    const registry = new ToolRegistry();
    registerWorkspaceTools(registry, new Workspace(created.path));
    const result = await registry.dispatch('read_local_file', JSON.stringify({ path }), context);
    expect(result.outcome).toBe('handler_error');
    expect(result.content).toContain(reason);
    expect(result.content).not.toContain('root:');
  });

  it.each([true, false])(
    'search_code finds matches (ripgrep: %s) and reports a bad pattern',
    async (useRipgrep) => {
      const created = await setUp();
      const workspace = new Workspace(created.path, { useRipgrep });
      expect(await workspace.search('check\\(')).toContain('src/auth.ts:2:  return check(user);');
      expect(await workspace.search('login', { path: 'src/check.ts' })).toBe('No matches.');
      expect(await workspace.search('(unclosed')).toContain(
        '"error":"The pattern could not be used',
      );
      await expect(workspace.search('x', { path: '../' })).rejects.toThrow(
        /outside the repository/,
      );
    },
  );

  it('git_blame says who changed each line and why', async () => {
    const created = await setUp();
    const blame = await new Workspace(created.path).blame('src/auth.ts', 1, 2);
    expect(blame.split('\n')).toHaveLength(2);
    expect(blame).toMatch(
      /^1 {2}[0-9a-f]{8} Test Developer \d{4}-\d{2}-\d{2} {2}code {2}\|export function login/,
    );
  });
});
