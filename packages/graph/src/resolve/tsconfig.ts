// The module options (`baseUrl`, `paths`, `moduleSuffixes`) of the TypeScript or JavaScript project a folder belongs
// to, read as TypeScript reads them: the nearest tsconfig.json (jsconfig.json where there is none)
// with the configs it `extends`, each option inherited and overridden key by key.
import { posix } from 'node:path';
import { parseJson } from './json-with-comments.js';
import { isRecord } from './patterns.js';
import { extendedConfigPath, type ReadFile } from './tsconfig-extends.js';

/** A project's module options, every path relative to the repository's root. */
export interface TsConfig {
  /** The folder bare specifiers are also looked for in, when the config sets one. */
  baseUrl?: string;
  /** Each `paths` pattern with its targets (their `*` kept). */
  paths: [string, string[]][];
  /** What a module's name is tried with before its extension, in order (`['.native', '']`). */
  moduleSuffixes?: string[];
}

/** The options of a config with those it extends, before `${configDir}` is known. */
interface ConfigOptions {
  /** Relative to the root, or still starting with `${configDir}`. */
  baseUrl?: string | undefined;
  paths?: Record<string, string[]> | undefined;
  /** The folder of the config that defines `paths`: its targets' base when there is no baseUrl. */
  pathsBase?: string;
  moduleSuffixes?: string[] | undefined;
}

/** TypeScript 5.5's stand-in for the folder of the config in use (not the one defining it). */
const CONFIG_DIR = '${configDir}';

/** The configs of a repository's folders, each file read once. */
export class TsConfigs {
  private readonly byDirectory = new Map<string, TsConfig | null>();
  private readonly parsed = new Map<string, unknown>();
  private readonly targets = new Map<string, string | undefined>();

  constructor(private readonly read: ReadFile) {}

  /** The config of a folder's project: its own tsconfig.json or jsconfig.json, or its parent's. */
  in(directory: string): TsConfig | null {
    const cached = this.byDirectory.get(directory);
    if (cached !== undefined) return cached;
    let found: TsConfig | null = null;
    for (const name of ['tsconfig.json', 'jsconfig.json']) {
      const path = posix.join(directory, name);
      if (!isRecord(this.json(path))) continue;
      found = projectOptions(this.options(path, []) ?? {}, directory);
      break;
    }
    if (!found && directory !== '.' && directory !== '') found = this.in(posix.dirname(directory));
    this.byDirectory.set(directory, found);
    return found;
  }

  /**
   * A config's options over those of the configs it extends, in order (a later one overriding an
   * earlier one). A config already being read is a cycle: TypeScript reads it as empty there.
   */
  private options(path: string, reading: string[]): ConfigOptions | undefined {
    const config = this.json(path);
    if (reading.includes(path) || !isRecord(config)) return undefined;
    const directory = posix.dirname(path);
    const merged: ConfigOptions = {};
    const extended = Array.isArray(config.extends) ? config.extends : [config.extends];
    for (const specifier of extended) {
      if (typeof specifier !== 'string') continue;
      const target = this.target(specifier, directory);
      if (target) Object.assign(merged, this.options(target, [...reading, path]));
    }
    return Object.assign(merged, ownOptions(config, directory));
  }

  private target(specifier: string, directory: string): string | undefined {
    const key = `${directory}\0${specifier}`;
    if (!this.targets.has(key))
      this.targets.set(
        key,
        extendedConfigPath(specifier, directory, (path) => this.text(path)),
      );
    return this.targets.get(key);
  }

  private json(path: string): unknown {
    if (!this.parsed.has(path)) this.parsed.set(path, parseJson(this.text(path)));
    return this.parsed.get(path);
  }

  private readonly texts = new Map<string, string | undefined>();

  private text(path: string): string | undefined {
    if (!this.texts.has(path)) this.texts.set(path, this.read(path));
    return this.texts.get(path);
  }
}

/** The options a config sets itself: `baseUrl` made relative to the root, `paths` as written. */
function ownOptions(config: Record<string, unknown>, directory: string): ConfigOptions {
  const options = isRecord(config.compilerOptions) ? config.compilerOptions : {};
  const own: ConfigOptions = {};
  // `null` unsets an option a config extends.
  if (options.baseUrl === null) own.baseUrl = undefined;
  else if (typeof options.baseUrl === 'string')
    own.baseUrl = options.baseUrl.startsWith(CONFIG_DIR)
      ? options.baseUrl
      : posix.join(directory, options.baseUrl);
  if (options.paths === null) own.paths = undefined;
  else if (isRecord(options.paths)) {
    own.paths = Object.fromEntries(
      Object.entries(options.paths).map(([pattern, targets]) => [
        pattern,
        Array.isArray(targets)
          ? targets.filter((target): target is string => typeof target === 'string')
          : [],
      ]),
    );
    own.pathsBase = directory;
  }
  if (options.moduleSuffixes === null) own.moduleSuffixes = undefined;
  else if (Array.isArray(options.moduleSuffixes))
    own.moduleSuffixes = options.moduleSuffixes.filter(
      (suffix): suffix is string => typeof suffix === 'string',
    );
  return own;
}

/** The options of the config in `directory`, `${configDir}` standing for that folder. */
function projectOptions(options: ConfigOptions, directory: string): TsConfig {
  const inProject = (value: string): string | undefined =>
    value.startsWith(CONFIG_DIR)
      ? posix.join(directory, value.replace(CONFIG_DIR, './'))
      : undefined;
  const baseUrl =
    options.baseUrl === undefined ? undefined : (inProject(options.baseUrl) ?? options.baseUrl);
  const base = baseUrl ?? options.pathsBase ?? directory;
  return {
    ...(baseUrl === undefined ? {} : { baseUrl }),
    ...(options.moduleSuffixes?.length ? { moduleSuffixes: options.moduleSuffixes } : {}),
    paths: Object.entries(options.paths ?? {}).map(([pattern, targets]) => [
      pattern,
      targets.map((target) => inProject(target) ?? posix.join(base, target)),
    ]),
  };
}
