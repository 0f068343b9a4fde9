import { codeForStatus, httpStatusOf, VcsError } from '@codehawk/vcs';

/** A node-api failure as a classified `VcsError`. */
export function toVcsError(error: unknown, action: string): VcsError {
  if (error instanceof VcsError) return error;
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

/** Runs a read, retrying throttled and transient failures with exponential backoff. */
export async function readWithRetries<T>(
  action: string,
  request: () => Promise<T>,
  options: { retries?: number; retryDelayMs?: number },
): Promise<T> {
  const retries = options.retries ?? 3;
  for (let attempt = 0; ; attempt++) {
    try {
      return await request();
    } catch (error) {
      const classified = toVcsError(error, action);
      const retryable = classified.code === 'TRANSIENT' || classified.code === 'RATE_LIMITED';
      if (!retryable || attempt >= retries) throw classified;
      await new Promise((resolve) =>
        setTimeout(resolve, (options.retryDelayMs ?? 500) * 2 ** attempt),
      );
    }
  }
}

/** Runs a write once; a failure is reported, never re-sent here. */
export async function writeOnce<T>(action: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw toVcsError(error, action);
  }
}
