import { execFile } from 'node:child_process';
import { readFile, realpath } from 'node:fs/promises';
import { isAbsolute, join, sep } from 'node:path';
import type { ToolRegistry } from '@codehawk/agent';
import { listRepositoryFiles } from '@codehawk/graph';
import * as z from 'zod';

/** Characters of numbered file text in one `read_local_file` page: under the 30,000-character result limit. */
const READ_PAGE_CHARS = 20_000;

/** A path the agent asked for that it may not read. */
export class WorkspaceAccessError extends Error {
  override readonly name = 'WorkspaceAccessError';
}

interface RunResult {
  stdout: string;
  stderr: string;
  code: number;
}

function run(
  command: string,
  args: readonly string[],
  cwd: string,
  timeoutMs: number,
): Promise<RunResult> {
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      {
        cwd,
        timeout: timeoutMs,
        maxBuffer: 8 * 1024 * 1024,
        // Paths are taken literally: a file named `s*.ts` is never a pattern.
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_LITERAL_PATHSPECS: '1' },
      },
      (error, stdout, stderr) => {
        const code = error && typeof error.code === 'number' ? error.code : error ? -1 : 0;
        resolve({ stdout, stderr, code });
      },
    );
  });
}

/**
 * The repository as the agent may see it: files git knows (tracked, or untracked and not ignored),
 * addressed by repository-relative paths. Absolute paths, `..`, `.git/` and symlinks that lead
 * outside the repository are refused.
 */
export class Workspace {
  private files: Promise<Set<string>> | undefined;
  private hasRipgrep: Promise<boolean> | undefined;

  /** `useRipgrep: false` forces `git grep` (ripgrep is used when installed otherwise). */
  constructor(
    readonly root: string,
    options: { useRipgrep?: boolean } = {},
  ) {
    if (options.useRipgrep === false) this.hasRipgrep = Promise.resolve(false);
  }

  private list(): Promise<Set<string>> {
    this.files ??= listRepositoryFiles(this.root).then((paths) => new Set(paths));
    return this.files;
  }

