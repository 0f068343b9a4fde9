import { CodeGraph } from './code-graph.js';
import { runFileTask } from './extract/file-task.js';
import { languageOf } from './languages.js';
import type { FileFacts } from './model.js';
import { ModuleResolver } from './resolve/modules.js';

/**
 * The graph after some files changed, in process: only those files are read and parsed again
 * (deleted ones dropped, new ones added); every other file's facts are reused as they are, then
 * the edges are resolved again. For editors, watchers and re-reviews of a few files.
 */
export async function updateGraph(
  graph: CodeGraph,
  root: string,
  changedPaths: readonly string[],
  options: { maxFileBytes?: number } = {},
): Promise<CodeGraph> {
  const files = new Map<string, FileFacts>(graph.files);
  const skipped = graph.skipped.filter((entry) => !changedPaths.includes(entry.path));
  for (const path of changedPaths) {
    files.delete(path);
    if (!languageOf(path)) continue;
    const outcome = await runFileTask({
      root,
      path,
      maxBytes: options.maxFileBytes ?? 1024 * 1024,
    });
    if (outcome.kind === 'parsed') files.set(path, outcome.facts);
    else if (outcome.kind === 'skipped' && outcome.reason !== 'missing on disk')
      skipped.push({ path, reason: outcome.reason });
  }
  return new CodeGraph(files, new ModuleResolver(root, files.values()), skipped, graph.partial);
}
