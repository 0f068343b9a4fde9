// The facts of a build's files on disk, in shards by path: `facts/<nn>.json` holds each file's
// outline (definitions, imports, exports, types: what resolving other files reads of it) and
// `facts/<nn>.body.json` its references and locals (read only when that file is resolved or queried),
// so a build that re-resolves two files parses the bulk of no other file's facts.
// `promises` of node:fs, read where used: importing node:fs/promises loads it on every warm query.
import {
  lstatSync,
  mkdirSync,
  promises,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { GraphError } from './errors.js';
import type { FileStat } from './fingerprint.js';
import { packedMap } from './extract/scopes.js';
import { shapedDefinition, shapedReference } from './fact-shapes.js';
import { grammarVersionOf, languageOf } from './languages.js';
import type { FileFacts } from './model.js';

/** Shards of the facts: a build that parsed two files rewrites at most two of them. */
const SHARDS = 64;
const FACTS_DIRECTORY = 'facts';

/** The part of a file's facts kept apart from its outline: the bulk, which only it reads. */
type Body = Pick<FileFacts, 'references' | 'locals'>;

/** What heads each shard file: the cache version and the grammars its facts were taken with. */
export interface ShardHead {
  version: number;
  grammars: Record<string, string>;
}

interface OutlineShard extends ShardHead {
  files: Record<string, Omit<FileFacts, keyof Body>>;
}

interface BodyShard extends ShardHead {
  /** Each file's body, with the hash of the content it was taken from. */
  files: Record<string, Body & { hash: string }>;
}

export const isVersion = (value: unknown, version: number, keys: readonly string[]): boolean =>
  typeof value === 'object' &&
  value !== null &&
  'version' in value &&
  value.version === version &&
  keys.every((key) => key in value);

/** The shard of a path (FNV-1a of the path). */
export function shardOf(path: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < path.length; index++) {
    hash ^= path.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % SHARDS;
}

const shardName = (shard: number, part = ''): string =>
  `${shard.toString(16).padStart(2, '0')}${part}.json`;

/** How each cached file's body is read, and the body once it was. */
const bodyLoaders = new WeakMap<object, () => Body>();
const readBodies = new WeakMap<object, Body>();

function bodyOf(facts: object): Body {
  let body = readBodies.get(facts);
  if (body === undefined) {
    const load = bodyLoaders.get(facts);
    if (!load)
      throw new GraphError('INVALID_CACHE', 'These facts were not read from a graph cache.');
    body = load();
    readBodies.set(facts, body);
  }
  return body;
}

/**
 * The same two getters on every cached file's facts: a getter of its own per object gave each one
 * a shape of its own, and every pass over the facts (the symbol index's) ran about half as fast.
 */
const LAZY_BODY: PropertyDescriptorMap = {
  references: {
    get(this: object) {
      return bodyOf(this).references;
    },
    enumerable: true,
  },
  locals: {
    get(this: object) {
      return bodyOf(this).locals;
    },
    enumerable: true,
  },
};

/**
 * Reads the shards of the facts, each once and only when one of its files is asked for; a file's
 * body only when its references or locals are. Facts taken with another grammar than the current
 * one are not given; a damaged or foreign shard is skipped with one warning.
 */
export class FactShards {
  private readonly shards = new Map<number, Record<string, FileFacts>>();
  private readonly bodies = new Map<number, BodyShard['files']>();
  private readonly warned = new Set<string>();

  constructor(
    private readonly directory: string,
    private readonly version: number,
    private readonly warn: (message: string) => void = () => undefined,
  ) {}

  get(path: string): FileFacts | undefined {
    return this.shard(shardOf(path))[path];
  }

  /** Every file's facts in every shard on disk. */
  async all(): Promise<Record<string, FileFacts>> {
    let names: string[];
    try {
      names = await promises.readdir(join(this.directory, FACTS_DIRECTORY));
    } catch {
      return {};
    }
    const files: Record<string, FileFacts> = {};
    for (const name of names.sort()) {
      const shard = /^([0-9a-f]{2})\.json$/.exec(name)?.[1];
      if (shard !== undefined) Object.assign(files, this.shard(Number.parseInt(shard, 16)));
    }
    return files;
  }

  private shard(shard: number): Record<string, FileFacts> {
    let files = this.shards.get(shard);
    if (files) return files;
    files = {};
    const outline = this.read(shardName(shard)) as OutlineShard | undefined;
    for (const [path, facts] of Object.entries(outline?.files ?? {})) {
      const spec = languageOf(path);
      if (outline && spec && outline.grammars[spec.id] === grammarVersionOf(spec))
        files[path] = this.withBody(shard, path, facts);
    }
    this.shards.set(shard, files);
    return files;
  }

  /** An outline whose references and locals are read from its shard's body when first used. */
  private withBody(shard: number, path: string, outline: Omit<FileFacts, keyof Body>): FileFacts {
    bodyLoaders.set(outline, () => {
      const body = this.body(shard)[path];
      if (body?.hash !== outline.hash)
        throw new GraphError(
          'INVALID_CACHE',
          'The graph cache changed or was damaged while this graph was in use (another build wrote it?): run the command again.',
        );
      return body;
    });
    return Object.defineProperties(outline, LAZY_BODY) as FileFacts;
  }

  private body(shard: number): BodyShard['files'] {
    let files = this.bodies.get(shard);
    if (!files) {
      files = (this.read(shardName(shard, '.body')) as BodyShard | undefined)?.files ?? {};
      this.bodies.set(shard, files);
    }
    return files;
  }

  /** A shard file of this version, or undefined (missing, damaged or foreign: warned once). */
  private read(name: string): ShardHead | undefined {
    let text: string;
    try {
      text = readFileSync(join(this.directory, FACTS_DIRECTORY, name), 'utf8');
    } catch {
      return undefined; // No shard: none of its files has facts yet.
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      this.warnOnce(`Ignoring the graph cache in ${this.directory}: it is damaged.`);
      return undefined;
    }
    if (isVersion(value, this.version, ['files', 'grammars'])) return value as ShardHead;
    this.warnOnce(
      `Ignoring the graph cache in ${this.directory}: it was written by another version.`,
    );
    return undefined;
  }

  private warnOnce(message: string): void {
    if (this.warned.has(message)) return;
    this.warned.add(message);
    this.warn(message);
  }
}

/** Writes a file whole to a temporary file renamed over the old one: a reader never sees half. */
export function replaceFile(path: string, text: string | Uint8Array): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}

