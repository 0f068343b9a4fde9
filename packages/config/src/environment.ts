import { CATEGORIES, SEVERITIES } from '@codehawk/findings';
import { ConfigError } from './config-error.js';
import { isSecret } from './settings.js';

export type Parser = 'string' | 'number' | 'integer' | 'boolean' | 'list' | 'vcs' | 'json';

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

export function parseValue(variable: string, path: string, raw: string, parse: Parser): unknown {
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

const THRESHOLD_VARIABLE = /^PENALTY_THRESHOLD_([1-5])_STARS$/;

/** The `PENALTY_*` variable behind a scoring setting's path. */
export function scoringVariable(path: string): string | undefined {
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
export function scoringPath(variable: string): string {
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

export function parsePenalty(variable: string, raw: string): number {
  const value = Number(raw.trim());
  if (raw.trim() === '' || !Number.isFinite(value) || value < 0)
    throw new ConfigError(
      variable,
      `${variable}="${raw}" is not a penalty: use a number ≥ 0, for example ${variable}=2.5.`,
    );
  return value;
}
