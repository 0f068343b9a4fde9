// The LLM-provider seam: one small interface, canonical messages in, a canonical response out.
// Providers (OpenAI, a scripted test double, …) translate to and from their wire formats.

export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A tool call the model asked for; `arguments` is the raw JSON text the model wrote. */
export interface ToolCall {
  id: string;
  name: string;
  arguments: string;
}

export type Message =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string }
  | {
      role: 'assistant';
      content: string;
      toolCalls?: ToolCall[];
      /** Provider state for chaining turns (the Responses API's response id). */
      responseId?: string;
      /** Reasoning the provider returned for this turn, replayed only to the same provider and model. */
      reasoning?: CarriedReasoning;
    }
  | { role: 'tool'; toolCallId: string; name: string; content: string };

/**
 * Opaque reasoning state (for example the Responses API's encrypted reasoning items) that a
 * stateless request must send back. It belongs to the (provider, model) that produced it and is
 * stripped before any other route sees the conversation.
 */
export interface CarriedReasoning {
  provider: string;
  model: string;
  items: JsonValue[];
}

export type AssistantMessage = Extract<Message, { role: 'assistant' }>;
export type ToolMessage = Extract<Message, { role: 'tool' }>;

/** A function tool as the model sees it; `parameters` is a JSON Schema object. */
export interface ToolDefinition {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

export type ResponseFormat =
  | { type: 'text' }
  | { type: 'json_object' }
  | { type: 'json_schema'; name: string; schema: Record<string, unknown>; strict?: boolean };

export interface LlmRequest {
  model: string;
  system?: string;
  messages: Message[];
  tools: ToolDefinition[];
  responseFormat?: ResponseFormat;
  maxOutputTokens?: number;
  temperature?: number;
  /**
   * `full`: the messages are the whole conversation, append-only since the last response, so a
   * provider may chain on its server-side state. `windowed`: older turns were cut (sliding window):
   * send exactly these messages.
   */
  history?: 'full' | 'windowed';
  signal?: AbortSignal;
}

export type FinishReason = 'stop' | 'tool_calls' | 'length' | 'content_filter' | 'other';

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
  totalTokens: number;
  cachedInputTokens: number;
  reasoningTokens: number;
}

export interface LlmResponse {
  text: string;
  toolCalls: ToolCall[];
  finishReason: FinishReason;
  usage: TokenUsage;
  provider: string;
  model: string;
  /** Provider state to put on the assistant message (see `Message`). */
  responseId?: string | undefined;
  /** Opaque reasoning items to carry on the assistant message (see `CarriedReasoning`). */
  reasoning?: JsonValue[] | undefined;
}

/** A model backend. Credentials are given to it at construction, never passed through requests. */
export interface LlmProvider {
  /** A short stable name for events and results, e.g. `openai`. */
  readonly name: string;
  generate(request: LlmRequest): Promise<LlmResponse>;
}

export const EMPTY_USAGE: TokenUsage = {
  inputTokens: 0,
  outputTokens: 0,
  totalTokens: 0,
  cachedInputTokens: 0,
  reasoningTokens: 0,
};

export function addUsage(a: TokenUsage, b: TokenUsage): TokenUsage {
  return {
    inputTokens: a.inputTokens + b.inputTokens,
    outputTokens: a.outputTokens + b.outputTokens,
    totalTokens: a.totalTokens + b.totalTokens,
    cachedInputTokens: a.cachedInputTokens + b.cachedInputTokens,
    reasoningTokens: a.reasoningTokens + b.reasoningTokens,
  };
}
