// Small shared readers of configuration values: JSON objects and `*` patterns.

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What the `*` of `pattern` (a tsconfig path or a package map key, at most one `*`) stands for in
 * `specifier` ('' for an exact match), or undefined when the pattern does not name it.
 */
export function patternMatch(pattern: string, specifier: string): string | undefined {
  const star = pattern.indexOf('*');
  if (star === -1) return specifier === pattern ? '' : undefined;
  const [prefix, suffix] = [pattern.slice(0, star), pattern.slice(star + 1)];
  return specifier.length >= prefix.length + suffix.length &&
    specifier.startsWith(prefix) &&
    specifier.endsWith(suffix)
    ? specifier.slice(prefix.length, specifier.length - suffix.length)
    : undefined;
}
