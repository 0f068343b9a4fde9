import type { ToolRegistry } from '@codehawk/agent';
import type { CodeGraph } from '@codehawk/graph';
import { collectChangedFiles, type ChangedFile, type VcsProvider } from '@codehawk/vcs';
import * as z from 'zod';
import { changeBrief } from '../change-brief.js';
import { pageDiff } from '../diff-pages.js';

/** Registers `get_pr`, `get_file_content`, `list_threads` and `get_file_diff` over a VcsProvider. */
export function registerVcsTools(
  registry: ToolRegistry,
  vcs: VcsProvider,
  changedFiles?: readonly ChangedFile[],
): void {
  registry.register({
    name: 'get_pr',
    description:
      'The pull request: title, description, author, base and head commits, and its changed files.',
    parameters: z.object({}),
    annotations: { readOnly: true },
    handler: async () =>
      JSON.stringify({
        ...(await vcs.getPullRequest()),
        files: changedFiles ?? (await collectChangedFiles(vcs)),
      }),
  });
  registry.register({
    name: 'get_file_content',
    description: 'A file as it is at the head (new version) or base (old version) of the change.',
    parameters: z.object({ path: z.string(), side: z.enum(['head', 'base']).default('head') }),
    annotations: { readOnly: true },
    handler: async ({ path, side }) =>
      (await vcs.getFileContent(path, side)) ??
      `${path} does not exist at the ${side} of the change.`,
  });
  registry.register({
    name: 'list_threads',
    description: 'Review threads on the pull request, optionally of one file or one status.',
    parameters: z.object({
      path: z.string().optional(),
      status: z.enum(['active', 'fixed', 'wont_fix', 'closed']).optional(),
    }),
    annotations: { readOnly: true },
    handler: async ({ path, status }) =>
      JSON.stringify(
        (await vcs.listThreads())
          .filter(
            (thread) =>
              (path === undefined || thread.file === path) &&
              (status === undefined || thread.status === status),
          )
          .map((thread) => ({
            id: thread.id,
            file: thread.file,
            line: thread.line,
            status: thread.status,
            ours: thread.ours,
            comments: thread.comments.map((comment) => ({
              author: comment.author,
              body: comment.body,
            })),
          })),
      ),
  });
  registry.register({
    name: 'get_file_diff',
    description:
      'The unified diff of one changed file, a page at a time: give start_line/end_line (new-file lines) for part of it. A page that stops early says where to continue.',
    parameters: z.object({
      path: z.string(),
      start_line: z.number().int().min(1).optional(),
      end_line: z.number().int().min(1).optional(),
    }),
    annotations: { readOnly: true },
    handler: async ({ path, start_line, end_line }) => {
      const diff = await vcs.getFileDiff(path);
      if (!diff) return `No diff for ${path}: it is unchanged, binary, or not part of the change.`;
      const page = pageDiff(diff, {
        ...(start_line === undefined ? {} : { startLine: start_line }),
        ...(end_line === undefined ? {} : { endLine: end_line }),
      });
      if (!page.range)
        return `${path} has no changed lines between ${start_line ?? 1} and ${end_line ?? 'the end'}.`;
      if (page.next === undefined) return page.text;
      const upTo = end_line === undefined ? '' : `, end_line=${end_line}`;
      return `${page.text}\n[This page shows new-file lines ${page.range[0]}–${page.range[1]}; continue with get_file_diff(path="${path}", start_line=${page.next}${upTo}).]`;
    },
  });
}

/** Registers the graph tools; only call it when the graph was built. */
export function registerGraphTools(
  registry: ToolRegistry,
  graph: CodeGraph,
  changes: readonly { path: string; ranges: [number, number][] }[],
): void {
  registry.register({
    name: 'get_change_analysis',
    description:
      'The whole change at a glance, in pages of about 1,500 tokens: files ranked for review, changed functions and their callers, changed functions without tests, dependent files. The verify prompt already holds the part about its own files.',
    parameters: z.object({ page: z.number().int().min(1).default(1) }),
    annotations: { readOnly: true },
    handler: ({ page }) => changeBrief(graph.changeAnalysis(changes), { page }),
  });
  registry.register({
    name: 'get_blast_radius',
    description:
      'Files and functions a change to a file or symbol (file#name) can affect, weighted by distance.',
    parameters: z.object({ target: z.string(), depth: z.number().int().min(1).max(4).default(2) }),
    annotations: { readOnly: true },
    handler: ({ target, depth }) => JSON.stringify(graph.blastRadius(target, depth)),
  });
  registry.register({
    name: 'get_callers',
    description: 'Who calls a function or method (file#name, or a name).',
    parameters: z.object({ symbol: z.string() }),
    annotations: { readOnly: true },
    handler: ({ symbol }) =>
      JSON.stringify(
        graph.callers(symbol).map((caller) => ({
          caller: caller.caller.id,
          line: caller.line,
          confidence: caller.confidence,
        })),
      ),
  });
  registry.register({
    name: 'get_dependents',
    description: 'Files that import a file.',
    parameters: z.object({ path: z.string() }),
    annotations: { readOnly: true },
    handler: ({ path }) => graph.dependents(path),
  });
}
