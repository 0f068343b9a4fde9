// Record and replay of model exchanges: a review recorded once can be served back without the
// endpoint, deterministically, so a prompt or pipeline change shows up as a replay mismatch.
import { createHash } from 'node:crypto';
import * as z from 'zod';
import { AgentError, ProviderError, type ProviderErrorKind } from './errors.js';
import type { LlmProvider, LlmRequest, LlmResponse } from './provider.js';
import { createRedactor, redactDeep, type Redactor, type RedactorOptions } from './redact.js';

const CASSETTE_VERSION = 1;

const tokenUsage = z.object({
  inputTokens: z.number(),
  outputTokens: z.number(),
  totalTokens: z.number(),
  cachedInputTokens: z.number(),
  reasoningTokens: z.number(),
});

const responseSchema = z.object({
  text: z.string(),
  toolCalls: z.array(z.object({ id: z.string(), name: z.string(), arguments: z.string() })),
  finishReason: z.enum(['stop', 'tool_calls', 'length', 'content_filter', 'other']),
  usage: tokenUsage,
  provider: z.string(),
  model: z.string(),
  responseId: z.string().optional(),
});

const errorKinds = [
  'rate_limited',
  'server',
  'timeout',
  'connection',
  'auth',
  'invalid_request',
  'not_found',
  'cancelled',
  'unknown',
] as const satisfies readonly ProviderErrorKind[];

const exchangeSchema = z.object({
  /** 1-based position in the order the calls were made. */
  call: z.number().int().positive(),
  /** sha256 of the normalised, redacted request. */
  hash: z.string(),
  request: z.record(z.string(), z.unknown()),
  response: responseSchema.optional(),
  error: z
    .object({
      kind: z.enum(errorKinds),
      message: z.string(),
      status: z.number().optional(),
      retryAfterMs: z.number().optional(),
    })
    .optional(),
});

const cassetteSchema = z.object({
  version: z.literal(CASSETTE_VERSION),
  provider: z.string(),
  /** The model and settings of the recorded run (no credentials). */
  settings: z.record(z.string(), z.unknown()),
  /** Facts of the recorded run the replay reproduces (e.g. its duration). */
  run: z.record(z.string(), z.unknown()).optional(),
  exchanges: z.array(exchangeSchema),
});

export type Cassette = z.infer<typeof cassetteSchema>;
export type CassetteExchange = z.infer<typeof exchangeSchema>;

/** A cassette file that cannot be read as one. */
export class CassetteError extends AgentError {
  override readonly name = 'CassetteError';
  declare readonly code: 'INVALID_CASSETTE';

  constructor(message: string, options?: { cause?: unknown }) {
    super('INVALID_CASSETTE', message, options);
  }
}

/**
 * A replayed request that matches no recorded call. The message names the call, the nearest
 * recorded call and the first field where they differ.
 */
export class ReplayMismatchError extends AgentError {
  override readonly name = 'ReplayMismatchError';
  declare readonly code: 'REPLAY_MISMATCH';

  constructor(
    message: string,
    /** 1-based number of the call that did not match. */
    readonly call: number,
    /** Where the request first differs from the nearest recorded one, e.g. `messages[1].content`. */
    readonly field: string | undefined,
  ) {
    super('REPLAY_MISMATCH', message);
  }
}

export interface CassetteOptions extends RedactorOptions {
  /**
   * Rewrites every string of a request before it is hashed and stored, for parts that differ
   * between runs without meaning anything (a temporary checkout's path).
   */
  normalize?: (text: string) => string;
}

type Normalized = Record<string, unknown>;

/** The request as recorded and hashed: what the model sees, redacted, without the abort signal. */
export function normalizeRequest(
  request: LlmRequest,
  redact: Redactor = createRedactor(),
  normalize: (text: string) => string = (text) => text,
): Normalized {
  const { signal: _signal, ...rest } = request;
  void _signal;
  return sortKeys(redactDeep(rest, (text) => redact(normalize(text)))) as Normalized;
}

