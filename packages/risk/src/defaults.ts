export type RiskComponentName =
  | 'lines_changed'
  | 'path_sensitivity'
  | 'new_file'
  | 'test_coverage_gap'
  | 'caller_count'
  | 'file_type';

export type RiskWeights = Record<RiskComponentName, number>;

/** CodeHawk's weights; they sum to 1. */
export const DEFAULT_WEIGHTS: RiskWeights = {
  lines_changed: 0.25,
  path_sensitivity: 0.25,
  new_file: 0.15,
  test_coverage_gap: 0.15,
  caller_count: 0.1,
  file_type: 0.1,
};

export const DEFAULT_THRESHOLDS = { high: 0.6, medium: 0.3 };

/**
 * Words that make a path security-sensitive, as patterns a whole word of the path must match: a
 * path's words are its segments split at `-`, `_`, `.` and camelCase (`OracleClient.ts` → oracle,
 * client, ts), so `acl` is not found in `Oracle…` nor `auth` in `Author.ts`. `oauth`, `oauth2` and
 * `OAuth` (→ o, auth) count; `tokenizer` and `authorship` do not.
 */
export const DEFAULT_SENSITIVE_WORDS: readonly string[] = [
  'auth',
  'authn',
  'authz',
  'authenticat(e|es|ed|ion|ions|or|ors|ing)',
  'authori[sz](e|es|ed|ation|ations|er|ers|ing)',
  'oauth\\d*',
  'crypto',
  'cryptography',
  'cipher',
  '(en|de)crypt(s|ed|ion|or|ing)?',
  'permissions?',
  'security',
  'secrets?',
  'passwords?',
  'passwd',
  'credentials?',
  'tokens?',
  'sessions?',
  'login',
  'logout',
  'signin',
  'jwt',
  'acls?',
  'rbac',
  'csrf',
  'payments?',
  'billing',
  'saniti[sz](e|es|ed|er|ers|ation|ing)',
  'migrations?',
];

/** Extra globs whose files are security-sensitive (none by default: words decide). */
export const DEFAULT_SENSITIVE_PATHS: readonly string[] = [];

/**
 * Documentation. Tests are low-risk too, by the `isTestPath` rule a caller passes (CodeHawk's
 * review passes the code graph's, so risk and test reach agree on what a test is).
 */
export const DEFAULT_LOW_RISK_PATHS: readonly string[] = [
  '**/docs/**',
  '**/doc/**',
  '**/*.md',
  '**/*.mdx',
  '**/*.rst',
];

export const CODE_EXTENSIONS: ReadonlySet<string> = new Set(
  'ts tsx mts cts js jsx mjs cjs py go java kt kts scala cs fs vb rs c h cc cpp cxx hpp rb php swift m mm sql sh bash ps1 lua dart ex exs erl clj hs ml vue svelte'.split(
    ' ',
  ),
);

export const MARKUP_EXTENSIONS: ReadonlySet<string> = new Set(
  'md mdx rst txt adoc html htm xml svg'.split(' '),
);
