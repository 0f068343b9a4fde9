// A corpus is a set of labelled pull requests: a directory of case folders, or a manifest listing
// them. Every case file is parsed with zod at the edge; errors name the case and the field.
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { CategorySchema, SeveritySchema } from '@codehawk/findings';
import { parse as parseYaml } from 'yaml';
import * as z from 'zod';

const CASE_FILES = ['case.json', 'case.yml', 'case.yaml'];
const MANIFEST_FILES = ['corpus.json', 'corpus.yml', 'corpus.yaml'];

const ExpectationSchema = z.strictObject({
  file: z.string().min(1),
  line: z.number().int().min(1),
  end_line: z.number().int().min(1).optional(),
  category: CategorySchema,
  /** Further categories a finding may carry and still match (beyond the compatible ones). */
  also: z.array(CategorySchema).optional(),
  severity: SeveritySchema.optional(),
  /** When given, a matching finding mentions at least one of these (case-insensitive). */
  keywords: z.array(z.string().min(1)).optional(),
  /** What the bug is, for people reading the report. */
  note: z.string().optional(),
});

const SourceSchema = z.strictObject({
  /** Where the base code came from: a registry package and version, e.g. `npm:ms@2.1.3`. */
  package: z.string().min(1),
  files: z.array(z.string()).optional(),
  license: z.string().optional(),
});

const CaseSchema = z
  .strictObject({
    id: z
      .string()
      .regex(/^[a-z0-9][a-z0-9._-]*$/, 'lowercase letters, digits, ".", "_" or "-"')
      .optional(),
    title: z.string().optional(),
    language: z.string().optional(),
    /** The kind of planted bug (`off-by-one`, `injection`, …) or `clean`. */
    kind: z.string().optional(),
    source: SourceSchema.optional(),
    /** How the case was made, in a sentence or two. */
    made: z.string().optional(),
    /** A folder of base files (committed as the base), used with `patch`. */
    base_dir: z.string().optional(),
    /** A unified diff applied on the base to make the head (`git apply`). */
    patch: z.string().optional(),
    /** A git bundle holding `base` and `head`. */
    bundle: z.string().optional(),
    /** A git repository on disk holding `base` and `head`. */
    repo: z.string().optional(),
    /** The base ref (bundle or repo). */
    base: z.string().optional(),
    /** The head ref (bundle or repo). */
    head: z.string().optional(),
    /** Pull-request title and description the reviewer sees. */
    description: z.string().optional(),
    expected: z.array(ExpectationSchema),
  })
  .superRefine((value, context) => {
    const sources = [value.patch, value.bundle, value.repo].filter((item) => item !== undefined);
    if (sources.length !== 1)
      context.addIssue({
        code: 'custom',
        path: ['patch'],
        message: 'give exactly one of "patch" (with "base_dir"), "bundle" or "repo"',
      });
    if (value.patch !== undefined && value.base_dir === undefined)
      context.addIssue({
        code: 'custom',
        path: ['base_dir'],
        message: 'a "patch" case needs "base_dir", the folder of base files it applies to',
      });
    if ((value.bundle !== undefined || value.repo !== undefined) && (!value.base || !value.head))
      context.addIssue({
        code: 'custom',
        path: [value.base ? 'head' : 'base'],
        message: 'a "bundle" or "repo" case needs both "base" and "head" refs',
      });
    value.expected.forEach((expectation, index) => {
      if (expectation.end_line !== undefined && expectation.end_line < expectation.line)
        context.addIssue({
          code: 'custom',
          path: ['expected', index, 'end_line'],
          message: `end_line ${expectation.end_line} is before line ${expectation.line}`,
        });
    });
  });

export type Expectation = z.infer<typeof ExpectationSchema>;

/** Where a case's change comes from, with paths made absolute. */
export type CaseSource =
  | { type: 'patch'; baseDirectory: string; patch: string }
  | { type: 'bundle'; bundle: string; base: string; head: string }
  | { type: 'repo'; repo: string; base: string; head: string };

export interface EvalCase {
  id: string;
  title: string;
  language?: string;
  kind?: string;
  description?: string;
  /** Where the base code came from and how the case was made (for the report). */
  provenance?: string;
  change: CaseSource;
  expected: Expectation[];
  /** A case with no expected finding: anything reported there is a false positive. */
  clean: boolean;
}

/** Stable codes for everything `@codehawk/eval` can reject. */
export type CorpusErrorCode = 'INVALID_CORPUS';

const marker = Symbol.for('@codehawk/eval.error');

/** The one error class of `@codehawk/eval`: bad corpus input; the message names the case and the field. */
export class CorpusError extends Error {
  private readonly [marker] = true;
  override readonly name = 'CorpusError';
  readonly code: CorpusErrorCode = 'INVALID_CORPUS';

