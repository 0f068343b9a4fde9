import { ProviderError } from './errors.js';
import type { AgentEventHandler } from './events.js';
import type { LlmProvider, LlmRequest, LlmResponse, Message } from './provider.js';
import type { Redactor } from './redact.js';
import type { AttemptRecord } from './result.js';

/** One (provider, model) pair of the fallback chain. */
export interface ModelRoute {
  provider: LlmProvider;
  model: string;
}

export interface RetryPolicy {
  /** Attempts per route and call, the first included. */
  maxAttempts: number;
  /** First backoff delay; doubled each attempt. */
  baseDelayMs: number;
  /** Cap for the backoff and for an honoured Retry-After; a longer Retry-After moves to the next route. */
  maxDelayMs: number;
  /** Fraction of random spread added to each backoff delay. */
  jitter: number;
  /** How long an exhausted route is skipped before it is tried again. */
  cooldownMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 4,
  baseDelayMs: 500,
  maxDelayMs: 30_000,
  jitter: 0.2,
  cooldownMs: 60_000,
};

/** Time, injectable so tests and benchmarks need not wait. */
export interface Clock {
  now(): number;
  sleep(milliseconds: number, signal: AbortSignal): Promise<void>;
  random(): number;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  random: () => Math.random(),
  sleep: (milliseconds, signal) =>
    new Promise((resolve, reject) => {
      if (signal.aborted) return reject(cancelled());
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      }, milliseconds);
      const onAbort = (): void => {
        clearTimeout(timer);
        reject(cancelled());
      };
      signal.addEventListener('abort', onAbort, { once: true });
    }),
};

function cancelled(): ProviderError {
  return new ProviderError('cancelled', 'The run was cancelled.');
}

/** Any failure as a ProviderError; errors a provider did not classify are not retried. */
export function asProviderError(error: unknown, signal: AbortSignal): ProviderError {
  if (signal.aborted) return cancelled();
  if (error instanceof ProviderError) return error;
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return new ProviderError('unknown', `The provider failed unexpectedly: ${message}`, {
    cause: error,
  });
}

/**
 * The conversation as one route may see it: reasoning carried from another provider or model is
 * removed, so a failover never sends one vendor's reasoning to another.
 */
export function messagesForRoute(messages: Message[], route: ModelRoute): Message[] {
  return messages.map((message) => {
    if (message.role !== 'assistant' || message.reasoning === undefined) return message;
    const { provider, model } = message.reasoning;
    if (provider === route.provider.name && model === route.model) return message;
    const { reasoning: _foreign, ...rest } = message;
    return rest;
  });
}

export interface CallResult {
  response: LlmResponse;
  route: ModelRoute;
}

/**
 * Calls the model with one layer of retries and the fallback chain: transient failures are retried
 * with exponential backoff and jitter (a Retry-After is honoured up to `maxDelayMs`); a route that
 * is exhausted, or asks to wait longer than that, cools down and the next route is tried. Other
 * failures are thrown at once. Every attempt is recorded.
 */
export class ModelCaller {
  private readonly cooldownUntil = new Map<ModelRoute, number>();

  constructor(
    private readonly routes: readonly ModelRoute[],
    private readonly policy: RetryPolicy,
    private readonly clock: Clock,
    private readonly attempts: AttemptRecord[],
    private readonly emit: AgentEventHandler,
    private readonly redact: Redactor,
  ) {}

  async call(
    request: Omit<LlmRequest, 'model'>,
    turn: number,
    signal: AbortSignal,
  ): Promise<CallResult> {
    let lastError: ProviderError | undefined;
    let previous: ModelRoute | undefined;
    for (const route of this.order()) {
      if (previous !== undefined) {
        this.emit({
          type: 'fallback',
          from: { provider: previous.provider.name, model: previous.model },
          to: { provider: route.provider.name, model: route.model },
          reason: lastError ? this.redact(lastError.message) : 'cooling down',
        });
      }
      previous = route;
      const waitUntil = this.cooldownUntil.get(route) ?? 0;
      if (waitUntil > this.clock.now()) {
        // Every route is cooling down (they are ordered by readiness): wait, if not too long.
        const wait = waitUntil - this.clock.now();
        if (wait > this.policy.maxDelayMs) continue;
        await this.clock.sleep(wait, signal);
      }
      for (let attempt = 1; attempt <= this.policy.maxAttempts; attempt++) {
        if (signal.aborted) throw cancelled();
        try {
          const response = await route.provider.generate({
            ...request,
            messages: messagesForRoute(request.messages, route),
            model: route.model,
            signal,
          });
          this.attempts.push({
            provider: route.provider.name,
            model: route.model,
            turn,
            outcome: 'ok',
            usage: response.usage,
          });
          return { response, route };
        } catch (raw) {
          const error = asProviderError(raw, signal);
          this.attempts.push({
            provider: route.provider.name,
            model: route.model,
            turn,
            outcome: error.kind,
            ...(error.status === undefined ? {} : { status: error.status }),
          });
          if (error.kind === 'cancelled' || !error.transient) throw error;
          lastError = error;
          const advertised = error.retryAfterMs;
          if (advertised !== undefined && advertised > this.policy.maxDelayMs) {
            this.cooldownUntil.set(route, this.clock.now() + advertised);
            break;
          }
          if (attempt === this.policy.maxAttempts) {
            this.cooldownUntil.set(route, this.clock.now() + this.policy.cooldownMs);
            break;
          }
          const delayMs = Math.round(advertised ?? this.backoff(attempt));
          this.emit({
            type: 'retry',
            provider: route.provider.name,
            model: route.model,
            attempt,
            delayMs,
            kind: error.kind,
            status: error.status,
          });
          await this.clock.sleep(delayMs, signal);
        }
      }
    }
    throw (
      lastError ??
      new ProviderError('rate_limited', 'Every model route is cooling down after rate limits.')
    );
  }

  /** Routes in chain order, those not cooling down first. */
  private order(): ModelRoute[] {
    const now = this.clock.now();
    const ready = this.routes.filter((route) => (this.cooldownUntil.get(route) ?? 0) <= now);
    const cooling = this.routes
      .filter((route) => (this.cooldownUntil.get(route) ?? 0) > now)
      .sort((a, b) => (this.cooldownUntil.get(a) ?? 0) - (this.cooldownUntil.get(b) ?? 0));
    return [...ready, ...cooling];
  }

  private backoff(attempt: number): number {
    const base = Math.min(this.policy.maxDelayMs, this.policy.baseDelayMs * 2 ** (attempt - 1));
    return Math.min(this.policy.maxDelayMs, base * (1 + this.policy.jitter * this.clock.random()));
  }
}
