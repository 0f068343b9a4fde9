export const REDACTED_CREDENTIAL = '[REDACTED credential]';
