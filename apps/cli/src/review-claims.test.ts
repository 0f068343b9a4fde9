import { TempRepo } from '@codehawk/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { codehawk, NO_GRAPH } from '../test/run-cli.js';

const repos: TempRepo[] = [];
afterEach(async () => {
  for (const repo of repos.splice(0)) await repo.cleanup();
});

async function repository(): Promise<TempRepo> {
  const repo = await TempRepo.create();
  repos.push(repo);
  return repo;
}

/** The risk table's row of a file: its level and its reasons. */
function row(stdout: string, path: string): string {
  return stdout.split('\n').find((line) => line.startsWith(`${path} `)) ?? '';
}

describe('codehawk review: the claims it makes are true', () => {
  it('sees tests reach constructors and #private methods, says "unknown" when unsure, and claims nothing on tests, JSON or pure renames', async () => {
    const repo = await repository();
    const store = (body: string): string =>
      [
        'export class Store {',
        '  #items: string[] = [];',
        '  constructor(private name: string) {',
        `    this.#init();`,
        '  }',
        `  #init() { this.#items.push(this.name${body}); }`,
        '}',
        // Returned as `any`: what `make().run()` calls cannot be told.
        'export function make(): any {',
        `  return { run() { return 1${body}; } };`,
        '}',
        '',
      ].join('\n');
    await repo.commit('base', {
      'src/store.ts': store(''),
      'src/store.test.ts': [
        "import { Store, make } from './store.js';",
        "it('builds', () => { new Store('a'); make().run(); });",
        '',
      ].join('\n'),
      'src/auth/session.ts': 'export function session() {\n  return 1;\n}\n',
      'config/settings.json': '{ "retries": 1 }\n',
    });
    await repo.branch('feature');
    await repo.git('mv', 'src/auth/session.ts', 'src/auth/sessions.ts');
    await repo.commit('change', {
      'src/store.ts': store(".trim() + ''"),
      'src/store.test.ts': [
        "import { Store, make } from './store.js';",
        "it('builds', () => { new Store('a'); make().run(); expect(1).toBe(1); });",
        '',
      ].join('\n'),
      'config/settings.json': '{ "retries": 2 }\n',
    });
    const { code, stdout } = await codehawk(repo.path, ['review', '--base', 'main', '--dry-run']);
    expect(code).toBe(0);
    // The constructor's #init is reached through `new Store()`; `make().run()` cannot be resolved.
    expect(row(stdout, 'src/store.ts')).not.toContain('no test reaches');
    expect(stdout).not.toContain('Changed functions no test reaches');
    expect(stdout).toContain(
      'Changed functions whose test reach is unknown: src/store.ts#make.run',
    );
    expect(row(stdout, 'src/store.test.ts')).not.toContain('no test reaches');
    expect(row(stdout, 'config/settings.json')).not.toContain('no test reaches');
    // A move without a changed line carries no risk, even on a security-sensitive path.
    expect(row(stdout, 'src/auth/sessions.ts')).toMatch(/^src\/auth\/sessions\.ts\s+LOW\s+0\b/);
  });

  it('names the security word of a sensitive path, and finds none inside other words', async () => {
    const repo = await repository();
    await repo.commit('base', { 'README.md': 'x\n' });
    await repo.branch('feature');
    await repo.commit('change', {
      'src/OracleClient.ts': 'export function connect() {\n  return 1;\n}\n',
      'src/models/Author.ts': 'export function author() {\n  return 1;\n}\n',
      'src/auth/login.ts': 'export function login() {\n  return 1;\n}\n',
    });
    const { stdout } = await codehawk(
      repo.path,
      ['review', '--base', 'main', '--dry-run'],
      NO_GRAPH,
    );
    expect(row(stdout, 'src/auth/login.ts')).toContain('security-sensitive path ("auth")');
    expect(row(stdout, 'src/OracleClient.ts')).not.toContain('security-sensitive');
    expect(row(stdout, 'src/models/Author.ts')).not.toContain('security-sensitive');
  });
});
