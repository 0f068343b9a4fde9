// The planted-bug corpus, generated at bench time from real released sources: TypeScript (zod's
// sources as npm ships them), JavaScript (yaml's and commander's), and Python (Debian's
// python3-django, fetched with `apt-get download`). Each case is a pull request whose base is the
// real file with a block of its lines cut out and whose head puts that block back, with one line of
// it marked as the planted bug. Nothing third-party is stored in the repository.
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';

export type Shape =
  | 'small'
  | 'medium'
  | 'large'
  | 'huge-diff'
  | 'new-80kb'
  | 'low-risk'
  | 'few-among-many'
  | 'build-script';

export interface PlantedBug {
  id: string;
  file: string;
  /** The bug's new-file line (the answer key: the reviewer stand-in never reads it). */
  line: number;
}

export interface Case {
  name: string;
  shape: Shape;
  language: 'typescript' | 'javascript' | 'python';
  base: Record<string, string>;
  head: Record<string, string>;
  bug: PlantedBug;
}

interface Source {
  path: string;
  text: string;
}

const require = createRequire(import.meta.url);

function walk(root: string, ending: string, limit: number): Source[] {
  const found: Source[] = [];
  const visit = (directory: string): void => {
    for (const name of readdirSync(directory).sort()) {
      if (found.length >= limit) return;
      const path = join(directory, name);
      const entry = lstatSync(path);
      if (entry.isSymbolicLink()) continue; // Debian links some files to other packages
      if (entry.isDirectory()) visit(path);
      else if (name.endsWith(ending)) {
        const text = readFileSync(path, 'utf8');
        if (text.split('\n').length >= 60 && text.length < 60_000)
          found.push({ path: relative(root, path), text });
      }
    }
  };
  visit(root);
  return found;
}

/** Django's sources from Debian, downloaded once into `cache`. */
function djangoSources(cache: string): Source[] {
  const unpacked = join(cache, 'django');
  if (!existsSync(unpacked)) {
    mkdirSync(unpacked, { recursive: true });
    execFileSync('apt-get', ['download', 'python3-django'], { cwd: cache, stdio: 'ignore' });
    const deb = readdirSync(cache).find((name) => name.startsWith('python3-django_'));
    if (!deb)
      throw new Error(
        'apt-get download python3-django fetched nothing: the bench needs Debian packages.',
      );
    execFileSync('dpkg-deb', ['-x', join(cache, deb), unpacked]);
  }
  const root = join(unpacked, 'usr/lib/python3/dist-packages/django');
  return walk(root, '.py', 400).map((source) => ({ ...source, path: `django/${source.path}` }));
}

function packageRoot(name: string): string {
  return dirname(require.resolve(`${name}/package.json`));
}

/** The three pools of real source files. */
export function loadSources(cache: string): Record<Case['language'], Source[]> {
  const zod = join(packageRoot('zod'), 'src');
  const yaml = join(packageRoot('yaml'), 'dist');
  return {
    typescript: walk(zod, '.ts', 400)
      .filter((source) => !source.path.includes('tests'))
      .map((source) => ({ ...source, path: `src/${source.path}` })),
    javascript: walk(yaml, '.js', 200).map((source) => ({ ...source, path: `lib/${source.path}` })),
    python: djangoSources(cache),
  };
}

const COMMENT: Record<Case['language'], string> = {
  typescript: '//',
  javascript: '//',
  python: '#',
};

/** A deterministic pseudo-random sequence, so every run builds the same corpus. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** Marks a line as the planted bug; the reviewer stand-in knows only the marker. */
function plant(line: string, id: string, language: Case['language']): string {
  return `${line.replace(/\s+$/, '')}  ${COMMENT[language]} ${id}`;
}

