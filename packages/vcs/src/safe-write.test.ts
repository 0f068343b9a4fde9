import { describe, expect, it } from 'vitest';
import { classifyWriteFailure, writeSafely, type FailureFacts } from './safe-write.js';

class Failure extends Error {
  constructor(readonly facts: FailureFacts) {
    super(JSON.stringify(facts));
  }
}

const factsOf = (error: unknown): FailureFacts => (error instanceof Failure ? error.facts : {});

/** A write that fails with `failures` in order, applying itself first when `applied` says so. */
function flakyWrite(failures: { facts: FailureFacts; applied: boolean }[]) {
  const server = { applied: 0, sent: 0 };
  const send = (): Promise<string> => {
    server.sent++;
    const failure = failures.shift();
    if (!failure || failure.applied) server.applied++;
    return failure ? Promise.reject(new Failure(failure.facts)) : Promise.resolve('created');
  };
  const readBack = (): Promise<string | undefined> =>
    Promise.resolve(server.applied > 0 ? 'found' : undefined);
  return { server, send, readBack };
}

const noSleep = { sleep: () => Promise.resolve(), facts: factsOf };

describe('classifyWriteFailure', () => {
  it.each([
    [{ status: 429, retryAfterSeconds: 2 }, 'not_applied'],
    [{ status: 403, secondaryRateLimit: true }, 'not_applied'],
    [{ networkCode: 'ECONNREFUSED' }, 'not_applied'],
    [{ status: 502 }, 'ambiguous'],
    [{ status: 503 }, 'ambiguous'],
    [{ status: 500 }, 'ambiguous'],
    [{ networkCode: 'ECONNRESET' }, 'ambiguous'],
    [{}, 'ambiguous'],
    [{ status: 403 }, 'final'],
    [{ status: 422 }, 'final'],
    [{ status: 404 }, 'final'],
  ] as const)('%j is %s', (facts, kind) => {
    expect(classifyWriteFailure(facts)).toBe(kind);
  });
});

describe('writeSafely', () => {
  it('sends again after a throttle, waiting the Retry-After it named', async () => {
    const waits: number[] = [];
    const write = flakyWrite([{ facts: { status: 429, retryAfterSeconds: 2 }, applied: false }]);
    const result = await writeSafely({
      ...noSleep,
      send: write.send,
      readBack: write.readBack,
      sleep: (milliseconds) => {
        waits.push(milliseconds);
        return Promise.resolve();
      },
    });
    expect(result).toBe('created');
    expect(waits).toEqual([2000]);
    expect(write.server.applied).toBe(1);
  });

  it('after a lost answer reads back, and does not send again what landed', async () => {
    const write = flakyWrite([{ facts: { networkCode: 'ECONNRESET' }, applied: true }]);
    expect(await writeSafely({ ...noSleep, send: write.send, readBack: write.readBack })).toBe(
      'found',
    );
    expect(write.server).toEqual({ applied: 1, sent: 1 });
  });

  it('after a reset before sending reads back, finds nothing, and sends once more', async () => {
    const write = flakyWrite([{ facts: { networkCode: 'ECONNRESET' }, applied: false }]);
    expect(await writeSafely({ ...noSleep, send: write.send, readBack: write.readBack })).toBe(
      'created',
    );
    expect(write.server).toEqual({ applied: 1, sent: 2 });
  });

  it('gives up on a final failure at once, and after its retries on repeated ones', async () => {
    const forbidden = flakyWrite([{ facts: { status: 403 }, applied: false }]);
    await expect(writeSafely({ ...noSleep, send: forbidden.send })).rejects.toThrow('403');
    expect(forbidden.server.sent).toBe(1);
    const unavailable = flakyWrite(
      Array.from({ length: 5 }, () => ({ facts: { status: 503 }, applied: false })),
    );
    await expect(writeSafely({ ...noSleep, retries: 2, send: unavailable.send })).rejects.toThrow(
      '503',
    );
    expect(unavailable.server).toEqual({ applied: 0, sent: 3 });
  });
});
