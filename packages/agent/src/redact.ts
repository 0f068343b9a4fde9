// Secrets never leave the runner: every event, result text and error passes through a redactor.

/** Names of environment variables whose values are treated as secrets. */
const SECRET_NAME = /(KEY|TOKEN|SECRET|PASSWORD|PASSWD|PAT|CREDENTIAL|AUTH)(_|$)/i;

/** Well-known credential shapes, masked even when the value was never handed to us. */
const CREDENTIAL_PATTERNS: readonly RegExp[] = [
  /\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{16,}/g, // OpenAI
  /\bgh[pousr]_[A-Za-z0-9]{30,}/g, // GitHub tokens
  /\bgithub_pat_[A-Za-z0-9_]{40,}/g,
  /\bAKIA[0-9A-Z]{16}\b/g, // AWS access key id
  /\bxox[abprs]-[A-Za-z0-9-]{10,}/g, // Slack
  /(?<=\b[Bb]earer\s+)[A-Za-z0-9._~+/=-]{16,}/g,
];

export const REDACTED = '[REDACTED]';

export type Redactor = (text: string) => string;

export interface RedactorOptions {
  /** Values to mask wherever they appear (API keys handed to providers, tokens). */
  secrets?: readonly (string | undefined)[];
  /** Environment whose secret-looking variables are masked too (default: none). */
  env?: Readonly<Record<string, string | undefined>>;
}

/** A function that masks known secret values and credential-shaped strings. */
export function createRedactor(options: RedactorOptions = {}): Redactor {
  const values = new Set<string>();
  for (const secret of options.secrets ?? []) if (secret && secret.length >= 6) values.add(secret);
  for (const [name, value] of Object.entries(options.env ?? {})) {
    if (value && value.length >= 6 && SECRET_NAME.test(name)) values.add(value);
  }
  // Longest first, so a secret containing another is masked whole.
  const ordered = [...values].sort((a, b) => b.length - a.length);
  return (text) => {
    let masked = text;
    for (const value of ordered) masked = masked.split(value).join(REDACTED);
    for (const pattern of CREDENTIAL_PATTERNS) masked = masked.replace(pattern, REDACTED);
    return masked;
  };
}

/** Applies a redactor to every string inside a JSON-like value. */
export function redactDeep<T>(value: T, redact: Redactor): T {
  if (typeof value === 'string') return redact(value) as T;
  if (Array.isArray(value))
    return (value as unknown[]).map((item) => redactDeep(item, redact)) as T;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).map(([key, item]) => [
      key,
      redactDeep(item, redact),
    ]);
    return Object.fromEntries(entries) as T;
  }
  return value;
}
