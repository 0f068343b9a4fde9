/** Stable codes for everything `@codehawk/config` can reject. */
export type ConfigErrorCode = 'INVALID_SETTING';

const marker = Symbol.for('@codehawk/config.error');

/**
 * The one error class of `@codehawk/config`: a setting that could not be accepted. `setting`
 * names the variable, key or flag to fix; the message says what it accepts.
 */
export class ConfigError extends Error {
  private readonly [marker] = true;
  override readonly name = 'ConfigError';
  readonly code: ConfigErrorCode = 'INVALID_SETTING';

  constructor(
    readonly setting: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /**
   * True for a ConfigError thrown by any copy of `@codehawk/config` (`instanceof` fails when two
   * copies are installed, so this checks a registered symbol instead).
   */
  static isInstance(error: unknown): error is ConfigError {
    return typeof error === 'object' && error !== null && marker in error;
  }
}
