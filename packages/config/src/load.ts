import type { z } from 'zod';
import { readConfigFile } from './config-file.js';
import { ENVIRONMENT, parsePenalty, parseValue, scoringPath } from './environment.js';
import { describeIssue, type Source } from './messages.js';
import { checkModelEndpoint } from './model-endpoint.js';
import { SECRET_SETTINGS, SettingsSchema, type Settings } from './settings.js';
import { isTree, merge, paths, set, type Tree } from './tree.js';
import { vcsKindOf } from './vcs-option.js';
import { readSkipExtensions } from './legacy-skip-extensions.js';

export { ConfigError, type ConfigErrorCode } from './config-error.js';
export { ENVIRONMENT } from './environment.js';
export type { Source } from './messages.js';
export { VCS_OPTIONS } from './vcs-option.js';

export interface LoadedSettings {
  settings: Settings;
  /** Where each explicitly set value came from, by dotted path. */
  sources: Record<string, Source>;
  /** Old spellings that were still accepted, each with the spelling to use instead. */
  deprecations: string[];
}

export interface LoadOptions {
  env?: Readonly<Record<string, string | undefined>>;
  /** The repository's `.codehawk.yml` text (read from the base branch). */
  file?: string;
  fileName?: string;
  /** Command-line flags, as a partial settings object. */
  flags?: Record<string, unknown>;
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
    const file = readConfigFile(options.file, fileName);
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
  readSkipExtensions(raw, sources, fileName, deprecations);
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
