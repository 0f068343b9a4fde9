// Python functions nested in another read its variables when they run: by their declared type.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const lines = (...text: string[]): string => `${text.join('\n')}\n`;

describe('Python variables of an enclosing function', () => {
  it('are read by a nested function by their declared type, even when declared after it', async () => {
    const callersOf = await callersIn({
      'pool/__init__.py': '',
      'pool/process.py': lines(
        'class Process:',
        '    def kill(self):',
        '        return None',
        'class Other:',
        '    def kill(self):',
        '        return None',
        'def spawn() -> Process:',
        '    return Process()',
      ),
      'pool/run.py': lines(
        'from .process import Process, spawn',
        'def run_sync(workers):',
        '    def stop():',
        '        process.kill()',
        '    def stop_untyped():',
        '        other.kill()',
        '    process: Process',
        '    process = workers.pop()',
        '    other = workers.pop()',
        '    stop()',
      ),
    });
    expect(callersOf('pool/process.py#Process.kill')).toEqual([
      'pool/run.py#run_sync.stop@3 likely type',
    ]);
    expect(callersOf('pool/process.py#Other.kill')).toEqual([]);
  });
});
