/** Stable codes for everything this package can reject. */
export type FindingsErrorCode = 'INVALID_CR_ID' | 'INVALID_FINDINGS_FILE';

const marker = Symbol.for('@codehawk/findings.error');

/** The one error class of `@codehawk/findings`; `code` is stable, the message says what to do. */
export class FindingsError extends Error {
  private readonly [marker] = true;
  override readonly name = 'FindingsError';

  constructor(
    readonly code: FindingsErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /**
   * True for a FindingsError thrown by any copy of `@codehawk/findings` (`instanceof` fails when two copies are
   * installed, so this checks a registered symbol instead).
   */
  static isInstance(error: unknown): error is FindingsError {
    return typeof error === 'object' && error !== null && marker in error;
  }
}
