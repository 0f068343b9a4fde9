export type GraphErrorCode = 'INCOMPATIBLE_GRAMMAR' | 'UNKNOWN_SYMBOL' | 'INVALID_CACHE';

const marker = Symbol.for('@codehawk/graph.error');

/** The one error class of `@codehawk/graph`; `code` is stable, the message says what to do. */
export class GraphError extends Error {
  private readonly [marker] = true;
  override readonly name = 'GraphError';

  constructor(
    readonly code: GraphErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /**
   * True for a GraphError thrown by any copy of `@codehawk/graph` (`instanceof` fails when two copies are
   * installed, so this checks a registered symbol instead).
   */
  static isInstance(error: unknown): error is GraphError {
    return typeof error === 'object' && error !== null && marker in error;
  }
}
