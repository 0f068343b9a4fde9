import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  parseCassette,
  RecordingProvider,
  ReplayMismatchError,
  ReplayProvider,
  serializeCassette,
} from './cassette.js';
import { ProviderError } from './errors.js';
import type { LlmRequest } from './provider.js';
import { AgentRunner } from './runner.js';
import { ManualClock, ScriptedProvider } from './testing.js';
import { ToolRegistry } from './tool-registry.js';

const KEY = 'sk-proj-abcdefghijklmnopqrstuvwxyz012345';

function registry(): ToolRegistry {
  return new ToolRegistry().register({
    name: 'read_file',
    description: 'Read a file.',
    parameters: z.object({ path: z.string() }),
    handler: ({ path }) => `contents of ${path} (token ${KEY})`,
  });
}

function run(
  provider: ScriptedProvider | RecordingProvider | ReplayProvider,
  task = 'Review x.ts',
) {
  return new AgentRunner({
    provider,
    model: 'gpt-4.1',
    registry: registry(),
    clock: new ManualClock(),
  }).run({ system: 'You review code.', prompt: task, maxTurns: 5 });
}

function script(): ScriptedProvider {
  return new ScriptedProvider([
    { toolCalls: [{ id: 'c1', name: 'read_file', arguments: { path: 'x.ts' } }] },
    new ProviderError('server', 'Bad gateway', { status: 502 }),
    { text: 'No problems found.' },
  ]);
}

describe('record and replay', () => {
  it('replays a recorded run to the same result without the model, secrets redacted', async () => {
    const recorder = new RecordingProvider(script(), { model: 'gpt-4.1' }, { secrets: [KEY] });
    const recorded = await run(recorder);
    const text = serializeCassette(recorder.toCassette({ durationSeconds: 1.5 }));
    expect(text).not.toContain(KEY);
    expect(text).toContain('[REDACTED]');

    const cassette = parseCassette(text);
    // Three calls: a tool turn, a 502 the runner retried, the final answer.
    expect(cassette.exchanges.map((exchange) => exchange.error?.status ?? 'ok')).toEqual([
      'ok',
      502,
      'ok',
    ]);
    expect(cassette.run).toEqual({ durationSeconds: 1.5 });
    const replay = new ReplayProvider(cassette, { secrets: [KEY] });
    const replayed = await run(replay);
    expect(replayed.finalText).toBe(recorded.finalText);
    expect(replayed.status).toBe('completed');
    expect(replay.remaining).toBe(0);
    expect(replay.mismatch).toBeUndefined();
  });

  it('names the first differing call and field when the prompt changed', async () => {
    const recorder = new RecordingProvider(script());
    await run(recorder);
    const replay = new ReplayProvider(recorder.toCassette());
    const changed = await run(replay, 'Review y.ts');
    expect(changed.status).not.toBe('completed');
    expect(replay.mismatch).toBeInstanceOf(ReplayMismatchError);
    expect(replay.mismatch?.call).toBe(1);
    expect(replay.mismatch?.field).toBe('messages[0].content');
    expect(replay.mismatch?.message).toMatch(
      /Replay call 1 .*recorded call 1.*messages\[0\]\.content: recorded "…?Review x\.ts", now "…?Review y\.ts".*--record/,
    );
  });

  it('serves identical requests in recorded order and reports running out of calls', async () => {
    const recorder = new RecordingProvider(
      new ScriptedProvider([{ text: 'first' }, { text: 'second' }]),
    );
    const request: LlmRequest = {
      model: 'm',
      messages: [{ role: 'user', content: 'hi' }],
      tools: [],
    };
    await recorder.generate(request);
    await recorder.generate(request);
    const replay = new ReplayProvider(recorder.toCassette());
    expect((await replay.generate(request)).text).toBe('first');
    expect((await replay.generate(request)).text).toBe('second');
    await expect(replay.generate(request)).rejects.toThrow(
      /Replay call 3 has no recorded call left: the cassette recorded 2/,
    );
  });

  it('rejects a file that is not a cassette, saying which field is wrong', () => {
    expect(() => parseCassette('{', 'run.cassette.json')).toThrow(
      /run\.cassette\.json is not JSON/,
    );
    expect(() =>
      parseCassette(JSON.stringify({ version: 1, provider: 'p', settings: {}, exchanges: [{}] })),
    ).toThrow(/exchanges\.0\.call/);
  });
});
