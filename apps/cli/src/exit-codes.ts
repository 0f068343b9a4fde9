import type { AgentErrorCode } from '@codehawk/agent';
import type { ConfigErrorCode } from '@codehawk/config';
import type { CorpusErrorCode } from '@codehawk/eval';
import type { FindingsErrorCode } from '@codehawk/findings';
import type { GraphErrorCode } from '@codehawk/graph';
import type { PublishErrorCode } from '@codehawk/publish';
import type { ScoringConfigErrorCode } from '@codehawk/scorer';
import type { VcsErrorCode } from '@codehawk/vcs';

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

/**
 * The exit code of every code a library's error carries — the one place that decides it. A code
 * the user fixes (a setting, a token, an input file) is usage; one that may pass on a retry or is
 * a fault of ours is runtime. Adding a code to a library fails to compile until it is listed here.
 */
export const EXIT_FOR_ERROR = {
  agent: {
    PROVIDER_FAILED: EXIT.runtime,
    INVALID_CASSETTE: EXIT.usage,
    REPLAY_MISMATCH: EXIT.runtime,
    INVALID_TOOL: EXIT.runtime,
  },
  config: { INVALID_SETTING: EXIT.usage },
  eval: { INVALID_CORPUS: EXIT.usage },
  findings: { INVALID_CR_ID: EXIT.usage, INVALID_FINDINGS_FILE: EXIT.usage },
  graph: {
    INCOMPATIBLE_GRAMMAR: EXIT.runtime,
    UNKNOWN_SYMBOL: EXIT.usage,
    INVALID_CACHE: EXIT.runtime,
  },
  publish: { INVALID_FINDINGS: EXIT.usage },
  scorer: { INVALID_SCORING_CONFIG: EXIT.usage },
  vcs: {
    NOT_FOUND: EXIT.usage,
    AUTH: EXIT.usage,
    INVALID: EXIT.usage,
    UNSUPPORTED: EXIT.usage,
    RATE_LIMITED: EXIT.runtime,
    CONFLICT: EXIT.runtime,
    TRANSIENT: EXIT.runtime,
  },
} as const satisfies {
  agent: Record<AgentErrorCode, ExitCode>;
  config: Record<ConfigErrorCode, ExitCode>;
  eval: Record<CorpusErrorCode, ExitCode>;
  findings: Record<FindingsErrorCode, ExitCode>;
  graph: Record<GraphErrorCode, ExitCode>;
  publish: Record<PublishErrorCode, ExitCode>;
  scorer: Record<ScoringConfigErrorCode, ExitCode>;
  vcs: Record<VcsErrorCode, ExitCode>;
};

/** Which library threw an error, and its code. */
export type LibraryFailure = {
  [Library in keyof typeof EXIT_FOR_ERROR]: {
    library: Library;
    code: keyof (typeof EXIT_FOR_ERROR)[Library];
  };
}[keyof typeof EXIT_FOR_ERROR];

/** The exit code for a library's error, from the one table. */
export function exitCodeFor(failure: LibraryFailure): ExitCode {
  const codes: Readonly<Record<string, ExitCode>> = EXIT_FOR_ERROR[failure.library];
  return codes[failure.code] ?? EXIT.runtime;
}
