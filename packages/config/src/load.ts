import { CATEGORIES, SEVERITIES, type VcsKind } from '@codehawk/findings';
import YAML from 'yaml';
import type { z } from 'zod';
import { SECRET_SETTINGS, SettingsSchema, type Settings } from './settings.js';

type Parser = 'string' | 'number' | 'integer' | 'boolean' | 'list' | 'vcs' | 'json';

/** Environment variables (CodeHawk's names where they exist) and the setting each one sets. */
export const ENVIRONMENT: readonly { variable: string; path: string; parse: Parser }[] = [
  { variable: 'VCS', path: 'vcs', parse: 'vcs' },
  { variable: 'GITHUB_TOKEN', path: 'github.token', parse: 'string' },
  { variable: 'GH_TOKEN', path: 'github.token', parse: 'string' },
  { variable: 'GITHUB_API_URL', path: 'github.apiUrl', parse: 'string' },
  { variable: 'AZURE_DEVOPS_ORG', path: 'azureDevOps.organization', parse: 'string' },
  { variable: 'AZURE_DEVOPS_PROJECT', path: 'azureDevOps.project', parse: 'string' },
  { variable: 'AZURE_DEVOPS_PAT', path: 'azureDevOps.personalAccessToken', parse: 'string' },
  { variable: 'SYSTEM_ACCESSTOKEN', path: 'azureDevOps.accessToken', parse: 'string' },
  { variable: 'MODEL', path: 'model.name', parse: 'string' },
  { variable: 'OPENAI_API_KEY', path: 'model.apiKey', parse: 'string' },
  { variable: 'OPENAI_BASE_URL', path: 'model.baseUrl', parse: 'string' },
  { variable: 'MODEL_API', path: 'model.api', parse: 'string' },
  { variable: 'MODEL_STORE', path: 'model.store', parse: 'boolean' },
  { variable: 'MODEL_TIMEOUT_SECONDS', path: 'model.requestTimeoutSeconds', parse: 'number' },
  { variable: 'MODEL_TOTAL_TIMEOUT_SECONDS', path: 'model.totalTimeoutSeconds', parse: 'number' },
  { variable: 'MAX_COST_USD', path: 'model.maxCostUsd', parse: 'number' },
  { variable: 'MODEL_PRICES', path: 'model.prices', parse: 'json' },
  { variable: 'AZURE_OPENAI_ENDPOINT', path: 'model.azure.endpoint', parse: 'string' },
  { variable: 'AZURE_OPENAI_DEPLOYMENT', path: 'model.azure.deployment', parse: 'string' },
  { variable: 'OPENAI_API_VERSION', path: 'model.azure.apiVersion', parse: 'string' },
  { variable: 'AZURE_OPENAI_API_KEY', path: 'model.azure.apiKey', parse: 'string' },
  { variable: 'REVIEW_MODES', path: 'review.modes', parse: 'list' },
  { variable: 'MIN_CONFIDENCE_SCORE', path: 'review.minConfidence', parse: 'number' },
  { variable: 'MAX_COMMENTS_PER_FILE', path: 'review.maxCommentsPerFile', parse: 'integer' },
  { variable: 'SKIP_EXTENSIONS', path: 'review.skipExtensions', parse: 'list' },
  { variable: 'ENABLE_GRAPH', path: 'graph.enabled', parse: 'boolean' },
  { variable: 'BATCH_SIZE', path: 'batching.batchSize', parse: 'integer' },
  { variable: 'BATCH_MAX_TURNS', path: 'batching.maxTurns', parse: 'integer' },
  { variable: 'PARALLEL_BATCHES', path: 'batching.parallelBatches', parse: 'integer' },
  { variable: 'TWO_PASS_ENABLED', path: 'twoPass.enabled', parse: 'boolean' },
  { variable: 'SCAN_PASS_MAX_RETRIES', path: 'twoPass.scanMaxRetries', parse: 'integer' },
  { variable: 'VERIFY_PASS_MAX_TURNS', path: 'twoPass.verifyMaxTurns', parse: 'integer' },
  { variable: 'RISK_HIGH_THRESHOLD', path: 'risk.high', parse: 'number' },
  { variable: 'RISK_MEDIUM_THRESHOLD', path: 'risk.medium', parse: 'number' },
  { variable: 'MIN_STARS', path: 'gate.minStars', parse: 'integer' },
  { variable: 'MAX_PENALTY', path: 'gate.maxPenalty', parse: 'number' },
  { variable: 'REQUEST_RETRIES', path: 'requests.retries', parse: 'integer' },
  { variable: 'REQUEST_RETRY_DELAY_MS', path: 'requests.retryDelayMs', parse: 'integer' },
  { variable: 'GITHUB_PACE_WRITES', path: 'requests.paceGitHubWrites', parse: 'boolean' },
  { variable: 'COVERAGE_GATE_MODE', path: 'gate.coverage', parse: 'string' },
];

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

