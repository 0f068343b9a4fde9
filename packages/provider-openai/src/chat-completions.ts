import type {
  FinishReason,
  LlmRequest,
  LlmResponse,
  Message,
  ResponseFormat,
} from '@codehawk/agent';
import type OpenAI from 'openai';
import type {
  ChatCompletion,
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions';

function toWire(message: Message): ChatCompletionMessageParam {
  switch (message.role) {
    case 'system':
    case 'user':
      return { role: message.role, content: message.content };
    case 'tool':
      return { role: 'tool', tool_call_id: message.toolCallId, content: message.content };
    case 'assistant':
      return message.toolCalls?.length
        ? {
            role: 'assistant',
            content: message.content === '' ? null : message.content,
            tool_calls: message.toolCalls.map((call) => ({
              id: call.id,
              type: 'function',
              function: { name: call.name, arguments: call.arguments },
            })),
          }
        : { role: 'assistant', content: message.content };
  }
}

function responseFormat(
  format: ResponseFormat | undefined,
): ChatCompletionCreateParamsNonStreaming['response_format'] {
  if (format === undefined || format.type === 'text') return undefined;
  if (format.type === 'json_object') return { type: 'json_object' };
  return {
    type: 'json_schema',
    json_schema: { name: format.name, schema: format.schema, strict: format.strict ?? false },
  };
}

const FINISH: Record<string, FinishReason> = {
  stop: 'stop',
  tool_calls: 'tool_calls',
  function_call: 'tool_calls',
  length: 'length',
  content_filter: 'content_filter',
};

/** The Chat Completions request body for a canonical request. */
export function chatCompletionsBody(request: LlmRequest): ChatCompletionCreateParamsNonStreaming {
  const messages = request.messages.map(toWire);
  if (request.system !== undefined) messages.unshift({ role: 'system', content: request.system });
  const body: ChatCompletionCreateParamsNonStreaming = { model: request.model, messages };
  if (request.tools.length > 0) {
    body.tools = request.tools.map((tool) => ({
      type: 'function',
      function: { name: tool.name, description: tool.description, parameters: tool.parameters },
    }));
  }
  const format = responseFormat(request.responseFormat);
  if (format) body.response_format = format;
  if (request.maxOutputTokens !== undefined) body.max_completion_tokens = request.maxOutputTokens;
  if (request.temperature !== undefined) body.temperature = request.temperature;
  return body;
}

/** The canonical response for a chat completion. */
export function fromChatCompletion(completion: ChatCompletion, provider: string): LlmResponse {
  const choice = completion.choices[0];
  const toolCalls = (choice?.message.tool_calls ?? []).flatMap((call) =>
    call.type === 'function'
      ? [{ id: call.id, name: call.function.name, arguments: call.function.arguments }]
      : [],
  );
  const usage = completion.usage;
  return {
    text: choice?.message.content ?? '',
    toolCalls,
    finishReason: FINISH[choice?.finish_reason ?? ''] ?? 'other',
    usage: {
      inputTokens: usage?.prompt_tokens ?? 0,
      outputTokens: usage?.completion_tokens ?? 0,
      totalTokens: usage?.total_tokens ?? 0,
      cachedInputTokens: usage?.prompt_tokens_details?.cached_tokens ?? 0,
      reasoningTokens: usage?.completion_tokens_details?.reasoning_tokens ?? 0,
    },
    provider,
    model: completion.model,
  };
}

export async function createChatCompletion(
  client: OpenAI,
  request: LlmRequest,
  timeoutMs: number,
  provider: string,
): Promise<LlmResponse> {
  const completion = await client.chat.completions.create(chatCompletionsBody(request), {
    ...(request.signal ? { signal: request.signal } : {}),
    timeout: timeoutMs,
  });
  return fromChatCompletion(completion, provider);
}
