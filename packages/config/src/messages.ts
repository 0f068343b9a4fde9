import type { z } from 'zod';
import { ConfigError } from './config-error.js';
import { ENVIRONMENT, scoringVariable } from './environment.js';
import { isSecret } from './settings.js';
import { valueAt, type Tree } from './tree.js';

export type Source = 'default' | 'file' | 'environment' | 'flag';

/** How the user set `path`: the variable, the file's key or the flag (for messages). */
export function settingName(path: string, source: Source | undefined, fileName: string): string {
  const variable =
    ENVIRONMENT.find((entry) => entry.path === path)?.variable ?? scoringVariable(path);
  if (source === 'environment' && variable) return variable;
  if (source === 'file') return `${fileName}: ${path}`;
  if (source === 'flag') return `--${path}`;
  return path;
}

/** A schema issue as a ConfigError naming the setting as the user set it. */
export function describeIssue(
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