/** Lines a marker can follow without changing what the line means (no continuation, not blank). */
function plantable(line: string): boolean {
  const trimmed = line.trim();
  return (
    trimmed.length > 3 &&
    !trimmed.endsWith('\\') &&
    !trimmed.startsWith('*') &&
    !/["'`]$/.test(trimmed)
  );
}

interface Cut {
  base: string;
  head: string;
  /** New-file line numbers of the block put back. */
  block: [number, number];
}

/** Cuts `length` lines out of a file at `start` (0-based) for the base; the head is the file. */
function cut(text: string, start: number, length: number): Cut {
  const lines = text.split('\n');
  const from = Math.max(0, Math.min(start, lines.length - length - 1));
  return {
    base: [...lines.slice(0, from), ...lines.slice(from + length)].join('\n'),
    head: text,
    block: [from + 1, from + length],
  };
}

/** Plants the bug on a plantable line of the block, at `where` (0 = first, 1 = last) of it. */
function plantIn(
  head: string,
  block: [number, number],
  where: number,
  id: string,
  language: Case['language'],
): { head: string; line: number } {
  const lines = head.split('\n');
  const span = block[1] - block[0];
  const wanted = block[0] + Math.round(span * where);
  for (let offset = 0; offset <= span; offset++) {
    for (const candidate of [wanted - offset, wanted + offset]) {
      if (candidate < block[0] || candidate > block[1]) continue;
      if (plantable(lines[candidate - 1] ?? '')) {
        lines[candidate - 1] = plant(lines[candidate - 1] ?? '', id, language);
        return { head: lines.join('\n'), line: candidate };
      }
    }
  }
  throw new Error(`no plantable line in ${block[0]}–${block[1]}`);
}

/** A pull request changing `count` real files (blocks of `blockLength`), the bug in one of them. */
function changedFiles(
  name: string,
  shape: Shape,
  language: Case['language'],
  pool: Source[],
  random: () => number,
  count: number,
  blockLength: number,
  options: { bugWhere?: number; bugFileIndex?: number; pathPrefix?: string } = {},
): Case {
  const base: Record<string, string> = {};
  const head: Record<string, string> = {};
  const offset = Math.floor(random() * pool.length);
  const chosen = Array.from(
    { length: count },
    (_, index) => pool[(offset + index * 7) % pool.length] as Source,
  );
  const unique = [...new Map(chosen.map((source) => [source.path, source])).values()];
  const bugIndex = Math.min(
    options.bugFileIndex ?? Math.floor(random() * unique.length),
    unique.length - 1,
  );
  let bug: PlantedBug | undefined;
  for (const [index, source] of unique.entries()) {
    const lines = source.text.split('\n').length;
    const length = Math.min(blockLength, Math.floor(lines / 2));
    const start = Math.floor(random() * (lines - length - 2));
    const piece = cut(source.text, start, length);
    const path = `${options.pathPrefix ?? ''}${source.path}`;
    base[path] = piece.base;
    if (index === bugIndex) {
      const planted = plantIn(
        piece.head,
        piece.block,
        options.bugWhere ?? random(),
        `planted-bug-${name}`,
        language,
      );
      head[path] = planted.head;
      bug = { id: `planted-bug-${name}`, file: path, line: planted.line };
    } else head[path] = piece.head;
  }
  if (!bug) throw new Error(`${name}: no bug planted`);
  return { name, shape, language, base, head, bug };
}

/** A new file of about `bytes`, made of real sources one after another, the bug near its end. */
function newLargeFile(
  name: string,
  language: Case['language'],
  pool: Source[],
  random: () => number,
  bytes: number,
): Case {
  const parts: string[] = [];
  let size = 0;
  let index = Math.floor(random() * pool.length);
  while (size < bytes) {
    const source = pool[index++ % pool.length] as Source;
    parts.push(source.text);
    size += source.text.length;
  }
  const text = parts.join('\n');
  const lines = text.split('\n').length;
  const path =
    language === 'python'
      ? 'django/contrib/bundle.py'
      : `src/bundle.${language === 'typescript' ? 'ts' : 'js'}`;
  const planted = plantIn(text, [lines - 20, lines - 1], 1, `planted-bug-${name}`, language);
  return {
    name,
    shape: 'new-80kb',
    language,
    base: { 'README.md': 'base\n' },
    head: { [path]: planted.head },
    bug: { id: `planted-bug-${name}`, file: path, line: planted.line },
  };
}

/** A hand-written build script (real code under build/), the only file of its pull request. */
function buildScript(
  name: string,
  language: Case['language'],
  pool: Source[],
  random: () => number,
): Case {
  const made = changedFiles(name, 'build-script', language, pool, random, 1, 40, {
    pathPrefix: 'build/',
  });
  return made;
}

/** Every case: 41 pull requests over three languages and eight shapes. */
export function buildCorpus(cache: string): Case[] {
  const sources = loadSources(cache);
  const random = sequence(17);
  const languages: Case['language'][] = ['typescript', 'python', 'javascript'];
  const cases: Case[] = [];
  const each = (count: number, make: (language: Case['language'], index: number) => Case): void => {
    for (let index = 0; index < count; index++)
      cases.push(make(languages[index % languages.length] as Case['language'], index));
  };
  each(8, (language, index) =>
    changedFiles(
      `small-${index}`,
      'small',
      language,
      sources[language],
      random,
      1 + (index % 3),
      25,
    ),
  );
  each(6, (language, index) =>
    changedFiles(`medium-${index}`, 'medium', language, sources[language], random, 8 + index, 20),
  );
  each(6, (language, index) =>
    changedFiles(
      `large-${index}`,
      'large',
      language,
      sources[language],
      random,
      40 + index * 12,
      15,
    ),
  );
  // One file whose diff is over 15 KB, the bug in its last part.
  each(6, (language, index) =>
    changedFiles(
      `huge-diff-${index}`,
      'huge-diff',
      language,
      sources[language].filter((source) => source.text.length > 24_000),
      random,
      1,
      700,
      { bugWhere: 0.95 },
    ),
  );
  each(4, (language, index) =>
    newLargeFile(`new-80kb-${index}`, language, sources[language], random, 80_000),
  );
  each(4, (language, index) =>
    changedFiles(`low-risk-${index}`, 'low-risk', language, sources[language], random, 3, 20, {
      pathPrefix: language === 'python' ? 'tests/' : 'docs/examples/',
    }),
  );
  // One changed line among files with many changed lines.
  each(4, (language, index) => {
    const made = changedFiles(
      `few-among-many-${index}`,
      'few-among-many',
      language,
      sources[language],
      random,
      12,
      120,
      { bugFileIndex: 0 },
    );
    const [path] = Object.keys(made.head);
    if (path) {
      // The bug's file changes in exactly one line: its base is the head without the marker.
      made.base[path] = (made.head[path] ?? '').replace(
        `  ${COMMENT[language]} ${made.bug.id}`,
        '',
      );
    }
    return made;
  });
  each(3, (language, index) =>
    buildScript(`build-script-${index}`, language, sources[language], random),
  );
  return cases;
}