/** The sha256 of a normalised request's canonical JSON (keys sorted). */
export function requestHash(normalized: Normalized): string {
  return createHash('sha256').update(JSON.stringify(normalized)).digest('hex');
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([key, item]) => [key, sortKeys(item)]));
  }
  return value;
}

/** Wraps a provider and records every exchange, redacted, for `toCassette()`. */
export class RecordingProvider implements LlmProvider {
  readonly name: string;
  private readonly exchanges: CassetteExchange[] = [];
  private readonly redact: Redactor;
  private calls = 0;

  constructor(
    private readonly inner: LlmProvider,
    private readonly settings: Record<string, unknown> = {},
    private readonly options: CassetteOptions = {},
  ) {
    this.name = inner.name;
    this.redact = createRedactor(options);
  }

  async generate(request: LlmRequest): Promise<LlmResponse> {
    const call = ++this.calls;
    const normalized = normalizeRequest(request, this.redact, this.options.normalize);
    const hash = requestHash(normalized);
    try {
      const response = await this.inner.generate(request);
      this.exchanges.push({
        call,
        hash,
        request: normalized,
        response: redactDeep(response, this.redact),
      });
      return response;
    } catch (error) {
      // Failures the runner may retry are replayed too, so the replay takes the same path.
      if (error instanceof ProviderError && error.kind !== 'cancelled')
        this.exchanges.push({
          call,
          hash,
          request: normalized,
          error: {
            kind: error.kind,
            message: this.redact(error.message),
            ...(error.status === undefined ? {} : { status: error.status }),
            ...(error.retryAfterMs === undefined ? {} : { retryAfterMs: error.retryAfterMs }),
          },
        });
      throw error;
    }
  }

  /** Everything recorded so far, in call order; `run` holds facts of the run to reproduce. */
  toCassette(run?: Record<string, unknown>): Cassette {
    return {
      version: CASSETTE_VERSION,
      provider: this.inner.name,
      settings: redactDeep(this.settings, this.redact),
      ...(run ? { run } : {}),
      exchanges: [...this.exchanges].sort((a, b) => a.call - b.call),
    };
  }
}

/** A cassette as the text of a file. */
export function serializeCassette(cassette: Cassette): string {
  return `${JSON.stringify(cassette, null, 2)}\n`;
}

/** Reads a cassette file's text; `source` names it in errors. */
export function parseCassette(text: string, source = 'the cassette'): Cassette {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new CassetteError(
      `${source} is not JSON (${error instanceof Error ? error.message : String(error)}); record it again with --record.`,
      { cause: error },
    );
  }
  const parsed = cassetteSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new CassetteError(
      `${source} is not a CodeHawk cassette (version ${CASSETTE_VERSION}): ${issue ? `${issue.path.join('.') || 'the top level'}: ${issue.message}` : 'invalid'}; record it again with --record.`,
    );
  }
  return parsed.data;
}

/**
 * Serves the responses of a cassette instead of calling a model. A request is matched on the hash
 * of its normalised form; identical requests are served in recorded order, so parallel batches
 * replay whatever order they arrive in. A request with no recorded match throws a
 * `ReplayMismatchError` (also kept in `mismatch`, since the runner reports it as a failed run).
 */
export class ReplayProvider implements LlmProvider {
  readonly name: string;
  /** The first mismatch, if any. */
  mismatch: ReplayMismatchError | undefined;
  private readonly unused: CassetteExchange[];
  private readonly redact: Redactor;
  private calls = 0;

  constructor(
    readonly cassette: Cassette,
    private readonly options: CassetteOptions = {},
  ) {
    this.name = cassette.provider;
    this.unused = [...cassette.exchanges].sort((a, b) => a.call - b.call);
    this.redact = createRedactor(options);
  }

  /** Recorded calls not served (a shorter run than the recorded one). */
  get remaining(): number {
    return this.unused.length;
  }

