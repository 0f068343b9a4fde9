export type GraphErrorCode = 'INCOMPATIBLE_GRAMMAR' | 'UNKNOWN_SYMBOL' | 'INVALID_CACHE';

/** The one error class of `@codehawk/graph`. */
export class GraphError extends Error {
  override readonly name = 'GraphError';

  constructor(
    readonly code: GraphErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
