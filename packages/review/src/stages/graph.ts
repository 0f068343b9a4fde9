import { buildGraph, type ChangeAnalysis, type CodeGraph } from '@codehawk/graph';
import { summarizeHunks } from '../smart-diff.js';

/** A changed file and the line ranges its diff touches. */
export interface FileChange {
  path: string;
  ranges: [number, number][];
}

/** The graph's time budget grows with the change (CodeHawk: 30 s for ≤ 10 files up to 600 s for 51–100). */
export function graphTimeoutMs(files: number): number {
  if (files <= 10) return 30_000;
  if (files <= 25) return 120_000;
  if (files <= 50) return 300_000;
  return 600_000;
}

/** The changed line ranges of every file, from its diff. */
export function changesOf(paths: readonly string[], diffs: Map<string, string>): FileChange[] {
  return paths.map((path) => ({
    path,
    ranges: summarizeHunks(diffs.get(path) ?? '').map((hunk): [number, number] => [
      hunk.startLine,
      hunk.endLine,
    ]),
  }));
}

export interface GraphStageOptions {
  root: string;
  /** Changed code files: they size the time budget. */
  files: number;
  /** Globs the graph leaves out besides build output: the `notCode` rule. */
  exclude?: readonly string[];
  cacheDirectory?: string | false;
  /** Read the cache but write none (a dry run). */
  writeCache?: boolean;
  signal?: AbortSignal;
  onProgress: (message: string) => void;
}

/** The code graph within its deadline — best effort: a failure is reported and the review goes on without it. */
export async function buildGraphWithinDeadline(
  options: GraphStageOptions,
): Promise<CodeGraph | undefined> {
  options.onProgress('building the code graph');
  // A line at each further quarter: few lines in a CI log, however large the repository.
  let quarter = -1;
  try {
    return await buildGraph({
      root: options.root,
      onProgress: ({ parsed, reused, total }) => {
        const reached = total === 0 ? 4 : Math.floor(((parsed + reused) / total) * 4);
        if (reached <= quarter) return;
        quarter = reached;
        options.onProgress(`code graph: ${parsed + reused}/${total} files (${reused} from cache)`);
      },
      deadline: Date.now() + graphTimeoutMs(options.files),
      ...(options.exclude ? { exclude: options.exclude } : {}),
      ...(options.cacheDirectory === undefined ? {} : { cacheDirectory: options.cacheDirectory }),
      ...(options.writeCache === false ? { writeCache: false } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    options.onProgress(
      `the code graph is unavailable: ${error instanceof Error ? error.message : String(error)}`,
    );
    return undefined;
  }
}

export type { ChangeAnalysis, CodeGraph };