/** A file's facts as its shards hold them: the JSON text of its outline and of its body. */
export interface FactsText {
  outline: string;
  body: string;
}

/** The text facts were read from: their shards are written from it, not stringified again. */
const textOf = new WeakMap<FileFacts, FactsText>();

/** A file's facts as its shards hold them. */
export function factsText(facts: FileFacts): FactsText {
  const { references, locals, ...outline } = facts;
  return {
    outline: JSON.stringify(outline),
    body: JSON.stringify({ hash: facts.hash, references, locals }),
  };
}

/** Facts read from their text (as a worker thread sends them); the shards are written from it. */
export function factsFromText(text: FactsText): FileFacts {
  const { references, locals } = JSON.parse(text.body) as Body;
  const outline = JSON.parse(text.outline) as Omit<FileFacts, keyof Body>;
  const facts = {
    ...outline,
    definitions: packedMap(outline.definitions, shapedDefinition),
    references: packedMap(references, shapedReference),
    locals,
  };
  textOf.set(facts, text);
  return facts;
}

/** A file's path and the text of its facts. */
export type FileText = [path: string, text: FactsText];

/**
 * One shard's outline and body files, as `JSON.stringify` writes them: each file's text (its own,
 * or the one it was read from) after the shard's head.
 */
function shardFiles(
  head: ShardHead,
  entries: readonly FileText[],
): { outline: string; body: string } {
  const outlines: string[] = [];
  const bodies: string[] = [];
  for (const [path, text] of entries) {
    const key = JSON.stringify(path);
    outlines.push(`${key}:${text.outline}`);
    bodies.push(`${key}:${text.body}`);
  }
  // `{"version":…,"grammars":{…}` then the files: the object's keys in the order it had them.
  const opening = `${JSON.stringify(head).slice(0, -1)},"files":{`;
  return {
    outline: `${opening}${outlines.join(',')}}}`,
    body: `${opening}${bodies.join(',')}}}`,
  };
}

