/** The exit codes of `codehawk`, as documented in the README. */
export const EXIT = {
  /** Success, and the gate (if any) passed. */
  ok: 0,
  /** The gate failed. */
  gateFailed: 1,
  /** Bad usage, configuration or input. */
  usage: 2,
  /** Something failed while running (I/O, network, a bug). */
  runtime: 3,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** An error the user can fix: bad flags, a missing or malformed input file, bad configuration. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