  constructor(
    message: string,
    readonly caseId?: string,
    readonly field?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /**
   * True for a CorpusError thrown by any copy of `@codehawk/eval` (`instanceof` fails when two
   * copies are installed, so this checks a registered symbol instead).
   */
  static isInstance(error: unknown): error is CorpusError {
    return typeof error === 'object' && error !== null && marker in error;
  }
}

const exists = (path: string): Promise<boolean> =>
  stat(path).then(
    () => true,
    () => false,
  );

async function readStructured(path: string, what: string): Promise<unknown> {
  const text = await readFile(path, 'utf8').catch((error: unknown) => {
    throw new CorpusError(
      `Cannot read ${what} ${path}: ${error instanceof Error ? error.message : String(error)}.`,
      undefined,
      undefined,
      { cause: error },
    );
  });
  try {
    return extname(path) === '.json' ? JSON.parse(text) : parseYaml(text);
  } catch (error) {
    throw new CorpusError(
      `${what} ${path} is not valid ${extname(path) === '.json' ? 'JSON' : 'YAML'}: ${error instanceof Error ? error.message : String(error)}.`,
      undefined,
      undefined,
      { cause: error },
    );
  }
}

/** Validates one case definition; relative paths are resolved against `folder`. */
export async function parseCase(
  raw: unknown,
  folder: string,
  fallbackId: string,
): Promise<EvalCase> {
  const id =
    raw !== null && typeof raw === 'object' && 'id' in raw && typeof raw.id === 'string'
      ? raw.id
      : fallbackId;
  const parsed = CaseSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || '(the case)';
    throw new CorpusError(
      `Case "${id}": ${field}: ${issue?.message ?? 'invalid'}. See the corpus format in the @codehawk/eval README.`,
      id,
      field,
    );
  }
  const value = parsed.data;
  const need = async (field: string, path: string): Promise<string> => {
    const absolute = resolve(folder, path);
    if (!(await exists(absolute)))
      throw new CorpusError(`Case "${id}": ${field}: ${absolute} does not exist.`, id, field);
    return absolute;
  };
  let change: CaseSource;
  if (value.patch !== undefined && value.base_dir !== undefined)
    change = {
      type: 'patch',
      baseDirectory: await need('base_dir', value.base_dir),
      patch: await need('patch', value.patch),
    };
  else if (value.bundle !== undefined)
    change = {
      type: 'bundle',
      bundle: await need('bundle', value.bundle),
      base: value.base ?? '',
      head: value.head ?? '',
    };
  else
    change = {
      type: 'repo',
      repo: await need('repo', value.repo ?? ''),
      base: value.base ?? '',
      head: value.head ?? '',
    };
  const provenance = [
    value.source ? `base code from ${value.source.package}` : undefined,
    value.made,
  ]
    .filter(Boolean)
    .join('; ');
  return {
    id: value.id ?? fallbackId,
    title: value.title ?? value.id ?? fallbackId,
    ...(value.language ? { language: value.language } : {}),
    ...(value.kind ? { kind: value.kind } : {}),
    ...(value.description ? { description: value.description } : {}),
    ...(provenance ? { provenance } : {}),
    change,
    expected: value.expected,
    clean: value.expected.length === 0,
  };
}

async function caseFileIn(folder: string): Promise<string | undefined> {
  for (const name of CASE_FILES) if (await exists(join(folder, name))) return join(folder, name);
  return undefined;
}

async function loadCaseFolder(folder: string): Promise<EvalCase> {
  const file = await caseFileIn(folder);
  if (!file)
    throw new CorpusError(
      `Case "${basename(folder)}": ${folder} has no case.json or case.yml.`,
      basename(folder),
      'case.json',
    );
  return parseCase(await readStructured(file, 'the case file'), folder, basename(folder));
}

const ManifestSchema = z.strictObject({
  name: z.string().optional(),
  /** Case folders (relative to the manifest), or case definitions inline. */
  cases: z.array(z.union([z.string(), z.record(z.string(), z.unknown())])).min(1),
});

export interface Corpus {
  name: string;
  /** The directory or manifest the corpus was read from. */
  location: string;
  cases: EvalCase[];
}

/**
 * Loads a corpus from a directory (every sub-folder with a case file is a case, in name order; a
 * `corpus.json`/`corpus.yml` inside is used as the manifest) or from a manifest file.
 */
export async function loadCorpus(location: string): Promise<Corpus> {
  const info = await stat(location).catch(() => undefined);
  if (!info)
    throw new CorpusError(
      `The corpus ${location} does not exist: give a corpus directory or a manifest file.`,
    );
  let manifest = info.isFile() ? location : undefined;
  if (info.isDirectory())
    for (const name of MANIFEST_FILES)
      if (!manifest && (await exists(join(location, name)))) manifest = join(location, name);

  let cases: EvalCase[];
  let name = basename(resolve(location));
  if (manifest) {
    const raw = await readStructured(manifest, 'the corpus manifest');
    const parsed = ManifestSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new CorpusError(
        `The corpus manifest ${manifest}: ${issue?.path.join('.') || '(top level)'}: ${issue?.message ?? 'invalid'}.`,
      );
    }
    name = parsed.data.name ?? name;
    const folder = dirname(manifest);
    cases = [];
    for (const [index, entry] of parsed.data.cases.entries())
      cases.push(
        typeof entry === 'string'
          ? await loadCaseFolder(resolve(folder, entry))
          : await parseCase(entry, folder, `case-${index + 1}`),
      );
  } else {
    const entries = (await readdir(location, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    cases = [];
    for (const entry of entries) {
      const folder = join(location, entry);
      if (await caseFileIn(folder)) cases.push(await loadCaseFolder(folder));
    }
  }
  if (cases.length === 0)
    throw new CorpusError(
      `The corpus ${location} has no cases: add folders with a case.json, or a corpus.json manifest.`,
    );
  const seen = new Set<string>();
  for (const item of cases) {
    if (seen.has(item.id))
      throw new CorpusError(
        `Case "${item.id}": id: two cases have this id; ids must be unique.`,
        item.id,
        'id',
      );
    seen.add(item.id);
  }
  return { name, location: resolve(location), cases };
}