export type Source = 'default' | 'file' | 'environment' | 'flag';

export interface LoadedSettings {
  settings: Settings;
  /** Where each explicitly set value came from, by dotted path. */
  sources: Record<string, Source>;
  /** Old spellings that were still accepted, each with the spelling to use instead. */
  deprecations: string[];
}

/** How a user names each VCS (`--vcs`, `VCS`, `vcs:`), and the kind it opens. */
export const VCS_OPTIONS = {
  local: 'local',
  github: 'github',
  'azure-devops': 'ado',
} as const satisfies Record<string, VcsKind>;

/** Spellings read for compatibility: each still works, with a deprecation message. */
const VCS_ALIASES: Readonly<Record<string, keyof typeof VCS_OPTIONS>> = { ado: 'azure-devops' };

export interface LoadOptions {
  env?: Readonly<Record<string, string | undefined>>;
  /** The repository's `.codehawk.yml` text (read from the base branch). */
  file?: string;
  fileName?: string;
  /** Command-line flags, as a partial settings object. */
  flags?: Record<string, unknown>;
}

type Tree = Record<string, unknown>;

const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function set(tree: Tree, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = tree;
  for (const key of keys.slice(0, -1)) {
    if (!isTree(node[key])) node[key] = {};
    node = node[key] as Tree;
  }
  node[keys.at(-1) ?? path] = value;
}

