import { writeAll } from './direct-output.js';
import type { Io } from './io.js';

// Exit 1 means "the gate failed": a CLI that cannot load, or that crashes outside a command's own
// error handling, must say it failed to run (3) instead, or CI reads a crash as a verdict. The code
// is written out, not imported from exit-codes.ts, so it holds even when no other chunk loads.
const RUNTIME_FAILURE = 3;
function crashed(error: unknown): void {
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`codehawk: unexpected failure: ${message}\n`);
  process.exit(RUNTIME_FAILURE);
}
process.on('uncaughtException', crashed);
process.on('unhandledRejection', crashed);

// A reader that stops early (`codehawk graph … | head`) closes the pipe: that ends the output, not
// the run. Later lines are dropped and the command's own exit code stands.
let stdoutClosed = false;

/** Commands other than a graph query write through Node.js's streams, created on first use. */
function streamIo(): Io {
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') crashed(error);
    stdoutClosed = true;
  });
  return {
    stdout: (text) => {
      if (!stdoutClosed) process.stdout.write(`${text}\n`);
    },
    stderr: (text) => process.stderr.write(`${text}\n`),
    env: process.env,
    cwd: process.cwd(),
  };
}

/**
 * A graph query writes to its descriptors directly: creating process.stdout loads Node.js's
 * streams, 7–14 M instructions of a ~120 M warm query. Windows keeps the streams, which write a
 * console as UTF-16 (the bytes written here would be read in the console's code page).
 */
function queryIo(): Io {
  if (process.platform === 'win32') return streamIo();
  return {
    stdout: (text) => {
      if (!stdoutClosed) stdoutClosed = !writeAll(1, `${text}\n`);
    },
    stderr: (text) => void writeAll(2, `${text}\n`),
    env: process.env,
    cwd: process.cwd(),
  };
}

/** The command's exit code: a graph query from its compiled script, anything else from main.js. */
async function run(argv: readonly string[]): Promise<number> {
  const { compiledGraphQuery } = await import('./compiled-query.js');
  const query = compiledGraphQuery(argv, queryIo());
  if (query) return query;
  // Any other command builds the code graph at most once and exits: V8 spent about a sixth of a
  // cold Django build's CPU inlining functions into optimised code that ran too briefly to pay it
  // back, on the cores the parsing threads need, and more optimising functions that had run a
  // little (a budget over twice V8's own before a function is optimised: 4–7 % less CPU). Worker
  // threads share the settings. Not for a warm query: node:v8 loads Node.js's streams, which it
  // never needs.
  const v8 = await import('node:v8');
  v8.setFlagsFromString('--no-turbo-inlining');
  v8.setFlagsFromString('--interrupt-budget=300000');
  return (await import('./main.js')).main(argv, streamIo());
}

// A CommonJS script (bin.cjs), so no top-level await.
run(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
}, crashed);
