// Test doubles for code that runs agents: a provider that answers from a script.
import { ProviderError } from './errors.js';
import type { Clock } from './model-caller.js';
import type {
  FinishReason,
  JsonValue,
  LlmProvider,
  LlmRequest,
  LlmResponse,
  TokenUsage,
  ToolCall,
} from './provider.js';

/** A canned answer. Tool-call arguments may be given as objects; they are serialised. */
export interface ScriptedReply {
  text?: string;
  toolCalls?: { id?: string; name: string; arguments?: unknown }[];
  finishReason?: FinishReason;
  usage?: Partial<TokenUsage>;
  responseId?: string;
  /** Opaque reasoning items the provider returns for the turn. */
  reasoning?: JsonValue[];
}

export type ScriptFunction = (
  request: LlmRequest,
  index: number,
) => ScriptedReply | ProviderError | Promise<ScriptedReply | ProviderError>;

/** A step: a reply, an error to throw, or a function of the request producing either. */
export type ScriptStep = ScriptedReply | ProviderError | ScriptFunction;

/** Thrown when the script has no step left for a request. */
export class ScriptExhaustedError extends Error {
  override readonly name = 'ScriptExhaustedError';
}

/**
 * An `LlmProvider` that answers from a queue of steps (or one function for every request) and
 * records each request, so tests can assert exactly what the runner sent.
 */
export class ScriptedProvider implements LlmProvider {
  readonly requests: LlmRequest[] = [];
  private readonly steps: ScriptStep[];
  private readonly every: ScriptFunction | undefined;
  private callIds = 0;

  constructor(
    script: readonly ScriptStep[] | ScriptFunction,
    readonly name = 'scripted',
  ) {
    this.steps = typeof script === 'function' ? [] : [...script];
    this.every = typeof script === 'function' ? script : undefined;
  }

  /** Steps not used yet. */
  get remaining(): number {
    return this.steps.length;
  }

  async generate(request: LlmRequest): Promise<LlmResponse> {
    const index = this.requests.length;
    this.requests.push({ ...request, messages: [...request.messages] });
    if (request.signal?.aborted) throw new ProviderError('cancelled', 'The request was cancelled.');
    const step = this.every ?? this.steps.shift();
    if (step === undefined)
      throw new ScriptExhaustedError(`The script has no reply for request ${index + 1}.`);
    const outcome = typeof step === 'function' ? await step(request, index) : step;
    if (outcome instanceof ProviderError) throw outcome;
    return this.toResponse(outcome, request.model);
  }

  private toResponse(reply: ScriptedReply, model: string): LlmResponse {
    const toolCalls: ToolCall[] = (reply.toolCalls ?? []).map((call) => ({
      id: call.id ?? `call_${++this.callIds}`,
      name: call.name,
      arguments:
        typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments ?? {}),
    }));
    const inputTokens = reply.usage?.inputTokens ?? 100;
    const outputTokens = reply.usage?.outputTokens ?? 20;
    const response: LlmResponse = {
      text: reply.text ?? '',
      toolCalls,
      finishReason: reply.finishReason ?? (toolCalls.length > 0 ? 'tool_calls' : 'stop'),
      usage: {
        inputTokens,
        outputTokens,
        totalTokens: reply.usage?.totalTokens ?? inputTokens + outputTokens,
        cachedInputTokens: reply.usage?.cachedInputTokens ?? 0,
        reasoningTokens: reply.usage?.reasoningTokens ?? 0,
      },
      provider: this.name,
      model,
    };
    if (reply.responseId !== undefined) response.responseId = reply.responseId;
    if (reply.reasoning !== undefined) response.reasoning = reply.reasoning;
    return response;
  }
}

/**
 * A clock that never waits: `sleep` advances time at once and is recorded, so retry and backoff
 * behaviour can be asserted exactly. `random()` is fixed (default 0.5, the middle of the jitter).
 */
export class ManualClock implements Clock {
  /** Every delay the runner asked to sleep, in order. */
  readonly sleeps: number[] = [];

  constructor(
    private time = 1_000_000,
    private readonly fixedRandom = 0.5,
  ) {}

  now(): number {
    return this.time;
  }

  random(): number {
    return this.fixedRandom;
  }

  sleep(milliseconds: number, signal: AbortSignal): Promise<void> {
    if (signal.aborted)
      return Promise.reject(new ProviderError('cancelled', 'The run was cancelled.'));
    this.sleeps.push(milliseconds);
    this.time += milliseconds;
    return Promise.resolve();
  }
}
