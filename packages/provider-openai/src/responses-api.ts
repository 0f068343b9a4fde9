import type { LlmRequest, LlmResponse, Message, ResponseFormat } from '@codehawk/agent';
import type OpenAI from 'openai';
import type {
  Response,
  ResponseCreateParamsNonStreaming,
  ResponseInputItem,
  ResponseTextConfig,
} from 'openai/resources/responses/responses';

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
      const items: ResponseInputItem[] =
        message.content === '' ? [] : [{ role: 'assistant', content: message.content }];
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
 * The input for a request: with the whole (append-only) history, only what came after the last
 * response, chained by `previous_response_id`; with a windowed history, exactly the given messages.
 */
export function responsesInput(request: LlmRequest): {
  input: ResponseInputItem[];
  previousResponseId?: string;
} {
  if (request.history !== 'windowed') {
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

/** The Responses API request body for a canonical request. */
export function responsesBody(request: LlmRequest): ResponseCreateParamsNonStreaming {
  const { input, previousResponseId } = responsesInput(request);
  const body: ResponseCreateParamsNonStreaming = { model: request.model, input, store: true };
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
  for (const item of response.output) {
    if (item.type === 'message') {
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
  return {
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
}

export async function createResponse(
  client: OpenAI,
  request: LlmRequest,
  timeoutMs: number,
  provider: string,
): Promise<LlmResponse> {
  const response = await client.responses.create(responsesBody(request), {
    ...(request.signal ? { signal: request.signal } : {}),
    timeout: timeoutMs,
  });
  return fromResponse(response, provider);
}
