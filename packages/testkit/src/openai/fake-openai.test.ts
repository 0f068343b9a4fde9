import { afterEach, describe, expect, it } from 'vitest';
import { FakeOpenAI } from './fake-openai.js';

let fake: FakeOpenAI | undefined;

afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function post(
  path: string,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const response = await fetch(`${fake?.baseURL}${path}`, {
    method: 'POST',
    headers: { authorization: 'Bearer sk-test', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
}

describe('FakeOpenAI — chat completions', () => {
  it('answers scripted tool calls with a response that matches the official description', async () => {
    fake = await FakeOpenAI.start({
      script: [{ toolCalls: [{ id: 'call_1', name: 'get_pr', arguments: { id: 1 } }] }],
    });
    const { status, body } = await post('/chat/completions', {
      model: 'gpt-4.1',
      messages: [{ role: 'user', content: 'hi' }],
    });
    expect(status).toBe(200);
    const [choice] = body.choices as { finish_reason: string; message: Record<string, unknown> }[];
    expect(choice?.finish_reason).toBe('tool_calls');
    expect(choice?.message).toEqual(
      expect.objectContaining({
        tool_calls: [
          { id: 'call_1', type: 'function', function: { name: 'get_pr', arguments: '{"id":1}' } },
        ],
      }),
    );
    expect(fake.violations).toEqual([]);
  });

  it('rejects a request the description does not allow', async () => {
    fake = await FakeOpenAI.start({ script: [{ text: 'x' }] });
    const { status, body } = await post('/chat/completions', { model: 'gpt-4.1' });
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain("must have required property 'messages'");
    expect(fake.violations).toHaveLength(1);
  });

  it('rejects an assistant tool_calls message without a result for every id', async () => {
    fake = await FakeOpenAI.start({ script: [{ text: 'x' }] });
    const messages = [
      { role: 'user', content: 'hi' },
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: 'a', type: 'function', function: { name: 'f', arguments: '{}' } },
          { id: 'b', type: 'function', function: { name: 'f', arguments: '{}' } },
        ],
      },
      { role: 'tool', tool_call_id: 'a', content: 'r' },
      { role: 'user', content: 'go on' },
    ];
    const { status, body } = await post('/chat/completions', { model: 'gpt-4.1', messages });
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('did not have response messages: b');
  });

  it('injects 429 with retry-after-ms, 5xx and 401', async () => {
    fake = await FakeOpenAI.start({
      script: [
        { fault: 'rate_limit', retryAfterMs: 250 },
        { fault: 'server_error', status: 503 },
        { fault: 'unauthorized' },
      ],
    });
    const request = { model: 'gpt-4.1', messages: [{ role: 'user', content: 'hi' }] };
    const limited = await post('/chat/completions', request);
    expect([limited.status, limited.headers.get('retry-after-ms')]).toEqual([429, '250']);
    expect((await post('/chat/completions', request)).status).toBe(503);
    expect((await post('/chat/completions', request)).status).toBe(401);
  });
});

describe('FakeOpenAI — responses', () => {
  it('chains turns with previous_response_id and function_call_output', async () => {
    fake = await FakeOpenAI.start({
      script: [{ toolCalls: [{ id: 'call_9', name: 'get_pr', arguments: {} }] }, { text: 'done' }],
    });
    const first = await post('/responses', { model: 'gpt-5-codex', input: 'review' });
    expect(first.status).toBe(200);
    const second = await post('/responses', {
      model: 'gpt-5-codex',
      previous_response_id: first.body.id,
      input: [{ type: 'function_call_output', call_id: 'call_9', output: '{"title":"x"}' }],
    });
    expect(second.status).toBe(200);
    expect(fake.requests[1]?.conversation?.map((item) => item.type)).toEqual([
      'message',
      'function_call',
      'function_call_output',
    ]);
    expect(fake.violations).toEqual([]);
  });

  it('rejects an unknown previous_response_id, an unknown call_id, and a chained call left unanswered', async () => {
    fake = await FakeOpenAI.start({
      script: [{ toolCalls: [{ id: 'call_1', name: 'f', arguments: {} }] }],
    });
    expect(
      (await post('/responses', { model: 'm', previous_response_id: 'resp_nope', input: 'x' }))
        .status,
    ).toBe(400);
    const orphan = await post('/responses', {
      model: 'm',
      input: [{ type: 'function_call_output', call_id: 'call_x', output: 'r' }],
    });
    expect(JSON.stringify(orphan.body)).toContain(
      'No tool call found for function call output with call_id call_x',
    );
    const first = await post('/responses', { model: 'm', input: 'x' });
    const unanswered = await post('/responses', {
      model: 'm',
      previous_response_id: first.body.id,
      input: 'go on',
    });
    expect(JSON.stringify(unanswered.body)).toContain(
      'No tool output found for function call call_1',
    );
  });

  it('reports a length cut as an incomplete response with half-written arguments', async () => {
    fake = await FakeOpenAI.start({
      script: [{ toolCalls: [{ name: 'f', arguments: { path: 'src/a.ts' } }], finish: 'length' }],
    });
    const { body } = await post('/responses', { model: 'm', input: 'x' });
    expect(body.status).toBe('incomplete');
    expect(body.incomplete_details).toEqual({ reason: 'max_output_tokens' });
    const [call] = body.output as { arguments: string }[];
    expect(() => JSON.parse(call?.arguments ?? '') as unknown).toThrow();
    expect(fake.violations).toEqual([]);
  });
});
