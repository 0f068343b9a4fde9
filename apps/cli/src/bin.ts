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

try {
  const { main } = await import('./main.js');
  process.exitCode = await main(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(`${text}\n`),
    stderr: (text) => process.stderr.write(`${text}\n`),
    env: process.env,
    cwd: process.cwd(),
  });
} catch (error) {
  crashed(error);
}
