/** Stable codes for everything `@codehawk/agent` throws; each has its subclass. */
export type AgentErrorCode =
  | 'PROVIDER_FAILED' // ProviderError: the model call failed (its `kind` says how)
  | 'INVALID_CASSETTE' // CassetteError
  | 'REPLAY_MISMATCH' // ReplayMismatchError
  | 'INVALID_TOOL'; // ToolRegistrationError

const marker = Symbol.for('@codehawk/agent.error');

/** The one base error class of `@codehawk/agent`; `code` says which subclass it is. */
export class AgentError extends Error {
  private readonly [marker] = true;
  override readonly name: string = 'AgentError';

  constructor(
    readonly code: AgentErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /**
   * True for an AgentError thrown by any copy of `@codehawk/agent` (`instanceof` fails when two
   * copies are installed, so this checks a registered symbol instead).
   */
  static isInstance(error: unknown): error is AgentError {
    return typeof error === 'object' && error !== null && marker in error;
  }
}

/**
 * How a provider failure is classified. Transient kinds are retried by the runner; the others fail
 * fast.
 */
export type ProviderErrorKind =
  | 'rate_limited' // 429
  | 'server' // 5xx
  | 'timeout' // 408, or no answer in time
  | 'connection' // reset, refused, DNS
  | 'auth' // 401, 403
  | 'invalid_request' // 400, 422
  | 'not_found' // 404 (unknown model, endpoint)
  | 'cancelled'
  | 'unknown';

const TRANSIENT: ReadonlySet<ProviderErrorKind> = new Set([
  'rate_limited',
  'server',
  'timeout',
  'connection',
]);

/** The error a provider throws. The runner reads `kind`, `status` and `retryAfterMs`. */
export class ProviderError extends AgentError {
  override readonly name = 'ProviderError';
  declare readonly code: 'PROVIDER_FAILED';
  readonly kind: ProviderErrorKind;
  readonly status: number | undefined;
  /** How long the server asked us to wait, from `retry-after-ms` or `retry-after`. */
  readonly retryAfterMs: number | undefined;

  constructor(
    kind: ProviderErrorKind,
    message: string,
    options: { status?: number; retryAfterMs?: number; cause?: unknown } = {},
  ) {
    super('PROVIDER_FAILED', message, { cause: options.cause });
    this.kind = kind;
    this.status = options.status;
    this.retryAfterMs = options.retryAfterMs;
  }

  get transient(): boolean {
    return TRANSIENT.has(this.kind);
  }

  /** True for a ProviderError from any copy of `@codehawk/agent`. */
  static override isInstance(error: unknown): error is ProviderError {
    return AgentError.isInstance(error) && error.code === 'PROVIDER_FAILED';
  }
}

/** The kind for an HTTP status. */
export function kindForStatus(status: number): ProviderErrorKind {
  if (status === 429) return 'rate_limited';
  if (status === 408) return 'timeout';
  if (status === 401 || status === 403) return 'auth';
  if (status === 404) return 'not_found';
  if (status === 400 || status === 422) return 'invalid_request';
  if (status >= 500) return 'server';
  return 'unknown';
}

/**
 * Milliseconds to wait from `retry-after-ms` (OpenAI) or `retry-after` (seconds or an HTTP date).
 * Undefined when neither is usable.
 */
export function retryAfterFromHeaders(
  get: (name: string) => string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  const milliseconds = Number(get('retry-after-ms'));
  if (get('retry-after-ms') != null && Number.isFinite(milliseconds) && milliseconds >= 0) {
    return milliseconds;
  }
  const value = get('retry-after');
  if (value == null || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
