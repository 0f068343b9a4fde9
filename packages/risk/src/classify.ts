import picomatch from 'picomatch';
import {
  CODE_EXTENSIONS,
  DEFAULT_LOW_RISK_PATHS,
  DEFAULT_SENSITIVE_PATHS,
  DEFAULT_SENSITIVE_WORDS,
  DEFAULT_THRESHOLDS,
  DEFAULT_WEIGHTS,
  MARKUP_EXTENSIONS,
  type RiskComponentName,
  type RiskWeights,
} from './defaults.js';

/** What the classifier knows about one changed file. Graph signals are optional. */
export interface RiskInput {
  path: string;
  additions: number;
  deletions: number;
  isNew: boolean;
  /** Number of call sites that reach the changed code (from the code graph). */
  callerCount?: number | undefined;
  /** Whether any test reaches the changed code (from the code graph); absent when unknown. */
  coveredByTests?: boolean | undefined;
  /** Why the test reach is what it is (or why it is unknown), in the graph's words. */
  testReason?: string;
  /** The file was renamed (or moved): with no line changed it carries no risk. */
  renamed?: boolean;
}

export type RiskLevel = 'HIGH' | 'MEDIUM' | 'LOW';

/**
 * How unknown signals (no graph) are treated:
 * - `renormalize` (default): the component is left out and the known weights are scaled up to 1,
 *   so the file is judged on what is known;
 * - `neutral`: the component counts as 0.5;
 * - `pessimistic`: the component counts as 1.0 (unknown is treated as risky).
 */
export type MissingSignalPolicy = 'renormalize' | 'neutral' | 'pessimistic';

export interface RiskOptions {
  weights?: Partial<RiskWeights>;
  thresholds?: Partial<{ high: number; medium: number }>;
  /**
   * Patterns a whole word of the path must match for path sensitivity 1.0 (see
   * `DEFAULT_SENSITIVE_WORDS`); the matched word is named in the reason.
   */
  sensitiveWords?: readonly string[];
  /** Globs (picomatch, case-insensitive) whose files get path sensitivity 1.0 as well. */
  sensitivePaths?: readonly string[];
  /** Globs whose files get path sensitivity 0.0 (docs by default). They win over sensitive globs. */
  lowRiskPaths?: readonly string[];
  /**
   * Which files are tests: they get path sensitivity 0.0 as well. CodeHawk passes the code graph's
   * `isTestPath`; without it no file counts as a test by its path.
   */
  isTestPath?: (path: string) => boolean;
  /**
   * Globs of files that are not code (CodeHawk passes its `notCode` setting): their file type
   * counts 0.0, whatever their extension.
   */
  notCodePaths?: readonly string[];
  /** Lines changed at which the size component reaches 1.0. */
  linesForFullWeight?: number;
  /** Caller count at which the caller component reaches 1.0. */
  callersForFullWeight?: number;
  missingSignals?: MissingSignalPolicy;
}

export interface RiskComponent {
  name: RiskComponentName;
  /** 0..1, or null when the signal is unknown. */
  value: number | null;
  weight: number;
  /** The weight actually applied after the missing-signal policy. */
  effectiveWeight: number;
  contribution: number;
  reason: string;
}

export interface RiskAssessment {
  path: string;
  score: number;
  level: RiskLevel;
  components: RiskComponent[];
  /** Components whose signal was unknown. */
  missing: RiskComponentName[];
}

function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1).toLowerCase();
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1);
}

const round = (value: number): number => Math.round(value * 1000) / 1000;

/**
 * The words of a path: each segment, split at non-alphanumerics, and each of those split again
 * at camelCase boundaries (`OAuthProvider` → oauthprovider, o, auth, provider), lower-cased.
 */
export function pathWords(path: string): string[] {
  const words: string[] = [];
  for (const token of path.split(/[^A-Za-z0-9]+/)) {
    if (token === '') continue;
    words.push(token.toLowerCase());
    const parts = token.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? [];
    if (parts.length > 1) words.push(...parts.map((part) => part.toLowerCase()));
  }
  return words;
}

/** The first word of a path that a sensitive pattern matches whole, or undefined. */
function sensitiveWord(path: string, patterns: readonly RegExp[]): string | undefined {
  for (const word of pathWords(path))
    if (patterns.some((pattern) => pattern.test(word))) return word;
  return undefined;
}

type Signal = [RiskComponentName, number | null, string];

/** The path component's rule: tests and docs 0.0 (they win), sensitive words and globs 1.0, else 0.5. */
function pathRule(options: RiskOptions): (path: string) => [number, string] {
  const sensitiveGlobs = [...(options.sensitivePaths ?? DEFAULT_SENSITIVE_PATHS)];
  const isSensitivePath =
    sensitiveGlobs.length === 0
      ? () => false
      : picomatch(sensitiveGlobs, { nocase: true, dot: true });
  const sensitivePatterns = (options.sensitiveWords ?? DEFAULT_SENSITIVE_WORDS).map(
    (word) => new RegExp(`^(?:${word})$`, 'i'),
  );
  const isLowRiskGlob = picomatch([...(options.lowRiskPaths ?? DEFAULT_LOW_RISK_PATHS)], {
    nocase: true,
    dot: true,
  });
  const isTestPath = options.isTestPath ?? (() => false);
  return (path) => {
    if (isTestPath(path) || isLowRiskGlob(path)) return [0, 'test or documentation path'];
    const word = sensitiveWord(path, sensitivePatterns);
    if (word !== undefined) return [1, `security-sensitive path ("${word}")`];
    if (isSensitivePath(path)) return [1, 'security-sensitive path (configured glob)'];
    return [0.5, 'ordinary path'];
  };
}