function paths(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    isTree(value) ? paths(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function merge(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    if (isTree(value) && isTree(target[key])) merge(target[key], value);
    else target[key] = value;
  }
  return target;
}

const isSecret = (path: string): boolean => SECRET_SETTINGS.includes(path);

function parseValue(variable: string, path: string, raw: string, parse: Parser): unknown {
  const value = raw.trim();
  const shown = isSecret(path) ? '' : `, got "${raw}"`;
  switch (parse) {
    case 'string':
      return value;
    case 'vcs':
      // Checked with the file's and the flags' value, by vcsKindOf.
      return value.toLowerCase();
    case 'boolean':
      if (/^(1|true|yes|on)$/i.test(value)) return true;
      if (/^(0|false|no|off)$/i.test(value)) return false;
      throw new ConfigError(variable, `${variable} must be true or false${shown}.`);
    case 'number':
    case 'integer': {
      const number = Number(value);
      if (
        value === '' ||
        !Number.isFinite(number) ||
        (parse === 'integer' && !Number.isInteger(number))
      ) {
        throw new ConfigError(
          variable,
          `${variable} must be ${parse === 'integer' ? 'a whole number' : 'a number'}${shown}.`,
        );
      }
      return number;
    }
    case 'json':
      try {
        return JSON.parse(value) as unknown;
      } catch {
        throw new ConfigError(
          variable,
          `${variable} must be JSON, e.g. {"my-model": {"input": 1.25, "output": 10}}${shown}.`,
        );
      }
    case 'list':
      return value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
  }
}

function readFile(text: string, fileName: string): Tree {
  let parsed: unknown;
  try {
    parsed = YAML.parse(text);
  } catch (error) {
    throw new ConfigError(
      fileName,
      `${fileName} is not valid YAML: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  if (parsed === null || parsed === undefined) return {};
  if (!isTree(parsed))
    throw new ConfigError(
      fileName,
      `${fileName} must be a mapping of settings (see docs/configuration.md).`,
    );
  const known = new Set(
    paths(SettingsSchema.parse({})).concat([
      'github.token',
      'github.apiUrl',
      'azureDevOps.organization',
      'azureDevOps.project',
      'model.baseUrl',
      'model.totalTimeoutSeconds',
      'model.maxCostUsd',
      'model.azure.endpoint',
      'model.azure.deployment',
      'model.azure.apiVersion',
      'gate.minStars',
      'gate.maxPenalty',
    ]),
  );
  for (const path of paths(parsed)) {
    if (isSecret(path))
      throw new ConfigError(
        `${fileName}: ${path}`,
        `${path} is a secret: set it in the environment, never in ${fileName}, which is committed.`,
      );
    // Prices are keyed by model name, scoring overrides by category and star count; the schema
    // checks those keys.
    const keyed = /^(model\.prices|scoring\.penalties|scoring\.thresholds)\./.test(path);
    if (!keyed && !known.has(path) && !known.has(path.split('.').slice(0, -1).join('.'))) {
      throw new ConfigError(
        `${fileName}: ${path}`,
        `${fileName} sets ${path}, which is not a CodeHawk setting (see docs/configuration.md).`,
      );
    }
  }
  return parsed;
}

/** How the user set `path`: the variable, the file's key or the flag (for messages). */
function settingName(path: string, source: Source | undefined, fileName: string): string {
  const variable =
    ENVIRONMENT.find((entry) => entry.path === path)?.variable ?? scoringVariable(path);
  if (source === 'environment' && variable) return variable;
  if (source === 'file') return `${fileName}: ${path}`;
  if (source === 'flag') return `--${path}`;
  return path;
}

/**
 * The VCS kind for the `vcs` setting as the user spelt it (`azure-devops`, or the older `ado`
 * with a deprecation message); anything else names the accepted spellings.
 */
function vcsKindOf(
  raw: Tree,
  sources: Record<string, Source>,
  fileName: string,
  deprecations: string[],
): void {
  const given = raw.vcs;
  if (given === undefined) return;
  const setting = settingName('vcs', sources.vcs, fileName);
  const spelt = typeof given === 'string' ? given.toLowerCase() : '';
  const alias = VCS_ALIASES[spelt];
  if (alias !== undefined)
    deprecations.push(
      `${setting}: "${spelt}" is the old spelling; write "${alias}" (the old one will stop working in a future release).`,
    );
  const option = alias ?? spelt;
  if (!isVcsOption(option))
    throw new ConfigError(
      setting,
      `${setting}: ${JSON.stringify(given)} is not accepted. Accepted: ${Object.keys(VCS_OPTIONS).join(', ')}.`,
    );
  raw.vcs = VCS_OPTIONS[option];
}

const isVcsOption = (name: string): name is keyof typeof VCS_OPTIONS =>
  Object.hasOwn(VCS_OPTIONS, name);

function describeIssue(
  issue: z.core.$ZodIssue,
  raw: Tree,
  sources: Record<string, Source>,
  fileName: string,
): ConfigError {
  // The setting is the nearest path that was set (`review.modes.0` → `review.modes`).
  const segments = issue.path.map(String);
  const within = segments.join('.');
  while (segments.length > 1 && sources[segments.join('.')] === undefined) segments.pop();
  let path = segments.join('.');
  // A key the schema does not know (`scoring.penalties.vibes`): the table it was set in.
  const inside = Object.keys(sources).find((key) => key.startsWith(`${within}.`));
  if (sources[path] === undefined && inside !== undefined) path = within;
  const source = sources[path] ?? (inside === undefined ? undefined : sources[inside]);
  const setting = settingName(path, source, fileName);
  if (issue.code === 'invalid_value' && 'values' in issue) {
    // Name the value that was refused (`vibes`), not only the ones that would have been taken.
    const given = valueAt(raw, issue.path);
    const shown = isSecret(path) || given === undefined ? '' : ` ${JSON.stringify(given)}`;
    return new ConfigError(
      setting,
      `${setting}:${shown} is not accepted. Accepted: ${issue.values.map(String).join(', ')}.`,
    );
  }
  return new ConfigError(setting, `${setting}: ${issue.message}.`);
}

/** The raw value at a schema issue's path, as it was given. */
function valueAt(tree: Tree, path: readonly PropertyKey[]): unknown {
  let value: unknown = tree;
  for (const key of path) {
    if (Array.isArray(value) && typeof key === 'number') value = value[key];
    else if (isTree(value) && typeof key === 'string') value = value[key];
    else return undefined;
  }
  return value;
}

/** Settings that only make sense together: an Azure endpoint needs its deployment, and excludes a base URL. */
function checkModelEndpoint(settings: Settings): void {
  const { azure, baseUrl } = settings.model;
  if (azure.endpoint === undefined) {
    const stray =
      azure.deployment !== undefined
        ? 'AZURE_OPENAI_DEPLOYMENT'
        : azure.apiKey !== undefined
          ? 'AZURE_OPENAI_API_KEY'
          : undefined;
    if (stray)
      throw new ConfigError(
        stray,
        `${stray} is set but AZURE_OPENAI_ENDPOINT is not: set the endpoint (https://<resource>.openai.azure.com).`,
      );
    return;
  }
  if (azure.deployment === undefined)
    throw new ConfigError(
      'AZURE_OPENAI_DEPLOYMENT',
      'AZURE_OPENAI_DEPLOYMENT is required with AZURE_OPENAI_ENDPOINT: the name of the model deployment to call.',
    );
  if (baseUrl !== undefined)
    throw new ConfigError(
      'OPENAI_BASE_URL',
      'OPENAI_BASE_URL and AZURE_OPENAI_ENDPOINT both name a model endpoint: set only one.',
    );
}

const THRESHOLD_VARIABLE = /^PENALTY_THRESHOLD_([1-5])_STARS$/;

/** The `PENALTY_*` variable behind a scoring setting's path. */
function scoringVariable(path: string): string | undefined {
  const [root, table, key, severity] = path.split('.');
  if (root !== 'scoring') return undefined;
  if (table === 'thresholds' && key) return `PENALTY_THRESHOLD_${key}_STARS`;
  if (table === 'penalties' && key && severity) return `PENALTY_${key}_${severity}`.toUpperCase();
  return undefined;
}

/**
 * The setting a `PENALTY_*` variable overrides: `PENALTY_<CATEGORY>_<SEVERITY>` (for example
 * `PENALTY_SECURITY_CRITICAL=6`) or `PENALTY_THRESHOLD_<N>_STARS`. A misspelt name is an error.
 */
function scoringPath(variable: string): string {
  const stars = THRESHOLD_VARIABLE.exec(variable)?.[1];
  if (stars !== undefined) return `scoring.thresholds.${stars}`;
  const cell = variable.slice('PENALTY_'.length).toLowerCase();
  const severity = SEVERITIES.find((name) => cell.endsWith(`_${name}`));
  const category = CATEGORIES.find((name) => `${name}_${severity ?? ''}` === cell);
  if (severity === undefined || category === undefined)
    throw new ConfigError(
      variable,
      `${variable} is not a scoring variable: use PENALTY_<CATEGORY>_<SEVERITY> (categories: ${CATEGORIES.join(', ').toUpperCase()}; severities: ${SEVERITIES.join(', ').toUpperCase()}) or PENALTY_THRESHOLD_<1-5>_STARS.`,
    );
  return `scoring.penalties.${category}.${severity}`;
}

function parsePenalty(variable: string, raw: string): number {
  const value = Number(raw.trim());
  if (raw.trim() === '' || !Number.isFinite(value) || value < 0)
    throw new ConfigError(
      variable,
      `${variable}="${raw}" is not a penalty: use a number ≥ 0, for example ${variable}=2.5.`,
    );
  return value;
}

/**
 * The settings, from (lowest to highest precedence) defaults, the repository's `.codehawk.yml`,
 * environment variables, then flags. Errors name the variable, key or flag and what it accepts;
 * secret values are never repeated in a message.
 */
export function loadSettings(options: LoadOptions = {}): LoadedSettings {
  const env = options.env ?? {};
  const fileName = options.fileName ?? '.codehawk.yml';
  const sources: Record<string, Source> = {};
  const raw: Tree = {};
  if (options.file !== undefined) {
    const file = readFile(options.file, fileName);
    merge(raw, file);
    for (const path of paths(file)) sources[path] = 'file';
  }
  for (const { variable, path, parse } of ENVIRONMENT) {
    const value = env[variable];
    if (value === undefined || value === '') continue;
    // GH_TOKEN and GITHUB_TOKEN both set the token; the first listed wins.
    if (sources[path] === 'environment') continue;
    set(raw, path, parseValue(variable, path, value, parse));
    sources[path] = 'environment';
  }
  for (const [variable, value] of Object.entries(env)) {
    if (!variable.startsWith('PENALTY_') || value === undefined) continue;
    const path = scoringPath(variable);
    set(raw, path, parsePenalty(variable, value));
    sources[path] = 'environment';
  }
  if (options.flags) {
    merge(raw, options.flags);
    for (const path of paths(options.flags)) sources[path] = 'flag';
  }
  const deprecations: string[] = [];
  vcsKindOf(raw, sources, fileName, deprecations);
  const parsed = SettingsSchema.safeParse(raw);
  if (!parsed.success)
    throw describeIssue(parsed.error.issues[0] as z.core.$ZodIssue, raw, sources, fileName);
  checkModelEndpoint(parsed.data);
  return { settings: parsed.data, sources, deprecations };
}

/** The settings with every secret replaced by whether it is set: safe to print or log. */
export function describeSettings(settings: Settings): Record<string, unknown> {
  const copy = JSON.parse(JSON.stringify(settings)) as Tree;
  for (const path of SECRET_SETTINGS) {
    const keys = path.split('.');
    const parent = keys
      .slice(0, -1)
      .reduce<unknown>((node, key) => (isTree(node) ? node[key] : undefined), copy);
    const key = keys.at(-1) ?? '';
    if (isTree(parent) && key in parent) parent[key] = '[set]';
  }
  return copy;
}
