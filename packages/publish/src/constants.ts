export const REDACTED_CREDENTIAL = '[REDACTED credential]';

/** Hidden marker on our verification replies, so a re-run never repeats one. */
export const VERIFICATION_MARKER = (status: string): string =>
  `<!-- codehawk-verification: ${status} -->`;
