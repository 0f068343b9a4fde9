// A graph query's code compiled once, not on every run: `graph callers|dependents|blast-radius`
// run from dist/graph-query.cjs, compiled with V8's code cache kept in the user's cache directory.
// Node.js 20 caches no ES module's code: compiling ours, and loading it as ES modules, were a
// quarter of a warm query's main thread (Django, 496 files: ~294 M instructions, ~216 M this way).
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import { isGraphQueryName } from './commands/graph-query-names.js';
import type { ExitCode } from './exit-codes.js';
import type { Io } from './io.js';
import { userCacheDirectory } from './user-cache.js';

type GraphQuery = (argv: readonly string[], io: Io) => Promise<ExitCode> | undefined;
interface ScriptModule {
  exports: { graphQuery?: GraphQuery; loadedWarmGraph?: () => boolean };
}
/** What a script wrapped as Node.js wraps a CommonJS module evaluates to. */
type ModuleWrapper = (
  exports: object,
  require: NodeJS.Require,
  module: ScriptModule,
  filename: string,
  dirname: string,
) => void;
const isModuleWrapper = (value: unknown): value is ModuleWrapper => typeof value === 'function';

/** The cache's first line: V8 checks its own version and flags, not which script it compiled. */
const cacheKey = (size: number, mtimeMs: number): string =>
  `graph-query.cjs ${size} ${mtimeMs} ${process.version} ${process.arch}`;

/** The code cache made for `key`, else undefined (none, unreadable, or another script's). */
function readCodeCache(file: string, key: string): Buffer | undefined {
  try {
    const data = readFileSync(file);
    const end = data.indexOf(10);
    return end > 0 && data.toString('latin1', 0, end) === key ? data.subarray(end + 1) : undefined;
  } catch {
    return undefined;
  }
}

/** Written whole or not at all: a query running at the same time reads the old cache or the new. */
function writeCodeCache(file: string, key: string, data: Buffer): void {
  const temporary = `${file}.${process.pid}`;
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(temporary, Buffer.concat([Buffer.from(`${key}\n`, 'latin1'), data]));
    renameSync(temporary, file);
  } catch {
    // Not writable: the next query compiles again.
  }
}

/**
 * Runs `argv` when it is a graph query with plain arguments and returns its exit code; undefined
 * for any other command (and where the script was not built), which main.js runs.
 */
export function compiledGraphQuery(argv: readonly string[], io: Io): Promise<ExitCode> | undefined {
  if (argv[0] !== 'graph' || !isGraphQueryName(argv[1])) return undefined;
  const script = fileURLToPath(new URL('./graph-query.cjs', import.meta.url));
  let key: string;
  try {
    const { size, mtimeMs } = statSync(script);
    key = cacheKey(size, mtimeMs);
  } catch {
    return undefined;
  }
  const directory = userCacheDirectory(io.env);
  // One file per Node.js version: alternating versions (a CI matrix, nvm) would each find the
  // other's cache, reject it and compile again.
  const cacheFile =
    directory && join(directory, `graph-query-${process.version}-${process.arch}.v8-cache`);
  const cachedData = cacheFile ? readCodeCache(cacheFile, key) : undefined;
  // Built wrapped as Node.js wraps a CommonJS module: it evaluates to the module's function.
  const compiled = new Script(readFileSync(script, 'utf8'), {
    filename: script,
    ...(cachedData ? { cachedData } : {}),
  });
  const module: ScriptModule = { exports: {} };
  const wrapper: unknown = compiled.runInThisContext();
  if (!isModuleWrapper(wrapper)) return undefined;
  wrapper(module.exports, createRequire(script), module, script, dirname(script));
  const ran = module.exports.graphQuery?.(argv, io);
  // Made after the run, so the cache holds every function the query compiled, not only the top level;
  // only after a warm query's run: what most runs are, not a build's.
  const remember = (): void => {
    const wanted = !cachedData || compiled.cachedDataRejected === true;
    if (cacheFile && wanted && module.exports.loadedWarmGraph?.() === true)
      writeCodeCache(cacheFile, key, compiled.createCachedData());
  };
  return ran?.finally(remember);
}
