/** Stable codes for everything this package can reject. */
export type FindingsErrorCode = 'INVALID_CR_ID' | 'INVALID_FINDINGS_FILE';

/** The one error class of `@codehawk/findings`; `code` is stable, the message says what to do. */
export class FindingsError extends Error {
  override readonly name = 'FindingsError';

  constructor(
    readonly code: FindingsErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
