import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../dist/bin.js', import.meta.url));

/** Runs the CLI with a reader that has already gone away, as `codehawk … | head -0` does. */
function runWithClosedOutput(args: string[]): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.destroy();
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stderr })));
}

describe('output to a reader that stopped early', () => {
  it('ends quietly with the command’s own exit code, not as a crash', async () => {
    const { code, stderr } = await runWithClosedOutput(['--help']);
    expect(stderr).not.toContain('unexpected failure');
    expect(code).toBe(0);
  });
});
