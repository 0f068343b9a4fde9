/** Stable codes every provider classifies its failures into. */
export type VcsErrorCode =
  'NOT_FOUND' | 'AUTH' | 'RATE_LIMITED' | 'CONFLICT' | 'TRANSIENT' | 'INVALID' | 'UNSUPPORTED';

const marker = Symbol.for('@codehawk/vcs.error');

/** The one error class of the VCS packages; `code` is stable, the message says what to do. */
export class VcsError extends Error {
  private readonly [marker] = true;
  override readonly name = 'VcsError';

  constructor(
    readonly code: VcsErrorCode,
    message: string,
    options: { cause?: unknown; status?: number } = {},
  ) {
    super(message, { cause: options.cause });
    this.status = options.status;
  }

  readonly status: number | undefined;
  /**
   * True for a VcsError thrown by any copy of `@codehawk/vcs` (`instanceof` fails when two copies are
   * installed, so this checks a registered symbol instead).
   */
  static isInstance(error: unknown): error is VcsError {
    return typeof error === 'object' && error !== null && marker in error;
  }
}

/**
 * The HTTP status a client library put on its error, under `field` (`status` for Octokit,
 * `statusCode` for azure-devops-node-api); none for a failure that never got a response.
 */
export function httpStatusOf(error: unknown, field: string): number | undefined {
  if (typeof error !== 'object' || error === null || !(field in error)) return undefined;
  const status: unknown = Reflect.get(error, field);
  return typeof status === 'number' ? status : undefined;
}

/** The code for an HTTP status. */
export function codeForStatus(status: number): VcsErrorCode {
  if (status === 401 || status === 403) return 'AUTH';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409 || status === 412) return 'CONFLICT';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 422 || status === 400) return 'INVALID';
  return status >= 500 || status === 408 ? 'TRANSIENT' : 'INVALID';
}
