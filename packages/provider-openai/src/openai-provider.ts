import type { LlmProvider, LlmRequest, LlmResponse } from '@codehawk/agent';
import OpenAI from 'openai';
import { createChatCompletion } from './chat-completions.js';
import { toProviderError } from './errors.js';
import { createResponse } from './responses-api.js';

/** Models served through the Responses API by default (CodeHawk's set). */
export const DEFAULT_RESPONSES_MODELS: readonly string[] = ['gpt-5-codex', 'codex-mini-latest'];

export interface OpenAIProviderOptions {
  /** The API key. Local OpenAI-compatible servers usually accept any value. */
  apiKey?: string;
  /** Any OpenAI-compatible endpoint: Azure OpenAI, Ollama, vLLM, LM Studio… (default OpenAI's). */
  baseURL?: string;
  /** A ready client instead (for example `new AzureOpenAI(...)`); apiKey and baseURL are then ignored. */
  client?: OpenAI;
  /** Per-request timeout (default 120 s). Retries are the runner's job: the SDK's own are off. */
  timeoutMs?: number;
  /** Models that use the Responses API; every other model uses Chat Completions. */
  responsesModels?: Iterable<string>;
  /** Extra headers on every request. */
  defaultHeaders?: Record<string, string>;
  /** The transport, for tests or proxies. */
  fetch?: typeof fetch;
  /** The name reported in events and results (default `openai`). */
  name?: string;
}

/** `LlmProvider` over the official `openai` SDK: Chat Completions, or the Responses API per model. */
export class OpenAIProvider implements LlmProvider {
  readonly name: string;
  private readonly client: OpenAI;
  private readonly timeoutMs: number;
  private readonly responsesModels: ReadonlySet<string>;

  constructor(options: OpenAIProviderOptions = {}) {
    this.name = options.name ?? 'openai';
    this.timeoutMs = options.timeoutMs ?? 120_000;
    this.responsesModels = new Set(options.responsesModels ?? DEFAULT_RESPONSES_MODELS);
    this.client =
      options.client ??
      new OpenAI({
        apiKey: options.apiKey ?? 'unused',
        ...(options.baseURL === undefined ? {} : { baseURL: options.baseURL }),
        ...(options.defaultHeaders === undefined ? {} : { defaultHeaders: options.defaultHeaders }),
        ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
        maxRetries: 0,
        timeout: this.timeoutMs,
      });
  }

  /** Whether a model is served through the Responses API. */
  usesResponsesApi(model: string): boolean {
    return this.responsesModels.has(model);
  }

  async generate(request: LlmRequest): Promise<LlmResponse> {
    try {
      return this.usesResponsesApi(request.model)
        ? await createResponse(this.client, request, this.timeoutMs, this.name)
        : await createChatCompletion(this.client, request, this.timeoutMs, this.name);
    } catch (error) {
      throw toProviderError(error, request.signal);
    }
  }
}
