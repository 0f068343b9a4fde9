/** Stable codes for everything `@codehawk/publish` can reject. */
export type PublishErrorCode = 'INVALID_FINDINGS';

const marker = Symbol.for('@codehawk/publish.error');

/** The one error class of `@codehawk/publish`: the findings file cannot be published. */
export class PublishError extends Error {
  private readonly [marker] = true;
  override readonly name = 'PublishError';

  constructor(
    readonly code: PublishErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /**
   * True for a PublishError thrown by any copy of `@codehawk/publish` (`instanceof` fails when two copies are
   * installed, so this checks a registered symbol instead).
   */
  static isInstance(error: unknown): error is PublishError {
    return typeof error === 'object' && error !== null && marker in error;
  }
}
