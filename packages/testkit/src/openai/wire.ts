// Builds OpenAI wire objects (chat completions and responses) from a scripted reply.
import { randomBytes } from 'node:crypto';

export interface FakeToolCall {
  id?: string;
  name: string;
  /** An object (serialised) or the exact argument text. */
  arguments?: unknown;
}

/** What the fake model answers. */
export interface FakeReply {
  text?: string;
  toolCalls?: FakeToolCall[];
  /** `length`: the output limit cut the answer (tool-call arguments are left half-written). */
  finish?: 'stop' | 'length';
  usage?: { input?: number; output?: number; cached?: number; reasoning?: number };
}

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

interface Built {
  calls: { id: string; name: string; arguments: string }[];
  usage: { input: number; output: number; cached: number; reasoning: number };
}

function build(reply: FakeReply, requestSize: number): Built {
  const calls = (reply.toolCalls ?? []).map((call) => {
    let text =
      typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments ?? {});
    if (reply.finish === 'length') text = text.slice(0, Math.max(1, Math.floor(text.length / 2)));
    return { id: call.id ?? newId('call'), name: call.name, arguments: text };
  });
  const output =
    reply.usage?.output ??
    Math.ceil(((reply.text ?? '').length + JSON.stringify(calls).length) / 4);
  return {
    calls,
    usage: {
      input: reply.usage?.input ?? Math.ceil(requestSize / 4),
      output,
      cached: reply.usage?.cached ?? 0,
      reasoning: reply.usage?.reasoning ?? 0,
    },
  };
}

export function chatCompletion(
  reply: FakeReply,
  model: string,
  requestSize: number,
): Record<string, unknown> {
  const { calls, usage } = build(reply, requestSize);
  const finishReason =
    reply.finish === 'length' ? 'length' : calls.length > 0 ? 'tool_calls' : 'stop';
  const message: Record<string, unknown> = {
    role: 'assistant',
    content: reply.text ?? null,
    refusal: null,
  };
  if (calls.length > 0) {
    message.tool_calls = calls.map((call) => ({
      id: call.id,
      type: 'function',
      function: { name: call.name, arguments: call.arguments },
    }));
  }
  return {
    id: newId('chatcmpl'),
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message, finish_reason: finishReason, logprobs: null }],
    usage: {
      prompt_tokens: usage.input,
      completion_tokens: usage.output,
      total_tokens: usage.input + usage.output,
      prompt_tokens_details: { cached_tokens: usage.cached },
      completion_tokens_details: { reasoning_tokens: usage.reasoning },
    },
  };
}

export interface ResponseItem {
  type: string;
  [key: string]: unknown;
}

export function responseObject(
  reply: FakeReply,
  request: Record<string, unknown>,
  requestSize: number,
  encryptedReasoning?: string,
): { body: Record<string, unknown>; output: ResponseItem[] } {
  const { calls, usage } = build(reply, requestSize);
  const output: ResponseItem[] = [];
  if (encryptedReasoning !== undefined) {
    output.push({
      type: 'reasoning',
      id: newId('rs'),
      summary: [],
      encrypted_content: encryptedReasoning,
    });
  }
  if (reply.text) {
    output.push({
      type: 'message',
      id: newId('msg'),
      status: 'completed',
      role: 'assistant',
      content: [{ type: 'output_text', text: reply.text, annotations: [], logprobs: [] }],
    });
  }
  for (const call of calls) {
    output.push({
      type: 'function_call',
      id: newId('fc'),
      call_id: call.id,
      name: call.name,
      arguments: call.arguments,
      status: reply.finish === 'length' ? 'incomplete' : 'completed',
    });
  }
  const incomplete = reply.finish === 'length';
  const body: Record<string, unknown> = {
    id: newId('resp'),
    object: 'response',
    created_at: Math.floor(Date.now() / 1000),
    status: incomplete ? 'incomplete' : 'completed',
    incomplete_details: incomplete ? { reason: 'max_output_tokens' } : null,
    error: null,
    model: request.model,
    output,
    instructions: typeof request.instructions === 'string' ? request.instructions : null,
    metadata: {},
    parallel_tool_calls: true,
    previous_response_id:
      typeof request.previous_response_id === 'string' ? request.previous_response_id : null,
    temperature: 1,
    top_p: 1,
    tool_choice: 'auto',
    tools: Array.isArray(request.tools) ? request.tools : [],
    usage: {
      input_tokens: usage.input,
      input_tokens_details: { cached_tokens: usage.cached, cache_write_tokens: 0 },
      output_tokens: usage.output,
      output_tokens_details: { reasoning_tokens: usage.reasoning },
      total_tokens: usage.input + usage.output,
    },
  };
  return { body, output };
}

export function errorBody(
  message: string,
  type: string,
  code: string | null,
  param: string | null = null,
): Record<string, unknown> {
  return { error: { message, type, param, code } };
}
