import { ManualClock } from '@codehawk/agent/testing';
import {
  AgentRunner,
  DEFAULT_DEADLINE_MESSAGE,
  ProviderError,
  ToolRegistry,
} from '@codehawk/agent';
import { FakeOpenAI, type FakeStep } from '@codehawk/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OpenAIProvider } from './openai-provider.js';

const servers: FakeOpenAI[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) {
    expect(server.violations).toEqual([]);
    await server.close();
  }
});

async function fake(script: FakeStep[], fallback?: FakeStep): Promise<FakeOpenAI> {
  const server = await FakeOpenAI.start({ script, ...(fallback ? { fallback } : {}) });
  servers.push(server);
  return server;
}

function registry(): ToolRegistry {
  return new ToolRegistry()
    .register({
      name: 'get_file_diff',
      description: 'The unified diff of one changed file.',
      parameters: z.object({ path: z.string(), start_line: z.number().int().optional() }),
      handler: ({ path }) => `@@ -1 +1 @@\n-old ${path}\n+new ${path}`,
    })
    .register({
      name: 'search_code',
      description: 'Search the workspace.',
      parameters: z.object({ pattern: z.string() }),
      handler: ({ pattern }) => ({ matches: [`src/a.ts:3: ${pattern}`] }),
    });
}

const FINDINGS =
  '```json\n{"pr_id": 7, "findings": [{"file": "src/a.ts", "line": 3, "category": "correctness"}]}\n```';

/** Two tools in turn 1, one per turn after that, then findings. */
const review: FakeStep[] = [
  {
    toolCalls: [
      { id: 'call_a', name: 'get_file_diff', arguments: { path: 'src/a.ts' } },
      { id: 'call_b', name: 'search_code', arguments: { pattern: 'parseUser' } },
    ],
  },
  { toolCalls: [{ id: 'call_c', name: 'get_file_diff', arguments: { path: 'src/b.ts' } }] },
  { toolCalls: [{ id: 'call_d', name: 'search_code', arguments: { pattern: 'TODO' } }] },
  { text: FINDINGS },
];

describe.each([
  ['Chat Completions', 'gpt-4.1'],
  ['Responses API', 'gpt-5-codex'],
])('OpenAIProvider over HTTP — %s', (api, model) => {
  it('runs a multi-turn tool loop: parallel calls, turn counters, the DEADLINE at N − 3, findings', async () => {
    const server = await fake(review);
    const provider = new OpenAIProvider({
      apiKey: 'sk-test-key-000000000000000000',
      baseURL: server.baseURL,
    });
    const runner = new AgentRunner({
      provider,
      model,
      registry: registry(),
      secrets: ['sk-test-key-000000000000000000'],
    });
    const result = await runner.run({
      system: 'You review code.',
      prompt: 'Review PR 7.',
      maxTurns: 6,
    });

    expect(result).toMatchObject({
      status: 'completed',
      returncode: 0,
      turns: 4,
      toolCallsCount: 4,
      deadlineInjected: true,
    });
    expect(result.finalText).toBe(FINDINGS);
    expect(result.inputTokens).toBeGreaterThan(0);
    expect(server.requests).toHaveLength(4);
    const second = JSON.stringify(server.requests[1]?.body);
    expect(second).toContain('[Turn 1/6 used. 5 remaining.]');
    expect(second).toContain('call_a');
    expect(second).toContain('call_b');
    // Deadline after turn 3 (6 − 3): present in the 4th request only.
    expect(JSON.stringify(server.requests[2]?.body)).not.toContain('DEADLINE');
    expect(JSON.stringify(server.requests[3]?.body)).toContain(
      JSON.stringify(DEFAULT_DEADLINE_MESSAGE).slice(1, 40),
    );
    if (api === 'Responses API') {
      expect(server.requests.every((request) => request.api === 'responses')).toBe(true);
      expect(server.requests[1]?.body.previous_response_id).toMatch(/^resp_/);
      expect(server.requests[1]?.body.instructions).toBe('You review code.');
      expect(
        (server.requests[1]?.body.input as { type?: string }[]).map((item) => item.type),
      ).toEqual(['function_call_output', 'function_call_output']);
    } else {
      expect(server.requests.every((request) => request.api === 'chat')).toBe(true);
    }
  });

  it('with a sliding window sends the prompt plus the last exchange, and the API accepts it', async () => {
    const server = await fake(review);
    const provider = new OpenAIProvider({ apiKey: 'k', baseURL: server.baseURL });
    const runner = new AgentRunner({ provider, model, registry: registry(), slidingWindow: 1 });
    const result = await runner.run({ prompt: 'Review PR 7.', maxTurns: 10 });
    expect(result.status).toBe('completed');
    const last = JSON.stringify(server.requests[3]?.body);
    expect(last).toContain('Review PR 7.');
    expect(last).toContain('call_d');
    expect(last).not.toContain('call_a');
    expect(server.requests[3]?.body.previous_response_id).toBeUndefined();
  });

  it('does not execute tool calls cut off by the length limit', async () => {
    const server = await fake([
      {
        toolCalls: [
          { id: 'call_x', name: 'search_code', arguments: { pattern: 'a long pattern' } },
        ],
        finish: 'length',
      },
      { text: 'done' },
    ]);
    const runner = new AgentRunner({
      provider: new OpenAIProvider({ apiKey: 'k', baseURL: server.baseURL }),
      model,
      registry: registry(),
    });
    const result = await runner.run({ prompt: 'p', maxTurns: 4 });
    expect(result).toMatchObject({ status: 'completed', toolCallsCount: 0, finalText: 'done' });
    expect(JSON.stringify(server.requests[1]?.body)).toContain('cut off by the output limit');
  });
});

