import {
  codeForStatus,
  httpStatusOf,
  networkCodeOf,
  VcsError,
  writeSafely,
  type FailureFacts,
} from '@codehawk/vcs';

/** A node-api failure as a classified `VcsError`. */
export function toVcsError(error: unknown, action: string): VcsError {
  if (VcsError.isInstance(error)) return error;
  const status = httpStatusOf(error, 'statusCode');
  const message = error instanceof Error ? error.message : String(error);
  const code = status === undefined ? 'TRANSIENT' : codeForStatus(status);
  const hint =
    code === 'AUTH'
      ? ' Check the token: it needs Code (Read & write) and Pull Request Threads permissions.'
      : '';
  return new VcsError(
    code,
    `Azure DevOps: ${action} failed${status === undefined ? '' : ` (${status})`}: ${message}.${hint}`,
    { cause: error, ...(status === undefined ? {} : { status }) },
  );
}

/** What a node-api failure says about a request: the status, Retry-After, or the network error. */
export function failureFacts(error: unknown): FailureFacts {
  const status = httpStatusOf(error, 'statusCode');
  if (status === undefined) {
    const networkCode = networkCodeOf(error);
    return networkCode === undefined ? {} : { networkCode };
  }
  const headers: unknown =
    typeof error === 'object' && error !== null ? Reflect.get(error, 'responseHeaders') : undefined;
  const retryAfter =
    typeof headers === 'object' && headers !== null
      ? Number(Reflect.get(headers, 'retry-after'))
      : Number.NaN;
  return {
    status,
    ...(Number.isFinite(retryAfter) && retryAfter >= 0 ? { retryAfterSeconds: retryAfter } : {}),
  };
}

export interface RetryOptions {
  retries?: number;
  retryDelayMs?: number;
  /** Milliseconds per Retry-After second (default 1,000). */
  retryAfterScale?: number;
}

/** Runs a read, retrying throttled and transient failures (honouring Retry-After) with exponential backoff. */
export async function readWithRetries<T>(
  action: string,
  request: () => Promise<T>,
  options: RetryOptions,
): Promise<T> {
  const retries = options.retries ?? 3;
  for (let attempt = 0; ; attempt++) {
    try {
      return await request();
    } catch (error) {
      const classified = toVcsError(error, action);
      const retryable = classified.code === 'TRANSIENT' || classified.code === 'RATE_LIMITED';
      if (!retryable || attempt >= retries) throw classified;
      const retryAfter = failureFacts(error).retryAfterSeconds;
      await new Promise((resolve) =>
        setTimeout(
          resolve,
          retryAfter === undefined
            ? (options.retryDelayMs ?? 500) * 2 ** attempt
            : retryAfter * (options.retryAfterScale ?? 1000),
        ),
      );
    }
  }
}

/**
 * Runs a write; sends it again only when that is safe: after a failure that proves nothing landed,
 * or once `readBack` found it absent (without `readBack` the write must be idempotent).
 */
export async function writeWithRetries<T>(
  action: string,
  send: () => Promise<T>,
  options: RetryOptions & { readBack?: () => Promise<T | undefined> },
): Promise<T> {
  try {
    return await writeSafely({
      send,
      facts: failureFacts,
      ...(options.readBack ? { readBack: options.readBack } : {}),
      ...(options.retries === undefined ? {} : { retries: options.retries }),
      retryDelayMs: options.retryDelayMs ?? 500,
      ...(options.retryAfterScale === undefined
        ? {}
        : { retryAfterScale: options.retryAfterScale }),
    });
  } catch (error) {
    throw toVcsError(error, action);
  }
}
