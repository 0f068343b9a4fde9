// Python names bound by `with … as x` (what `__enter__`/`__aenter__` returns) and by `await` (what the coroutine returns).
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const lines = (...text: string[]): string => `${text.join('\n')}\n`;

describe('Python names bound by `with … as` or `await`', () => {
  it('hold what `__enter__` returns: its annotation, `return self`, `__aenter__` under `async with`', async () => {
    const callersOf = await callersIn({
      'aio/__init__.py': '',
      'aio/scopes.py': lines(
        'class CancelScope:',
        '    def __enter__(self) -> "CancelScope":',
        '        return self',
        '    def __exit__(self, *args):',
        '        return None',
        '    def cancel(self):',
        '        return None',
        'class Lock:',
        '    def __enter__(self):',
        '        return self',
        '    async def __aenter__(self):',
        '        return Held()',
        '    def release(self):',
        '        return None',
        'class Held:',
        '    def release(self):',
        '        return None',
      ),
      'aio/use.py': lines(
        'from .scopes import CancelScope, Lock',
        'def close(resource):',
        '    with CancelScope() as scope:',
        '        scope.cancel()',
        'def locked(factory):',
        '    with factory.Lock() as lock:',
        '        pass',
        '    with Lock() as lock:',
        '        lock.release()',
        'async def held():',
        '    async with Lock() as held:',
        '        held.release()',
      ),
    });
    expect(callersOf('aio/scopes.py#CancelScope.cancel')).toEqual([
      'aio/use.py#close@2 likely type',
    ]);
    expect(callersOf('aio/scopes.py#Lock.release')).toEqual(['aio/use.py#locked@5 likely type']);
    expect(callersOf('aio/scopes.py#Held.release')).toEqual(['aio/use.py#held@10 likely type']);
  });

  it('hold an instance of the subclass entered when an inherited `__enter__` returns `self`', async () => {
    const callersOf = await callersIn({
      'aio/__init__.py': '',
      'aio/base.py': lines(
        'class Resource:',
        '    def __enter__(self):',
        '        return self',
        '    def close(self):',
        '        return None',
        'class Socket(Resource):',
        '    def close(self):',
        '        return None',
        '    def send(self, data):',
        '        return None',
      ),
      'aio/use.py': lines(
        'from .base import Socket',
        'def talk(data):',
        '    with Socket() as sock:',
        '        sock.send(data)',
        '        sock.close()',
      ),
    });
    expect(callersOf('aio/base.py#Socket.send')).toEqual(['aio/use.py#talk@2 likely type']);
    expect(callersOf('aio/base.py#Socket.close')).toEqual(['aio/use.py#talk@2 likely type']);
    expect(callersOf('aio/base.py#Resource.close')).toEqual([]);
  });

  it('hold what an awaited call returns: `x = await f()`, `async with await open_process() as p`', async () => {
    const callersOf = await callersIn({
      'aio/__init__.py': '',
      'aio/process.py': lines(
        'class Process:',
        '    async def __aenter__(self):',
        '        return self',
        '    def kill(self):',
        '        return None',
        'class Stream:',
        '    def send(self, data):',
        '        return None',
        'async def open_process(command) -> Process:',
        '    return Process()',
        'class Client:',
        '    async def connect(self) -> Stream:',
        '        return Stream()',
      ),
      'aio/use.py': lines(
        'from .process import Client, open_process',
        'async def run(command):',
        '    process = await open_process(command)',
        '    process.kill()',
        'async def managed(command):',
        '    async with await open_process(command) as process:',
        '        process.kill()',
        'async def talk(client: Client):',
        '    stream = await client.connect()',
        '    stream.send(b"")',
      ),
    });
    expect(callersOf('aio/process.py#Process.kill')).toEqual([
      'aio/use.py#managed@5 likely type',
      'aio/use.py#run@2 likely type',
    ]);
    expect(callersOf('aio/process.py#Stream.send')).toEqual(['aio/use.py#talk@8 likely type']);
  });
});
