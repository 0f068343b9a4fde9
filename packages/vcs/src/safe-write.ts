// Writes to a platform are retried only when that is safe: when the failure proves nothing was
// applied, or after reading back that it was not. A write is never sent twice blindly.

/** What a failed request tells about the write it carried. */
export type WriteFailureKind =
  /** The answer proves nothing was applied (throttled, connection refused): send again. */
  | 'not_applied'
  /** The request may have been applied (a lost answer, a reset, a 5xx): read back, then send again. */
  | 'ambiguous'
  /** Retrying would not help (bad request, no permission, not found). */
  | 'final';

/** The facts of a failure, as a provider reads them off its client's error. */
export interface FailureFacts {
  /** The HTTP status, when an answer came. */
  status?: number;
  /** `Retry-After` in seconds, when the answer carried one. */
  retryAfterSeconds?: number;
  /** The platform said this is a secondary (abuse) rate limit. */
  secondaryRateLimit?: boolean;
  /** A Node.js network error code (`ECONNREFUSED`, `ECONNRESET`, …) when no answer came. */
  networkCode?: string;
}

/** Network failures that happen before a request leaves the machine. */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/** What a failure says about the write: see {@link WriteFailureKind}. */
export function classifyWriteFailure(facts: FailureFacts): WriteFailureKind {
  const { status } = facts;
  if (status === undefined) {
    return facts.networkCode !== undefined && NOT_SENT.has(facts.networkCode)
      ? 'not_applied'
      : 'ambiguous';
  }
  if (status === 429) return 'not_applied';
  if (
    status === 403 &&
    (facts.secondaryRateLimit === true || facts.retryAfterSeconds !== undefined)
  )
    return 'not_applied';
  // A 502 or 503 usually means the write never reached the server, but gateways have answered
  // them after it was applied: read back first (one cheap read), so they are retried, never doubled.
  if (status >= 500 || status === 408) return 'ambiguous';
  return 'final';
}

/** The first Node.js network error code on an error or its causes. */
export function networkCodeOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && typeof current === 'object' && current !== null; depth++) {
    const code: unknown = Reflect.get(current, 'code');
    if (typeof code === 'string' && /^(E[A-Z]+|UND_ERR_[A-Z_]+)$/.test(code)) return code;
    current = Reflect.get(current, 'cause');
  }
  return undefined;
}

export interface SafeWriteOptions<T> {
  /** Sends the write once. */
  send: () => Promise<T>;
  /**
   * After an ambiguous failure: what landed, or `undefined` when the write did not. Omit it for
   * writes that are idempotent (an edit, a status change): those are simply sent again.
   */
  readBack?: () => Promise<T | undefined>;
  /** Reads the facts off the client's error. */
  facts: (error: unknown) => FailureFacts;
  /** How many times a write is sent again (default 3). */
  retries?: number;
  /** First backoff when the answer named no Retry-After, doubled each time (default 1,000 ms). */
  retryDelayMs?: number;
  /** Milliseconds per Retry-After second (default 1,000). */
  retryAfterScale?: number;
  sleep?: (milliseconds: number) => Promise<void>;
}

const pause = (milliseconds: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, milliseconds));

/**
 * Sends a write, and sends it again only when that cannot apply it twice: after a failure that
 * proves nothing was applied (honouring Retry-After), or after an ambiguous one once `readBack`
 * found it absent. Throws the last failure when retries run out or the failure is final.
 */
export async function writeSafely<T>(options: SafeWriteOptions<T>): Promise<T> {
  const retries = options.retries ?? 3;
  const sleep = options.sleep ?? pause;
  for (let attempt = 0; ; attempt++) {
    try {
      return await options.send();
    } catch (error) {
      const facts = options.facts(error);
      const kind = classifyWriteFailure(facts);
      if (kind === 'final' || attempt >= retries) throw error;
      const delay =
        facts.retryAfterSeconds !== undefined
          ? facts.retryAfterSeconds * (options.retryAfterScale ?? 1000)
          : (options.retryDelayMs ?? 1000) * 2 ** attempt;
      await sleep(delay);
      if (kind === 'ambiguous' && options.readBack) {
        const landed = await options.readBack();
        if (landed !== undefined) return landed;
      }
    }
  }
}
