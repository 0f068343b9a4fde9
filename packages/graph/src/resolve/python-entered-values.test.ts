// What `with` binds in Python, as pyright types it: a `@contextmanager` function's value is what
// its generator yields (`-> Generator[Runner, None, None]`), and a context manager whose
// `__aenter__(self: T) -> T` returns the instance entered is that instance, whatever its class.
// (`process` is a Python name like any other, not Node's global object.)
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const lines = (...text: string[]): string => `${text.join('\n')}\n`;

describe('Python values entered with `with`', () => {
  it('are what a context manager function yields, and the instance a typed `self` returns', async () => {
    const callersOf = await callersIn({
      'runners.py': lines(
        'from contextlib import contextmanager',
        'from typing import Generator, Iterator, TypeVar',
        "T = TypeVar('T')",
        'class Resource:',
        '    async def __aenter__(self: T) -> T:',
        '        return self',
        '    def close(self): pass',
        'class Process(Resource):',
        '    def kill(self): pass',
        'class Runner:',
        '    def run(self): pass',
        '@contextmanager',
        'def get_runner() -> Generator[Runner, object, None]:',
        '    yield Runner()',
        'def plain() -> Iterator[Runner]:',
        '    yield Runner()',
        'def open_process() -> Process:',
        '    return Process()',
        'def blend(first: Runner, second: Runner) -> Runner:',
        '    return Runner()',
      ),
      'use.py': lines(
        'from runners import blend, get_runner, open_process, plain',
        'def test():',
        '    with get_runner() as runner:',
        '        runner.run()',
        'def unmanaged():',
        '    with plain() as runner:',
        '        runner.run()',
        'async def spawn():',
        '    async with open_process() as process:',
        '        process.kill()',
        'def blended(runner):',
        '    blend(runner, runner).run()',
      ),
    });
    // A function's first parameter is no `self`: `blend(a, b)` returns a Runner, not `a`.
    expect(callersOf('runners.py#Runner.run')).toEqual([
      'use.py#blended@11 likely type',
      'use.py#test@2 likely type',
    ]);
    expect(callersOf('runners.py#Process.kill')).toEqual(['use.py#spawn@8 likely type']);
  });
});
