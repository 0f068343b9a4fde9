import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

/** Where the official API descriptions live: `$CODEHAWK_SPECS_DIR`, else `shared/specs` beside the repository. */
export function specsDirectory(): string {
  const configured = process.env.CODEHAWK_SPECS_DIR;
  if (configured) return resolve(configured);
  // dist/ or src/ → package → packages → repository → its parent.
  const repository = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
  return join(repository, '..', 'shared', 'specs');
}

/** The path of one spec file, or a clear error saying where it was looked for. */
export function specPath(relative: string): string {
  const path = join(specsDirectory(), relative);
  if (!existsSync(path)) {
    throw new Error(
      `API description ${relative} not found at ${path}. Put the official specs in shared/specs beside the repository, or set CODEHAWK_SPECS_DIR.`,
    );
  }
  return path;
}

/**
 * Reads a YAML or JSON spec (a UTF-8 BOM is tolerated). Parsed YAML is cached as JSON under
 * node_modules/.cache, keyed by the file's content hash: the OpenAI description takes ~1 s to parse.
 */
export function readSpec(relative: string): unknown {
  const path = specPath(relative);
  const text = readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
  if (!/\.ya?ml$/.test(path)) return JSON.parse(text);
  const hash = createHash('sha1').update(text).digest('hex').slice(0, 16);
  const cacheDirectory = resolve(
    dirname(fileURLToPath(import.meta.url)),
    '../node_modules/.cache/specs',
  );
  const cached = join(cacheDirectory, `${hash}.json`);
  if (existsSync(cached) && statSync(cached).size > 0)
    return JSON.parse(readFileSync(cached, 'utf8'));
  const parsed: unknown = YAML.parse(text, { maxAliasCount: -1 });
  mkdirSync(cacheDirectory, { recursive: true });
  writeFileSync(cached, JSON.stringify(parsed));
  return parsed;
}
