import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TempRepo } from '@codehawk/testkit';

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

  it('a graph query, which writes to its descriptors directly, ends the same way', async () => {
    const repo = await TempRepo.create();
    try {
      const many = Array.from({ length: 400 }, (_, n) => `def g${n}():\n    return f()\n`);
      await repo.commit('code', {
        'src/a.py': 'def f():\n    return 1\n',
        'src/b.py': `from .a import f\n\n${many.join('\n')}`,
      });
      const query = ['graph', 'callers', 'src/a.py#f', '--root', repo.path];
      const { code, stderr } = await runWithClosedOutput(query);
      expect(stderr).not.toContain('unexpected failure');
      expect(code).toBe(0);
      const unknown = await runWithClosedOutput(['graph', 'callers', 'nope', '--root', repo.path]);
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toContain('No symbol "nope"');
    } finally {
      await repo.cleanup();
    }
  });
});