  async generate(request: LlmRequest): Promise<LlmResponse> {
    const call = ++this.calls;
    if (request.signal?.aborted) throw new ProviderError('cancelled', 'The request was cancelled.');
    const normalized = normalizeRequest(request, this.redact, this.options.normalize);
    const hash = requestHash(normalized);
    const index = this.unused.findIndex((exchange) => exchange.hash === hash);
    if (index < 0) throw this.fail(call, normalized);
    const [exchange] = this.unused.splice(index, 1);
    if (exchange?.error) {
      const { kind, message, status, retryAfterMs } = exchange.error;
      throw new ProviderError(kind, message, {
        ...(status === undefined ? {} : { status }),
        ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
      });
    }
    if (!exchange?.response)
      throw this.fail(call, normalized, 'the recorded call has neither a response nor an error');
    return Promise.resolve({ ...exchange.response, toolCalls: [...exchange.response.toolCalls] });
  }

  private fail(call: number, normalized: Normalized, why?: string): ReplayMismatchError {
    const advice =
      'The prompts, the pipeline or the change differ from the recorded run: record the cassette again with --record.';
    let error: ReplayMismatchError;
    if (why)
      error = new ReplayMismatchError(`Replay call ${call}: ${why}. ${advice}`, call, undefined);
    else if (this.unused.length === 0)
      error = new ReplayMismatchError(
        `Replay call ${call} has no recorded call left: the cassette recorded ${this.cassette.exchanges.length}. ${advice}`,
        call,
        undefined,
      );
    else {
      const text = JSON.stringify(normalized);
      // The nearest recorded call: the one sharing the longest prefix of canonical JSON.
      let nearest = this.unused[0] as CassetteExchange;
      let best = -1;
      for (const exchange of this.unused) {
        const shared = commonPrefix(text, JSON.stringify(exchange.request));
        if (shared > best) {
          best = shared;
          nearest = exchange;
        }
      }
      const difference = firstDifference(nearest.request, normalized, '');
      const field = difference?.path ?? '(the request)';
      error = new ReplayMismatchError(
        `Replay call ${call} (model ${String(normalized.model)}) matches no recorded call. Nearest is recorded call ${nearest.call}; they first differ at ${field}: recorded ${difference?.recorded ?? '?'}, now ${difference?.now ?? '?'}. ${advice}`,
        call,
        difference?.path,
      );
    }
    this.mismatch ??= error;
    return error;
  }
}

function commonPrefix(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  let index = 0;
  while (index < length && a.charCodeAt(index) === b.charCodeAt(index)) index++;
  return index;
}

function excerpt(value: unknown, around = 0): string {
  if (value === undefined) return '(absent)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const start = Math.max(0, around - 30);
  const cut = text.slice(start, start + 80);
  return JSON.stringify(`${start > 0 ? '…' : ''}${cut}${start + 80 < text.length ? '…' : ''}`);
}

/** The path of the first place two JSON values differ, with short excerpts of both sides. */
function firstDifference(
  recorded: unknown,
  now: unknown,
  path: string,
): { path: string; recorded: string; now: string } | undefined {
  if (typeof recorded === 'string' && typeof now === 'string') {
    if (recorded === now) return undefined;
    const at = commonPrefix(recorded, now);
    return { path: path || '(root)', recorded: excerpt(recorded, at), now: excerpt(now, at) };
  }
  const bothArrays = Array.isArray(recorded) && Array.isArray(now);
  const bothObjects =
    !bothArrays &&
    recorded !== null &&
    now !== null &&
    typeof recorded === 'object' &&
    typeof now === 'object' &&
    !Array.isArray(recorded) &&
    !Array.isArray(now);
  if (bothArrays) {
    const length = Math.max(recorded.length, now.length);
    for (let index = 0; index < length; index++) {
      const found = firstDifference(recorded[index], now[index], `${path}[${index}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (bothObjects) {
    const left = recorded as Record<string, unknown>;
    const right = now as Record<string, unknown>;
    const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])].sort();
    for (const key of keys) {
      const found = firstDifference(left[key], right[key], path ? `${path}.${key}` : key);
      if (found) return found;
    }
    return undefined;
  }
  if (JSON.stringify(recorded) === JSON.stringify(now)) return undefined;
  return { path: path || '(root)', recorded: excerpt(recorded), now: excerpt(now) };
}