/**
 * Writes the shards holding the files in `rewrite` (all of them when undefined) from `files`, and
 * drops those left empty.
 */
export function writeShards(
  directory: string,
  head: ShardHead,
  files: ReadonlyMap<string, FileFacts>,
  rewrite: ReadonlySet<string> | undefined,
): void {
  const wanted = rewrite === undefined ? undefined : new Set([...rewrite].map(shardOf));
  writeShardTexts(directory, head, files, (facts) => textOf.get(facts) ?? factsText(facts), wanted);
}

/**
 * Writes the shards in `wanted` (all of them when undefined) from the texts of these files' facts,
 * in the files' order, and drops those left empty: each body first, then the outline that goes
 * with it. A worker thread holding the texts writes them as the thread holding the facts would.
 */
export function writeShardTexts<T>(
  directory: string,
  head: ShardHead,
  files: Iterable<readonly [string, T]>,
  text: (file: T) => FactsText,
  wanted?: ReadonlySet<number>,
): void {
  const shards = new Map<number, FileText[]>();
  for (const [path, file] of files) {
    const shard = shardOf(path);
    if (wanted && !wanted.has(shard)) continue;
    const list = shards.get(shard);
    if (list) list.push([path, text(file)]);
    else shards.set(shard, [[path, text(file)]]);
  }
  const factsDirectory = join(directory, FACTS_DIRECTORY);
  mkdirSync(factsDirectory, { recursive: true });
  for (let shard = 0; shard < SHARDS; shard++) {
    if (wanted && !wanted.has(shard)) continue;
    const outlinePath = join(factsDirectory, shardName(shard));
    const bodyPath = join(factsDirectory, shardName(shard, '.body'));
    const entries = shards.get(shard);
    if (!entries) {
      rmSync(outlinePath, { force: true });
      rmSync(bodyPath, { force: true });
      continue;
    }
    const { outline, body } = shardFiles(head, entries);
    replaceFile(bodyPath, body);
    replaceFile(outlinePath, outline);
  }
}

/** The size and modification time of each shard file on disk. */
export function shardStats(directory: string): Record<string, FileStat> {
  const stats: Record<string, FileStat> = {};
  const factsDirectory = join(directory, FACTS_DIRECTORY);
  let names: string[];
  try {
    names = readdirSync(factsDirectory);
  } catch {
    return stats;
  }
  for (const name of names.sort()) {
    if (!name.endsWith('.json')) continue;
    // Joined as they are (a warm query's check of every shard): both parts are normal already.
    const stat = lstatSync(`${factsDirectory}/${name}`, { throwIfNoEntry: false });
    if (stat) stats[name] = [stat.mtimeMs, stat.size];
  }
  return stats;
}

/** Whether the shards on disk are those the index was written with (no other build wrote one). */
export function shardsUnchanged(directory: string, shards: Record<string, FileStat>): boolean {
  const now = shardStats(directory);
  const names = Object.keys(now);
  return (
    names.length === Object.keys(shards).length &&
    names.every(
      (name) => now[name]?.[0] === shards[name]?.[0] && now[name]?.[1] === shards[name]?.[1],
    )
  );
}
