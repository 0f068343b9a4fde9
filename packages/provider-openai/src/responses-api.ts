import type { JsonValue, LlmRequest, LlmResponse, Message, ResponseFormat } from '@codehawk/agent';
import type OpenAI from 'openai';
import type {
  Response,
  ResponseCreateParamsNonStreaming,
  ResponseInputItem,
  ResponseTextConfig,
} from 'openai/resources/responses/responses';

type JsonObject = { [key: string]: JsonValue };
const isObject = (value: JsonValue | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A carried reasoning item back in the API's shape: its id, summary and encrypted content. */
function reasoningItem(item: JsonValue): ResponseInputItem[] {
  if (!isObject(item)) return [];
  const { id, encrypted_content: encrypted, summary } = item;
  if (typeof id !== 'string' || typeof encrypted !== 'string') return [];
  const parts = Array.isArray(summary) ? summary.filter(isObject) : [];
  return [
    {
      type: 'reasoning',
      id,
      encrypted_content: encrypted,
      summary: parts.flatMap((part) =>
        typeof part.text === 'string' ? [{ type: 'summary_text' as const, text: part.text }] : [],
      ),
    },
  ];
}

function toItems(message: Message): ResponseInputItem[] {
  switch (message.role) {
    case 'system':
      return [{ role: 'system', content: message.content }];
    case 'user':
      return [{ role: 'user', content: message.content }];
    case 'tool':
      return [
        { type: 'function_call_output', call_id: message.toolCallId, output: message.content },
      ];
    case 'assistant': {
      // Reasoning precedes what it led to, as in the response it came from.
      const items: ResponseInputItem[] = (message.reasoning?.items ?? []).flatMap(reasoningItem);
      if (message.content !== '') items.push({ role: 'assistant', content: message.content });
      for (const call of message.toolCalls ?? []) {
        items.push({
          type: 'function_call',
          call_id: call.id,
          name: call.name,
          arguments: call.arguments,
        });
      }
      return items;
    }
  }
}

/**
 * The input for a request: with the whole (append-only) history and server-side storage, only what
 * came after the last response, chained by `previous_response_id`; with a windowed history, or with
 * nothing stored, exactly the given messages.
 */
export function responsesInput(
  request: LlmRequest,
  store = true,
): {
  input: ResponseInputItem[];
  previousResponseId?: string;
} {
  if (store && request.history !== 'windowed') {
    const lastIndex = request.messages.findLastIndex((message) => message.role === 'assistant');
    const last = request.messages[lastIndex];
    if (last?.role === 'assistant' && last.responseId !== undefined) {
      return {
        input: request.messages.slice(lastIndex + 1).flatMap(toItems),
        previousResponseId: last.responseId,
      };
    }
  }
  return { input: request.messages.flatMap(toItems) };
}

function textConfig(format: ResponseFormat | undefined): ResponseTextConfig | undefined {
  if (format === undefined || format.type === 'text') return undefined;
  if (format.type === 'json_object') return { format: { type: 'json_object' } };
  return {
    format: {
      type: 'json_schema',
      name: format.name,
      schema: format.schema,
      strict: format.strict ?? false,
    },
  };
}

/**
 * The Responses API request body for a canonical request. With `store: false` nothing is kept
 * server-side: no chaining, and reasoning comes back encrypted so the next turn can carry it.
 */
export function responsesBody(request: LlmRequest, store = true): ResponseCreateParamsNonStreaming {
  const { input, previousResponseId } = responsesInput(request, store);
  const body: ResponseCreateParamsNonStreaming = { model: request.model, input, store };
  if (!store) body.include = ['reasoning.encrypted_content'];
  // Instructions are not carried over a chain: send them every time.
  if (request.system !== undefined) body.instructions = request.system;
  if (previousResponseId !== undefined) body.previous_response_id = previousResponseId;
  if (request.tools.length > 0) {
    body.tools = request.tools.map((tool) => ({
      type: 'function',
      name: tool.name,
      description: tool.description,
      parameters: tool.parameters,
      strict: false,
    }));
  }
  const text = textConfig(request.responseFormat);
  if (text) body.text = text;
  if (request.maxOutputTokens !== undefined) body.max_output_tokens = request.maxOutputTokens;
  if (request.temperature !== undefined) body.temperature = request.temperature;
  return body;
}

/** The canonical response for a Responses API response. */
export function fromResponse(response: Response, provider: string): LlmResponse {
  const texts: string[] = [];
  const toolCalls: LlmResponse['toolCalls'] = [];
  const reasoning: JsonValue[] = [];
  for (const item of response.output) {
    if (item.type === 'reasoning') {
      // Only encrypted reasoning can be replayed statelessly; stored reasoning is chained by id.
      if (typeof item.encrypted_content === 'string')
        reasoning.push(JSON.parse(JSON.stringify(item)) as JsonValue);
    } else if (item.type === 'message') {
      for (const part of item.content) if (part.type === 'output_text') texts.push(part.text);
    } else if (item.type === 'function_call') {
      toolCalls.push({ id: item.call_id, name: item.name, arguments: item.arguments });
    }
  }
  const cutOff =
    response.status === 'incomplete' && response.incomplete_details?.reason === 'max_output_tokens';
  const filtered =
    response.status === 'incomplete' && response.incomplete_details?.reason === 'content_filter';
  const usage = response.usage;
  const result: LlmResponse = {
    text: texts.join('\n'),
    toolCalls,
    finishReason: cutOff
      ? 'length'
      : filtered
        ? 'content_filter'
        : toolCalls.length > 0
          ? 'tool_calls'
          : 'stop',
    usage: {
      inputTokens: usage?.input_tokens ?? 0,
      outputTokens: usage?.output_tokens ?? 0,
      totalTokens: usage?.total_tokens ?? 0,
      cachedInputTokens: usage?.input_tokens_details.cached_tokens ?? 0,
      reasoningTokens: usage?.output_tokens_details.reasoning_tokens ?? 0,
    },
    provider,
    model: response.model,
    responseId: response.id,
  };
  if (reasoning.length > 0) result.reasoning = reasoning;
  return result;
}

export async function createResponse(
  client: OpenAI,
  request: LlmRequest,
  call: { timeoutMs: number; provider: string; store: boolean },
): Promise<LlmResponse> {
  const response = await client.responses.create(responsesBody(request, call.store), {
    ...(request.signal ? { signal: request.signal } : {}),
    timeout: call.timeoutMs,
  });
  const result = fromResponse(response, call.provider);
  // Nothing was stored: there is no response to chain on.
  if (!call.store) delete result.responseId;
  return result;
}
