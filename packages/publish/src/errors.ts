/** The one error class of `@codehawk/publish`: the findings file cannot be published. */
export class PublishError extends Error {
  override readonly name = 'PublishError';

  constructor(
    readonly code: 'INVALID_FINDINGS',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
