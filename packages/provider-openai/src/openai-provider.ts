import type { LlmProvider, LlmRequest, LlmResponse } from '@codehawk/agent';
import OpenAI from 'openai';
import { EnvHttpProxyAgent } from 'undici';
import { createChatCompletion } from './chat-completions.js';
import {
  azureClient,
  type AzureEndpoint,
  type CommonClientOptions,
  type ProxySettings,
} from './endpoint.js';
import { toProviderError } from './errors.js';
import { createResponse } from './responses-api.js';

/** Models served through the Responses API by default (CodeHawk's set). */
export const DEFAULT_RESPONSES_MODELS: readonly string[] = ['gpt-5-codex', 'codex-mini-latest'];

/** Which API a request goes to: `auto` picks the Responses API for `responsesModels`. */
export type ModelApi = 'auto' | 'chat' | 'responses';

export interface OpenAIProviderOptions {
  /** The API key. Local OpenAI-compatible servers usually accept any value. */
  apiKey?: string;
  /** Any OpenAI-compatible endpoint: Ollama, vLLM, LM Studio… (default OpenAI's). */
  baseURL?: string;
  /** Azure OpenAI instead of `apiKey`/`baseURL`: key or Entra ID, classic or v1 URLs. */
  azure?: AzureEndpoint;
  /** A ready client instead; apiKey, baseURL and azure are then ignored. */
  client?: OpenAI;
  /** Per-request timeout (default 120 s). Retries are the runner's job: the SDK's own are off. */
  timeoutMs?: number;
  /** `chat`, `responses`, or `auto` (default): the Responses API for `responsesModels` only. */
  api?: ModelApi;
  /** Models that use the Responses API under `api: 'auto'`. */
  responsesModels?: Iterable<string>;
  /**
   * Whether the Responses API may store responses server-side (default true). With false each
   * request carries the whole conversation, and reasoning travels as encrypted reasoning items —
   * for zero-data-retention organisations and stateless servers.
   */
  store?: boolean;
  /** An HTTP(S) proxy (see `proxyFromEnv`); hosts in `noProxy` are reached directly. */
  proxy?: ProxySettings;
  /** Extra headers on every request. */
  defaultHeaders?: Record<string, string>;
  /** The transport, for tests. */
  fetch?: typeof fetch;
  /** The name reported in events and results (default `openai`, or `azure-openai`). */
  name?: string;
}

function commonOptions(options: OpenAIProviderOptions, timeoutMs: number): CommonClientOptions {
  return {
    ...(options.defaultHeaders === undefined ? {} : { defaultHeaders: options.defaultHeaders }),
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
    ...(options.proxy === undefined
      ? {}
      : { fetchOptions: { dispatcher: new EnvHttpProxyAgent(options.proxy) } }),
    maxRetries: 0,
    timeout: timeoutMs,
  };
}

/** `LlmProvider` over the official `openai` SDK: Chat Completions, or the Responses API. */
export class OpenAIProvider implements LlmProvider {
  readonly name: string;
  private readonly client: OpenAI;
  private readonly timeoutMs: number;
  private readonly api: ModelApi;
  private readonly responsesModels: ReadonlySet<string>;
  private readonly store: boolean;
  /** On Azure the deployment is the model on the wire, whatever the run calls the model. */
  private readonly wireModel: string | undefined;

  constructor(options: OpenAIProviderOptions = {}) {
    this.name = options.name ?? (options.azure ? 'azure-openai' : 'openai');
    this.timeoutMs = options.timeoutMs ?? 120_000;
    this.api = options.api ?? 'auto';
    this.responsesModels = new Set(options.responsesModels ?? DEFAULT_RESPONSES_MODELS);
    this.store = options.store ?? true;
    this.wireModel = options.azure?.deployment;
    const common = commonOptions(options, this.timeoutMs);
    this.client =
      options.client ??
      (options.azure
        ? azureClient(options.azure, common)
        : new OpenAI({
            ...common,
            apiKey: options.apiKey ?? 'unused',
            ...(options.baseURL === undefined ? {} : { baseURL: options.baseURL }),
          }));
  }

  /** Whether a model is served through the Responses API. */
  usesResponsesApi(model: string): boolean {
    return this.api === 'responses' || (this.api === 'auto' && this.responsesModels.has(model));
  }

  async generate(request: LlmRequest): Promise<LlmResponse> {
    const wire = this.wireModel === undefined ? request : { ...request, model: this.wireModel };
    try {
      return this.usesResponsesApi(request.model)
        ? await createResponse(this.client, wire, {
            timeoutMs: this.timeoutMs,
            provider: this.name,
            store: this.store,
          })
        : await createChatCompletion(this.client, wire, this.timeoutMs, this.name);
    } catch (error) {
      throw toProviderError(error, request.signal);
    }
  }
}
