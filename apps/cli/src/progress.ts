import type { Io } from './io.js';

/** Writes one progress line on stderr. */
export type Progress = (message: string) => void;

/**
 * Progress lines on stderr, never on stdout: `--progress` turns them on anywhere (a CI log reads
 * them as plain lines), `--no-progress` off; by default only a person at a terminal sees them.
 */
export function progressOf(io: Io, flag: boolean | undefined): Progress | undefined {
  const wanted = flag ?? (process.stderr.isTTY === true && io.env.CI === undefined);
  return wanted ? (message) => io.stderr(`codehawk: ${message}`) : undefined;
}

/**
 * A counter reported in few lines: at the first count, each further quarter, and the last —
 * five lines for a 100,000-file graph as for a 100-file one.
 */
export function countedProgress(
  progress: Progress,
  describe: (done: number, total: number) => string,
): (done: number, total: number) => void {
  let reported = -1;
  return (done, total) => {
    const quarter = total === 0 ? 4 : Math.floor((done / total) * 4);
    if (quarter <= reported) return;
    reported = quarter;
    progress(describe(done, total));
  };
}

/**
 * `graph`'s indexing progress: files parsed or taken from the cache, in a few lines. Whether anyone
 * sees it is asked at the first line: a query whose graph comes whole from its cache reports none,
 * and asking the terminal first would create process.stderr (~7 M instructions of Node.js's streams).
 */
export function indexingProgress(
  io: Io,
  flag: boolean | undefined,
): ((state: { parsed: number; reused: number; total: number }) => void) | undefined {
  if (flag === false) return undefined;
  let counted: ((done: number, total: number) => void) | undefined | null = null;
  let reused = 0;
  return (state) => {
    if (counted === null) {
      const lines = progressOf(io, flag);
      counted =
        lines &&
        countedProgress(
          lines,
          (done, total) => `indexing: ${done}/${total} files (${reused} from cache)`,
        );
    }
    reused = state.reused;
    counted?.(state.parsed + state.reused, state.total);
  };
}
