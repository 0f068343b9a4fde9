import { execFile } from 'node:child_process';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import ignore from 'ignore';
import picomatch from 'picomatch';
import { CodeGraph, type SkippedFile } from './code-graph.js';
import { contentHash, extractFacts } from './extract/extract.js';
import { languageOf, loadLanguage, type LoadedLanguage } from './languages.js';
import type { FileFacts } from './model.js';
import { ModuleResolver } from './resolve/modules.js';

const run = promisify(execFile);

/** Skipped by default: dependencies, build output, vendored and generated code. */
export const DEFAULT_EXCLUDES: readonly string[] = [
  '**/node_modules/**',
  '**/dist/**',
  '**/build/**',
  '**/vendor/**',
  '**/third_party/**',
  '**/.git/**',
  '**/*.min.js',
  '**/*.bundle.js',
  '**/*.generated.*',
  '**/*_pb2.py',
  '**/*.pb.go',
  '**/generated/**',
];

export interface BuildOptions {
  /** The repository (or any directory) to index. */
  root: string;
  /** Only these repository-relative files (default: every tracked and untracked, not ignored file). */
  files?: readonly string[];
  /** Extra globs to skip, on top of `.gitignore` and `DEFAULT_EXCLUDES`. */
  exclude?: readonly string[];
  /** Files larger than this are skipped (default 1 MiB). */
  maxFileBytes?: number;
  /** Stop parsing at this time (ms since epoch) and return a partial graph. */
  deadline?: number;
  signal?: AbortSignal;
  /** Where to keep the incremental cache (default `<root>/.codehawk/graph`); `false` for none. */
  cacheDirectory?: string | false;
  onProgress?: (progress: { parsed: number; reused: number; total: number }) => void;
  onWarning?: (message: string) => void;
}

const CACHE_VERSION = 1;

interface CacheFile {
  version: number;
  grammars: Record<string, string>;
  files: Record<string, FileFacts>;
}

async function listFiles(root: string): Promise<string[]> {
  try {
    const { stdout } = await run(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
      { cwd: root, maxBuffer: 1 << 28 },
    );
    return stdout.split('\0').filter(Boolean);
  } catch {
    const { readdir } = await import('node:fs/promises');
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    const found = entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'));
    let gitignore = '';
    try {
      gitignore = await readFile(join(root, '.gitignore'), 'utf8');
    } catch {
      // no .gitignore
    }
    const ignored = ignore().add(gitignore);
    return found.filter((path) => !ignored.ignores(path));
  }
}

async function loadCache(
  directory: string,
  warn: (message: string) => void,
): Promise<CacheFile | undefined> {
  let text: string;
  try {
    text = await readFile(join(directory, 'cache.json'), 'utf8');
  } catch {
    return undefined;
  }
  try {
    const parsed = JSON.parse(text) as unknown;
    if (
      typeof parsed !== 'object' ||
      parsed === null ||
      !('version' in parsed) ||
      parsed.version !== CACHE_VERSION ||
      !('files' in parsed) ||
      !('grammars' in parsed)
    ) {
      warn(`Ignoring the graph cache in ${directory}: it was written by another version.`);
      return undefined;
    }
    return parsed as CacheFile;
  } catch {
    warn(`Ignoring the graph cache in ${directory}: it is damaged.`);
    return undefined;
  }
}

/** The facts of one file, from the cache when its content and grammar are unchanged. */
function looksMinified(content: string): boolean {
  const lines = content.split('\n', 20);
  return lines.some((line) => line.length > 2000);
}

/**
 * Builds the code graph of a repository: parses every supported file (reusing the on-disk cache
 * for files whose content hash and grammar are unchanged), then resolves calls and imports.
 * Honours a deadline and an AbortSignal by returning a partial graph flagged as such; never hangs.
 */
export async function buildGraph(options: BuildOptions): Promise<CodeGraph> {
  const root = resolve(options.root);
  const warn = options.onWarning ?? (() => undefined);
  const excluded = picomatch([...DEFAULT_EXCLUDES, ...(options.exclude ?? [])], { dot: true });
  const maxBytes = options.maxFileBytes ?? 1024 * 1024;
  const cacheDirectory =
    options.cacheDirectory === false
      ? undefined
      : (options.cacheDirectory ?? join(root, '.codehawk', 'graph'));
  const cache = cacheDirectory ? await loadCache(cacheDirectory, warn) : undefined;

  const skipped: SkippedFile[] = [];
  const candidates: string[] = [];
  for (const path of options.files ?? (await listFiles(root))) {
    if (!languageOf(path)) continue;
    if (excluded(path))
      skipped.push({ path, reason: 'excluded (vendored, generated or build output)' });
    else candidates.push(path);
  }

  const facts = new Map<string, FileFacts>();
  const grammars: Record<string, string> = {};
  let parsed = 0;
  let reused = 0;
  let partial = false;
  for (const path of candidates) {
    if (
      options.signal?.aborted ||
      (options.deadline !== undefined && Date.now() > options.deadline)
    ) {
      partial = true;
      skipped.push({
        path,
        reason: options.signal?.aborted
          ? 'cancelled before it was parsed'
          : 'time budget ran out before it was parsed',
      });
      continue;
    }
    const spec = languageOf(path);
    if (!spec) continue;
    const absolute = join(root, path);
    let size: number;
    try {
      size = (await stat(absolute)).size;
    } catch {
      skipped.push({ path, reason: 'missing on disk' });
      continue;
    }
    if (size > maxBytes) {
      skipped.push({ path, reason: `larger than ${maxBytes} bytes` });
      continue;
    }
    const content = await readFile(absolute, 'utf8');
    if (looksMinified(content)) {
      skipped.push({ path, reason: 'minified' });
      continue;
    }
    const loaded: LoadedLanguage = await loadLanguage(spec);
    grammars[spec.id] = loaded.grammarVersion;
    const hash = contentHash(content);
    const cached = cache?.files[path];
    if (cached && cached.hash === hash && cache?.grammars[spec.id] === loaded.grammarVersion) {
      facts.set(path, cached);
      reused++;
    } else {
      facts.set(path, extractFacts(path, content, loaded));
      parsed++;
    }
    if ((parsed + reused) % 200 === 0)
      options.onProgress?.({ parsed, reused, total: candidates.length });
  }
  options.onProgress?.({ parsed, reused, total: candidates.length });

  if (cacheDirectory && parsed > 0) {
    await mkdir(cacheDirectory, { recursive: true });
    const payload: CacheFile = {
      version: CACHE_VERSION,
      grammars: { ...cache?.grammars, ...grammars },
      files: Object.fromEntries(facts),
    };
    const temporary = join(cacheDirectory, `cache.json.${process.pid}.tmp`);
    await writeFile(temporary, JSON.stringify(payload));
    await rename(temporary, join(cacheDirectory, 'cache.json'));
  }
  return new CodeGraph(facts, new ModuleResolver(root, facts.values()), skipped, partial);
}
