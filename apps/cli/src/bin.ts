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
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') crashed(error);
  stdoutClosed = true;
});

const io: Io = {
  stdout: (text) => {
    if (!stdoutClosed) process.stdout.write(`${text}\n`);
  },
  stderr: (text) => process.stderr.write(`${text}\n`),
  env: process.env,
  cwd: process.cwd(),
};

/** The command's exit code: a graph query from its compiled script, anything else from main.js. */
async function run(argv: readonly string[]): Promise<number> {
  const { compiledGraphQuery } = await import('./compiled-query.js');
  return (await compiledGraphQuery(argv, io)) ?? (await import('./main.js')).main(argv, io);
}

// A CommonJS script (bin.cjs), so no top-level await.
run(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
}, crashed);