  /** A safe repository-relative path for what the agent asked, or a `WorkspaceAccessError`. */
  async resolve(requested: string): Promise<string> {
    const path = requested.trim().replace(/\\/g, '/').replace(/^\.\//, '');
    const segments = path.split('/');
    if (
      path === '' ||
      isAbsolute(requested.trim()) ||
      /^[A-Za-z]:/.test(path) ||
      segments.includes('..') ||
      segments[0] === '.git'
    ) {
      throw new WorkspaceAccessError(
        `"${requested}" is outside the repository. Use a repository-relative path such as src/app.ts.`,
      );
    }
    if (!(await this.list()).has(path)) {
      throw new WorkspaceAccessError(
        `"${path}" is not a file of the repository. Use search_code to find the right path.`,
      );
    }
    const real = await realpath(join(this.root, path)).catch(() => undefined);
    const root = await realpath(this.root);
    if (real === undefined || !(real === root || real.startsWith(root + sep))) {
      throw new WorkspaceAccessError(`"${path}" leads outside the repository.`);
    }
    return path;
  }

  async read(requested: string, startLine?: number, endLine?: number): Promise<string> {
    const path = await this.resolve(requested);
    const content = await readFile(join(this.root, path), 'utf8');
    if (content.includes('\0')) return `${path} is a binary file.`;
    const lines = content.split('\n');
    const first = Math.max(1, startLine ?? 1);
    const last = Math.min(lines.length, endLine ?? lines.length);
    const width = String(last).length;
    const shown: string[] = [];
    let size = 0;
    for (let number = first; number <= last; number++) {
      const text = `${String(number).padStart(width)}  ${lines[number - 1] ?? ''}`;
      if (shown.length > 0 && size + text.length + 1 > READ_PAGE_CHARS) {
        const upTo = endLine === undefined ? '' : `, end_line=${endLine}`;
        shown.push(
          `[Lines ${first}–${number - 1} of ${lines.length} shown; continue with read_local_file(path="${path}", start_line=${number}${upTo}).]`,
        );
        break;
      }
      shown.push(text);
      size += text.length + 1;
    }
    return shown.join('\n');
  }

  /** ripgrep when installed, else `git grep`; bounded in time and output; a bad pattern is reported. */
  async search(
    pattern: string,
    options: { path?: string; maxResults?: number } = {},
  ): Promise<string> {
    const scope = options.path ? await this.resolveScope(options.path) : undefined;
    const limit = Math.min(Math.max(options.maxResults ?? 100, 1), 500);
    this.hasRipgrep ??= run('rg', ['--version'], this.root, 5_000).then(
      (result) => result.code === 0,
    );
    const ripgrep = await this.hasRipgrep;
    const args = ripgrep
      ? [
          '--line-number',
          '--no-heading',
          '--color=never',
          '--max-columns=300',
          '--glob=!.git',
          '-e',
          pattern,
          '--',
          scope ?? '.',
        ]
      : [
          'grep',
          '--line-number',
          '--no-color',
          '-I',
          '-E',
          '-e',
          pattern,
          '--',
          ...(scope ? [scope] : []),
        ];
    const result = await run(ripgrep ? 'rg' : 'git', args, this.root, 10_000);
    if (result.code === -1)
      return JSON.stringify({
        error: 'The search took too long; use a narrower pattern or a path.',
      });
    if (result.code === 2 || (result.code > 1 && result.stderr)) {
      return JSON.stringify({
        error: `The pattern could not be used: ${result.stderr.trim().split('\n')[0] ?? 'invalid'}`,
        fix: 'Use a valid regular expression.',
      });
    }
    const lines = result.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => line.replace(/^\.\//, ''));
    if (lines.length === 0) return 'No matches.';
    const shown = lines.slice(0, limit);
    return `${shown.join('\n')}${lines.length > limit ? `\n… ${lines.length - limit} more matches; narrow the pattern or give a path.` : ''}`;
  }

  /** A directory or file inside the repository to search in. */
  private async resolveScope(requested: string): Promise<string> {
    const path = requested.trim().replace(/\\/g, '/').replace(/^\.\//, '').replace(/\/$/, '');
    const segments = path.split('/');
    if (
      path === '' ||
      isAbsolute(requested.trim()) ||
      segments.includes('..') ||
      segments[0] === '.git'
    ) {
      throw new WorkspaceAccessError(`"${requested}" is outside the repository.`);
    }
    const files = await this.list();
    if (!files.has(path) && ![...files].some((file) => file.startsWith(`${path}/`))) {
      throw new WorkspaceAccessError(`"${path}" is not a file or folder of the repository.`);
    }
    return path;
  }

  async blame(requested: string, startLine: number, endLine: number): Promise<string> {
    const path = await this.resolve(requested);
    const result = await run(
      'git',
      ['blame', '--porcelain', '-L', `${startLine},${endLine}`, '--', path],
      this.root,
      10_000,
    );
    if (result.code !== 0)
      return JSON.stringify({ error: `git blame failed: ${result.stderr.trim()}` });
    const out: string[] = [];
    const commits = new Map<string, { author: string; time: string; summary: string }>();
    let current: { sha: string; line: number } | undefined;
    for (const line of result.stdout.split('\n')) {
      const header = /^([0-9a-f]{40}) \d+ (\d+)/.exec(line);
      if (header?.[1] && header[2]) {
        current = { sha: header[1], line: Number(header[2]) };
        if (!commits.has(current.sha))
          commits.set(current.sha, { author: '', time: '', summary: '' });
        continue;
      }
      const info = current ? commits.get(current.sha) : undefined;
      if (!current || !info) continue;
      if (line.startsWith('author ')) info.author = line.slice(7);
      else if (line.startsWith('author-time '))
        info.time = new Date(Number(line.slice(12)) * 1000).toISOString().slice(0, 10);
      else if (line.startsWith('summary ')) info.summary = line.slice(8);
      else if (line.startsWith('\t'))
        out.push(
          `${current.line}  ${current.sha.slice(0, 8)} ${info.author} ${info.time}  ${info.summary}  |${line.slice(1)}`,
        );
    }
    return out.join('\n');
  }
}

/** Registers `read_local_file`, `search_code` and `git_blame` (all read-only). */
export function registerWorkspaceTools(registry: ToolRegistry, workspace: Workspace): void {
  registry.register({
    name: 'read_local_file',
    description:
      'Read a file of the repository (a repository-relative path), optionally a line range. Lines are numbered.',
    parameters: z.object({
      path: z.string().describe('Repository-relative path, e.g. src/auth/session.ts'),
      start_line: z.number().int().min(1).optional(),
      end_line: z.number().int().min(1).optional(),
    }),
    annotations: { readOnly: true },
    handler: ({ path, start_line, end_line }) => workspace.read(path, start_line, end_line),
  });
  registry.register({
    name: 'search_code',
    description:
      'Search the repository with a regular expression (ripgrep syntax). Returns file:line:text matches.',
    parameters: z.object({
      pattern: z.string().min(1),
      path: z.string().optional().describe('A folder or file to search in'),
      max_results: z.number().int().min(1).max(500).optional(),
    }),
    annotations: { readOnly: true },
    handler: ({ pattern, path, max_results }) =>
      workspace.search(pattern, {
        ...(path === undefined ? {} : { path }),
        ...(max_results === undefined ? {} : { maxResults: max_results }),
      }),
  });
  registry.register({
    name: 'git_blame',
    description: 'Who last changed each line of a range, when and why (commit summary).',
    parameters: z.object({
      path: z.string(),
      start_line: z.number().int().min(1),
      end_line: z.number().int().min(1),
    }),
    annotations: { readOnly: true },
    handler: ({ path, start_line, end_line }) =>
      workspace.blame(path, start_line, Math.max(start_line, end_line)),
  });
}