/** The file type component: not code and markup 0.0, code 1.0, anything else 0.5. */
function fileTypeRule(options: RiskOptions): (path: string) => [number, string] {
  const globs = [...(options.notCodePaths ?? [])];
  const isNotCode =
    globs.length === 0 ? () => false : picomatch(globs, { nocase: true, dot: true });
  return (path) => (isNotCode(path) ? [0, 'not code (notCode setting)'] : fileType(path));
}

function fileType(path: string): [number, string] {
  const extension = extensionOf(path);
  if (CODE_EXTENSIONS.has(extension)) return [1, `code (.${extension})`];
  if (MARKUP_EXTENSIONS.has(extension)) return [0, `markup (.${extension})`];
  return [0.5, extension ? `other file type (.${extension})` : 'no extension'];
}

/** The graph's two signals, or null (unknown) without them. */
function graphSignals(file: RiskInput, fullCallers: number): Signal[] {
  return [
    [
      'test_coverage_gap',
      file.coveredByTests === undefined ? null : file.coveredByTests ? 0 : 1,
      file.testReason ??
        (file.coveredByTests === undefined
          ? 'test reach unknown (no graph)'
          : file.coveredByTests
            ? 'reached by tests'
            : 'no test reaches it'),
    ],
    [
      'caller_count',
      file.callerCount === undefined ? null : Math.min(1, file.callerCount / fullCallers),
      file.callerCount === undefined
        ? 'unknown (no graph)'
        : `${file.callerCount} caller(s) (full weight at ${fullCallers})`,
    ],
  ];
}

/**
 * The weighted components and their total. Unknown signals follow the policy; a rename without a
 * changed line weighs nothing.
 */
function weigh(
  signals: readonly Signal[],
  weights: RiskWeights,
  policy: MissingSignalPolicy,
  unchanged: boolean,
): { components: RiskComponent[]; total: number } {
  const knownWeight = signals.reduce(
    (sum, [name, value]) => sum + (value === null ? 0 : weights[name]),
    0,
  );
  const scale = unchanged ? 0 : policy === 'renormalize' && knownWeight > 0 ? 1 / knownWeight : 1;
  let total = 0;
  const components = signals.map(([name, rawValue, reason]): RiskComponent => {
    const weight = weights[name];
    const value = rawValue === null ? null : round(rawValue);
    const applied = rawValue ?? (policy === 'neutral' ? 0.5 : policy === 'pessimistic' ? 1 : 0);
    const effectiveWeight =
      unchanged || (rawValue === null && policy === 'renormalize')
        ? 0
        : weight * (rawValue === null ? 1 : scale);
    total += applied * effectiveWeight;
    return {
      name,
      value,
      weight,
      effectiveWeight: round(effectiveWeight),
      contribution: round(applied * effectiveWeight),
      reason: unchanged && name === 'lines_changed' ? 'renamed without changes' : reason,
    };
  });
  return { components, total };
}

/** A reusable classifier: globs are compiled once. */
export function createRiskClassifier(
  options: RiskOptions = {},
): (file: RiskInput) => RiskAssessment {
  const weights: RiskWeights = { ...DEFAULT_WEIGHTS, ...options.weights };
  const thresholds = { ...DEFAULT_THRESHOLDS, ...options.thresholds };
  const pathSensitivity = pathRule(options);
  const typeOf = fileTypeRule(options);
  const fullLines = options.linesForFullWeight ?? 500;
  const fullCallers = options.callersForFullWeight ?? 10;
  const policy = options.missingSignals ?? 'renormalize';

  return (file) => {
    const lines = Math.max(0, file.additions) + Math.max(0, file.deletions);
    const signals: Signal[] = [
      [
        'lines_changed',
        Math.min(1, lines / fullLines),
        `${lines} lines changed (full weight at ${fullLines})`,
      ],
      ['path_sensitivity', ...pathSensitivity(file.path)],
      ['new_file', file.isNew ? 1 : 0, file.isNew ? 'new file' : 'existing file'],
      ...graphSignals(file, fullCallers),
      ['file_type', ...typeOf(file.path)],
    ];
    // A rename or move without a changed line changes nothing that could break.
    const unchanged = file.renamed === true && lines === 0;
    const { components, total } = weigh(signals, weights, policy, unchanged);
    const score = round(Math.min(1, total));
    const level: RiskLevel =
      score >= thresholds.high ? 'HIGH' : score >= thresholds.medium ? 'MEDIUM' : 'LOW';
    const missing = components
      .filter((component) => component.value === null)
      .map((component) => component.name);
    return { path: file.path, score, level, components, missing };
  };
}

/** Classifies one file. For many files, build a classifier once with `createRiskClassifier`. */
export function classifyRisk(file: RiskInput, options?: RiskOptions): RiskAssessment {
  return createRiskClassifier(options)(file);
}
