import YAML from 'yaml';
import { ConfigError } from './config-error.js';
import { isSecret, SettingsSchema } from './settings.js';
import { isTree, paths, type Tree } from './tree.js';

/** The repository's config file as a settings tree; a key that is not a setting, or a secret, is an error. */
export function readConfigFile(text: string, fileName: string): Tree {
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
      // Read with a deprecation message as notCode.extensions.
      'review.skipExtensions',
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
