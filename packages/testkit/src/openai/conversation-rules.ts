// What the real API rejects beyond the schema: tool calls without results, results without calls,
// unknown previous responses.
import type { ResponseItem } from './wire.js';

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Chat Completions: every assistant `tool_calls` message is followed by a result for every id. */
export function checkChatMessages(messages: unknown): string | null {
  if (!Array.isArray(messages)) return null;
  let pending: string[] = [];
  for (const message of messages) {
    if (!isObject(message)) continue;
    if (message.role === 'tool') {
      const id = message.tool_call_id;
      if (typeof id !== 'string' || !pending.includes(id)) {
        return `Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'. Unknown tool_call_id: ${String(id)}.`;
      }
      pending = pending.filter((candidate) => candidate !== id);
      continue;
    }
    if (pending.length > 0) {
      return `An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: ${pending.join(', ')}`;
    }
    if (message.role === 'assistant' && Array.isArray(message.tool_calls)) {
      pending = message.tool_calls.flatMap((call) =>
        isObject(call) && typeof call.id === 'string' ? [call.id] : [],
      );
    }
  }
  return pending.length > 0
    ? `An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: ${pending.join(', ')}`
    : null;
}

/** A stored response: what it was given and what it produced. */
export interface StoredResponse {
  input: ResponseItem[];
  output: ResponseItem[];
}

function asItems(input: unknown): ResponseItem[] {
  if (typeof input === 'string') return [{ type: 'message', role: 'user', content: input }];
  if (!Array.isArray(input)) return [];
  return input
    .filter(isObject)
    .map((item) => ({ ...item, type: typeof item.type === 'string' ? item.type : 'message' }));
}

/**
 * Responses API: `previous_response_id` must exist; every function call of the previous response
 * needs an output in the new input; every `function_call_output` must answer a known call.
 * Returns the full conversation of the new request, or an error message.
 */
export function checkResponsesInput(
  request: JsonObject,
  store: ReadonlyMap<string, StoredResponse>,
): { error: string; status: number } | { items: ResponseItem[] } {
  const items = asItems(request.input);
  let history: ResponseItem[] = [];
  const previousId = request.previous_response_id;
  if (typeof previousId === 'string') {
    const previous = store.get(previousId);
    if (!previous)
      return { error: `Previous response with id '${previousId}' not found.`, status: 400 };
    history = [...previous.input, ...previous.output];
    const answered = new Set(
      items.filter((item) => item.type === 'function_call_output').map((item) => item.call_id),
    );
    const unanswered = previous.output.filter(
      (item) => item.type === 'function_call' && !answered.has(item.call_id),
    );
    if (unanswered.length > 0) {
      return {
        error: `No tool output found for function call ${String(unanswered[0]?.call_id)}.`,
        status: 400,
      };
    }
  }
  const known = new Set<unknown>();
  for (const item of [...history, ...items]) {
    if (item.type === 'function_call') known.add(item.call_id);
    if (item.type === 'function_call_output' && !known.has(item.call_id)) {
      return {
        error: `No tool call found for function call output with call_id ${String(item.call_id)}.`,
        status: 400,
      };
    }
  }
  return { items: [...history, ...items] };
}