describe('OpenAIProvider over HTTP — faults', () => {
  it('retries a 429 after the advertised retry-after-ms', async () => {
    const server = await fake([{ fault: 'rate_limit', retryAfterMs: 1_234 }, { text: 'ok' }]);
    const clock = new ManualClock(0, 0);
    const runner = new AgentRunner({
      provider: new OpenAIProvider({ apiKey: 'k', baseURL: server.baseURL }),
      model: 'gpt-4.1',
      clock,
    });
    const result = await runner.run({ prompt: 'p', maxTurns: 2 });
    expect(result.status).toBe('completed');
    expect(clock.sleeps).toEqual([1_234]);
    expect(result.attempts.map((attempt) => [attempt.outcome, attempt.status])).toEqual([
      ['rate_limited', 429],
      ['ok', undefined],
    ]);
  });

  it('retries 5xx until exhausted, then moves to the next provider in the chain', async () => {
    const primary = await fake([], { fault: 'server_error', status: 502 });
    const backup = await fake([{ text: 'answer from the backup' }]);
    const clock = new ManualClock(0, 0);
    const runner = new AgentRunner({
      provider: new OpenAIProvider({ apiKey: 'k', baseURL: primary.baseURL, name: 'primary' }),
      model: 'gpt-4.1',
      fallbacks: [
        {
          provider: new OpenAIProvider({ apiKey: 'k', baseURL: backup.baseURL, name: 'backup' }),
          model: 'gpt-4o-mini',
        },
      ],
      clock,
    });
    const result = await runner.run({ prompt: 'p', maxTurns: 2 });
    expect(result).toMatchObject({
      status: 'completed',
      provider: 'backup',
      model: 'gpt-4o-mini',
      finalText: 'answer from the backup',
    });
    expect(primary.requests).toHaveLength(4);
    expect(clock.sleeps).toHaveLength(3);
  });

  it('fails fast on 401 without retrying and without leaking the key', async () => {
    const server = await fake([{ fault: 'unauthorized' }]);
    const key = 'sk-proj-abcdefghijklmnopqrstuvwxyz0123456789';
    const runner = new AgentRunner({
      provider: new OpenAIProvider({ apiKey: key, baseURL: server.baseURL }),
      model: 'gpt-4.1',
      secrets: [key],
    });
    const result = await runner.run({ prompt: 'p', maxTurns: 2 });
    expect(result).toMatchObject({
      status: 'failed:permission',
      error: { kind: 'auth', status: 401 },
    });
    expect(server.requests).toHaveLength(1);
    expect(JSON.stringify(result)).not.toContain(key);
  });

  it('classifies a connection reset and a timeout as transient and retries them', async () => {
    const server = await fake([
      { fault: 'reset' },
      { fault: 'slow_headers', delayMs: 400 },
      { text: 'ok' },
    ]);
    const clock = new ManualClock(0, 0);
    const runner = new AgentRunner({
      provider: new OpenAIProvider({ apiKey: 'k', baseURL: server.baseURL, timeoutMs: 100 }),
      model: 'gpt-4.1',
      clock,
    });
    const result = await runner.run({ prompt: 'p', maxTurns: 2 });
    expect(result.status).toBe('completed');
    expect(result.attempts.map((attempt) => attempt.outcome)).toEqual([
      'connection',
      'timeout',
      'ok',
    ]);
  });

  it('cancels mid-request: the signal reaches the HTTP call and the run ends cancelled', async () => {
    const server = await fake([{ fault: 'slow_headers', delayMs: 5_000 }]);
    const controller = new AbortController();
    const runner = new AgentRunner({
      provider: new OpenAIProvider({ apiKey: 'k', baseURL: server.baseURL }),
      model: 'gpt-4.1',
    });
    const started = Date.now();
    setTimeout(() => controller.abort(), 100);
    const result = await runner.run({ prompt: 'p', maxTurns: 3, signal: controller.signal });
    expect(result.status).toBe('cancelled');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('maps SDK failures to classified provider errors', async () => {
    const server = await fake([{ fault: 'server_error', status: 503 }]);
    const provider = new OpenAIProvider({ apiKey: 'k', baseURL: server.baseURL });
    const error: unknown = await provider
      .generate({ model: 'gpt-4.1', messages: [{ role: 'user', content: 'x' }], tools: [] })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ kind: 'server', status: 503, transient: true });
  });
});
