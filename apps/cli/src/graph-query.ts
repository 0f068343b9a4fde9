// `graph callers|dependents|blast-radius` as one CommonJS script (dist/graph-query.cjs), the entry
// of its own build: compiled-query.ts compiles it with V8's code cache, which Node.js 20 gives a
// script but not an ES module.
import { plainQuery } from './commands/graph-flags.js';
import type { ExitCode } from './exit-codes.js';
import type { Io } from './io.js';
import { runCommand } from './run-command.js';

export { loadedWarmGraph } from './commands/graph-run.js';

/** The query's exit code; undefined when its arguments need commander (help, a mistake). */
export function graphQuery(argv: readonly string[], io: Io): Promise<ExitCode> | undefined {
  const query = argv[0] === 'graph' ? plainQuery(argv.slice(1), io) : undefined;
  return query && runCommand(query, io);
}
