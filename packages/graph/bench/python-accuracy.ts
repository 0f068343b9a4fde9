// Accuracy of the graph on Python against pyright's language server (npm `pyright`), on Debian's
// Python packages of different styles: Django (a web framework) and SQLAlchemy (a class-heavy ORM
// with dialect hierarchies). Each package is copied from `/usr/lib/python3/dist-packages` into the
// git-ignored `bench/.corpora/python/` (pyright reads its settings from there), then:
//   (a) caller → callee edges          textDocument/prepareCallHierarchy + callHierarchy/incomingCalls
//   (b) caller files per function      the same, at file level
//   (c) import edges                   textDocument/definition on every imported module name (and on
//                                      each `from pkg import sub` name that is a submodule)
// on a sample of the package's functions and methods spread evenly (PYTHON_SAMPLE, default 600).
//
// `tsx bench/python-accuracy.ts` measures every corpus and prints the minimum; `… django` one.
// Install the corpora with `apt-get install python3-django python3-sqlalchemy`.
import { spawn, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  createMessageConnection,
  StreamMessageReader,
  StreamMessageWriter,
} from 'vscode-jsonrpc/node';
import { buildGraph } from '../src/index.js';

const DIST_PACKAGES = '/usr/lib/python3/dist-packages';
const CORPORA = [
  {
    name: 'sqlalchemy',
    package: 'sqlalchemy',
    debian: 'python3-sqlalchemy',
    style: 'ORM: class hierarchies, dialects, mixins',
  },
  { name: 'django', package: 'django', debian: 'python3-django', style: 'web framework' },
] as const;
const SAMPLE =
  process.env.PYTHON_SAMPLE === 'all' ? Infinity : Number(process.env.PYTHON_SAMPLE ?? 600);

interface Score {
  precision: number;
  recall: number;
  f1: number;
  truth: number;
  ours: number;
}
interface Position {
  line: number;
  character: number;
}
/** A 1-based line and 0-based column, as Python's parser gives them. */
interface Position1 {
  line: number;
  character: number;
}
/** pyright's answers for one corpus, kept between runs. */
interface Reference {
  pyright: string;
  sample: number;
  seconds: number;
  edges: string[];
  imports: string[];
  /** The sampled definitions pyright answered for (it answers nothing for a file it has not opened). */
  prepared: string[];
}
interface Location {
  uri: string;
  range: { start: Position; end: Position };
}
interface CallHierarchyItem {
  name: string;
  kind: number;
  uri: string;
  range: { start: Position; end: Position };
  selectionRange: { start: Position; end: Position };
}

// Definitions and import names with their positions, read by Python's own parser.
const FACTS_SCRIPT = String.raw`
import ast, json, re, sys
root = sys.argv[1]
out = {"definitions": [], "imports": []}
for path in sys.stdin.read().split("\n"):
    if not path: continue
    source = open(root + "/" + path, encoding="utf-8").read()
    lines = source.split("\n")
    try: tree = ast.parse(source)
    except SyntaxError: continue
    def column_of(line, pattern, start=0):
        match = re.compile(pattern).search(lines[line - 1], start)
        return match.start(1) if match else None
    class Visitor(ast.NodeVisitor):
        def __init__(self): self.stack = []
        def visit_ClassDef(self, node):
            self.stack.append("class"); self.generic_visit(node); self.stack.pop()
        def visit_FunctionDef(self, node):
            column = column_of(node.lineno, r"def\s+(" + re.escape(node.name) + r")\b")
            if column is not None:
                decorators = [ast.unparse(d) for d in node.decorator_list]
                out["definitions"].append({"path": path, "line": node.lineno, "character": column,
                    "name": node.name, "method": bool(self.stack) and self.stack[-1] == "class",
                    "property": any(d == "property" or d.endswith(".setter") or d == "cached_property" or d.endswith(".cached_property") for d in decorators)})
            self.stack.append("function"); self.generic_visit(node); self.stack.pop()
        visit_AsyncFunctionDef = visit_FunctionDef
        def visit_Import(self, node):
            for alias in node.names:
                parts = alias.name.split(".")
                out["imports"].append({"path": path, "names": [{"line": alias.lineno, "character": alias.col_offset + len(alias.name) - len(parts[-1])}]})
        def visit_ImportFrom(self, node):
            fact = {"path": path, "names": []}
            if node.module:
                last = node.module.split(".")[-1]
                column = column_of(node.lineno, r"from\s+\.*(?:[\w]+\s*\.\s*)*(" + re.escape(last) + r")\b")
                if column is not None: fact["module"] = {"line": node.lineno, "character": column}
            else:
                # from . import x: the package itself, by Python's rules (pyright answers no definition on dots).
                package = path.split("/")[:-1]
                package = package[:len(package) - (node.level - 1)]
                fact["file"] = "/".join(package + ["__init__.py"])
            fact["names"] = [{"line": alias.lineno, "character": alias.col_offset} for alias in node.names if alias.name != "*"]
            fact["wildcard"] = any(alias.name == "*" for alias in node.names)
            out["imports"].append(fact)
    Visitor().visit(tree)
print(json.dumps(out))
`;

interface Facts {
  definitions: {
    path: string;
    line: number;
    character: number;
    name: string;
    method: boolean;
    property: boolean;
  }[];
  /** `import a.b` (its names only) or `from m import x, y` (with `module`, or `file` for dots alone). */
  imports: {
    path: string;
    names: Position1[];
    module?: Position1;
    file?: string;
    wildcard?: boolean;
  }[];
}

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

function score(truth: Set<string>, ours: Set<string>): Score {
  let hits = 0;
  for (const item of ours) if (truth.has(item)) hits++;
  const precision = ours.size === 0 ? 1 : hits / ours.size;
  const recall = truth.size === 0 ? 1 : hits / truth.size;
  return {
    precision,
    recall,
    f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall),
    truth: truth.size,
    ours: ours.size,
  };
}
const percent = (value: number): string => `${(value * 100).toFixed(1)}%`.padStart(6);
const row = (name: string, result: Score, goal: string): string =>
  `${name.padEnd(34)} P ${percent(result.precision)}  R ${percent(result.recall)}  F1 ${percent(result.f1)}  (truth ${result.truth}, ours ${result.ours})  ${goal}`;

/** The package copied into the corpora folder, with a pyright configuration beside it. */
function prepare(corpus: (typeof CORPORA)[number]): { root: string; sources: string[] } {
  const source = join(DIST_PACKAGES, corpus.package);
  if (!existsSync(source))
    throw new Error(`${source} is missing: install it with \`apt-get install ${corpus.debian}\``);
  const root = join(here, '.corpora', 'python', corpus.name);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  cpSync(source, join(root, corpus.package), {
    recursive: true,
    filter: (path) => !path.includes('__pycache__'),
  });
  writeFileSync(
    join(root, 'pyrightconfig.json'),
    JSON.stringify({ include: [corpus.package], typeCheckingMode: 'off' }),
  );
  const sources = execFileSync('find', [corpus.package, '-name', '*.py'], {
    cwd: root,
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .sort();
  return { root, sources };
}

async function measure(corpus: (typeof CORPORA)[number]): Promise<{
  corpus: string;
  edges: Score;
  callerFiles: Score;
  imports: Score;
}> {
  const { root, sources } = prepare(corpus);
  const facts = JSON.parse(
    execFileSync('python3', ['-c', FACTS_SCRIPT, root], {
      input: sources.join('\n'),
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    }),
  ) as Facts;
  const step = Math.max(1, Math.floor(facts.definitions.length / SAMPLE));
  const sampled = facts.definitions.filter((_, index) => index % step === 0).slice(0, SAMPLE);
  const keyOf = (path: string, line: number): string => `${path}:${line}`;
  const uriOf = (path: string): string => pathToFileURL(join(root, path)).href;
  const pathOf = (uri: string): string => relative(root, fileURLToPath(uri)).split('\\').join('/');
  const inCorpus = new Set(sources);

  // The reference is kept beside the corpus: re-running after a change to the graph only rebuilds it.
  const pyrightVersion = (require('pyright/package.json') as { version: string }).version;
  const cachePath = join(root, '..', `${corpus.name}.reference.json`);
  const cached = existsSync(cachePath)
    ? (JSON.parse(readFileSync(cachePath, 'utf8')) as Reference)
    : undefined;
  const reference =
    cached?.pyright === pyrightVersion &&
    cached.sample === sampled.length &&
    cached.prepared !== undefined
      ? cached
      : await pyrightReference();
  writeFileSync(cachePath, JSON.stringify(reference));
  const truthEdges = new Set(reference.edges);
  const truthImports = new Set(reference.imports);
  // Scored on the definitions pyright answered for.
  const preparedKeys = new Set(reference.prepared);
  const referenceSeconds = reference.seconds;

  async function pyrightReference(): Promise<Reference> {
    // --- pyright's language server over the copied package.
    const server = spawn(
      process.execPath,
      [require.resolve('pyright/langserver.index.js'), '--stdio'],
      { cwd: root, stdio: ['pipe', 'pipe', 'ignore'] },
    );
    const connection = createMessageConnection(
      new StreamMessageReader(server.stdout),
      new StreamMessageWriter(server.stdin),
    );
    connection.onRequest('workspace/configuration', (params: { items: unknown[] }) =>
      params.items.map(() => null),
    );
    connection.onRequest('client/registerCapability', () => null);
    connection.onRequest('window/workDoneProgress/create', () => null);
    connection.listen();
    const started = performance.now();
    await connection.sendRequest('initialize', {
      processId: process.pid,
      rootUri: pathToFileURL(root).href,
      workspaceFolders: [{ uri: pathToFileURL(root).href, name: corpus.name }],
      capabilities: {
        textDocument: { callHierarchy: { dynamicRegistration: false }, definition: {} },
        workspace: { configuration: true, workspaceFolders: true },
      },
    });
    await connection.sendNotification('initialized', {});

    const truthEdges = new Set<string>();
    const prepared: string[] = [];
    for (const definition of sampled) {
      // Opened, as an editor would: pyright prepares no call hierarchy in a file it has not opened.
      const uri = uriOf(definition.path);
      await connection.sendNotification('textDocument/didOpen', {
        textDocument: {
          uri,
          languageId: 'python',
          version: 1,
          text: readFileSync(join(root, definition.path), 'utf8'),
        },
      });
      const items = await connection.sendRequest<CallHierarchyItem[] | null>(
        'textDocument/prepareCallHierarchy',
        {
          textDocument: { uri },
          position: { line: definition.line - 1, character: definition.character },
        },
      );
      await connection.sendNotification('textDocument/didClose', { textDocument: { uri } });
      const item = items?.[0];
      if (!item) continue;
      const callee = keyOf(definition.path, definition.line);
      prepared.push(callee);
      const incoming = await connection.sendRequest<{ from: CallHierarchyItem }[] | null>(
        'callHierarchy/incomingCalls',
        { item },
      );
      for (const { from } of incoming ?? []) {
        const path = pathOf(from.uri);
        if (!inCorpus.has(path)) continue;
        // SymbolKind Module (2) or File (1): top-level code of the file.
        const caller =
          from.kind === 1 || from.kind === 2
            ? keyOf(path, 0)
            : keyOf(path, from.selectionRange.start.line + 1);
        truthEdges.add(`${caller}->${callee}`);
      }
    }

    /** Where pyright says the name at `at` is defined: the file, and whether that is the module itself. */
    const definitionOf = async (
      path: string,
      at: Position1,
    ): Promise<{ file: string; isModule: boolean } | undefined> => {
      const result = await connection.sendRequest<Location | Location[] | null>(
        'textDocument/definition',
        {
          textDocument: { uri: uriOf(path) },
          position: { line: at.line - 1, character: at.character },
        },
      );
      const location = [result ?? []].flat()[0];
      if (!location) return undefined;
      const { start, end } = location.range;
      return {
        file: pathOf(location.uri),
        isModule:
          start.line === 0 && start.character === 0 && end.line === 0 && end.character === 0,
      };
    };
    // `from m import sub` of a submodule imports that module; `m` itself counts when a name imported
    // from it is not a submodule (or for `*`). `import a.b` imports `a/b`.
    const truthImports = new Set<string>();
    for (const fact of facts.imports) {
      const targets: string[] = [];
      let fromModule = fact.wildcard === true || fact.names.length === 0;
      for (const name of fact.names) {
        const definition = await definitionOf(fact.path, name);
        if (definition?.isModule) targets.push(definition.file);
        else if (fact.module !== undefined || fact.file !== undefined) fromModule = true;
      }
      if (fromModule && fact.module) {
        const module = await definitionOf(fact.path, fact.module);
        if (module?.isModule) targets.push(module.file);
      } else if (fromModule && fact.file) targets.push(fact.file);
      for (const target of targets)
        if (inCorpus.has(target) && target !== fact.path)
          truthImports.add(`${fact.path}->${target}`);
    }
    await connection.sendRequest('shutdown');
    await connection.sendNotification('exit');
    connection.dispose();
    server.kill();

    return {
      pyright: pyrightVersion,
      sample: sampled.length,
      seconds: (performance.now() - started) / 1000,
      edges: [...truthEdges],
      imports: [...truthImports],
      prepared,
    };
  }

  // --- Our graph.
  const graphStarted = performance.now();
  const graph = await buildGraph({ root, files: sources, cacheDirectory: false });
  const graphSeconds = (performance.now() - graphStarted) / 1000;
  const keyOfNode = (id: string): string => {
    if (id.startsWith('file:')) return keyOf(id.slice(5), 0);
    const definition = graph.definitions.get(id);
    return definition ? keyOf(definition.file, definition.nameLine) : id;
  };
  const ourEdges = new Set<string>();
  /** How each edge was resolved (the most certain way, when several edges join at this level). */
  const howResolved = new Map<string, string>();
  for (const edge of graph.calls) {
    const callee = keyOfNode(edge.to);
    if (!preparedKeys.has(callee)) continue;
    const key = `${keyOfNode(edge.from)}->${callee}`;
    ourEdges.add(key);
    if (!howResolved.has(key) || edge.confidence === 'certain')
      howResolved.set(key, `${edge.confidence} ${edge.via}`);
  }
  const ourImports = new Set(graph.imports.map((edge) => `${edge.from}->${edge.to}`));
  const fileLevel = (edges: Set<string>): Set<string> =>
    new Set(
      [...edges].map((edge) => {
        const [caller = '', callee = ''] = edge.split('->');
        return `${caller.slice(0, caller.lastIndexOf(':'))}->${callee}`;
      }),
    );
  const onlyTo = (edges: Set<string>, keep: (entry: Facts['definitions'][number]) => boolean) => {
    const keys = new Set(sampled.filter(keep).map((entry) => keyOf(entry.path, entry.line)));
    return new Set([...edges].filter((edge) => keys.has(edge.split('->')[1] ?? '')));
  };
  const edges = score(truthEdges, ourEdges);
  const callerFiles = score(fileLevel(truthEdges), fileLevel(ourEdges));
  const imports = score(truthImports, ourImports);

  console.log(
    `corpus: ${corpus.name} — ${corpus.style}; ${sources.length} files, ${facts.definitions.length} functions and methods, ${sampled.length} sampled (${preparedKeys.size} answered by pyright)`,
  );
  console.log(
    `reference: pyright ${pyrightVersion} call hierarchy and definitions, ${referenceSeconds.toFixed(1)} s${reference === cached ? ' (kept from an earlier run)' : ''}; our graph: ${graphSeconds.toFixed(2)} s`,
  );
  console.log(row('  (a) caller → callee edges', edges, 'goal F1 ≥ 88%'));
  console.log(row('  (b) caller files per function', callerFiles, 'goal F1 ≥ 88%'));
  console.log(row('  (c) import edges', imports, 'goal P and R ≥ 99%'));
  // pyright types `self` as the enclosing class: a template method's call of an override in a
  // subclass (the graph's `likely this` edges) is not in its answer.
  const extra = new Map<string, number>();
  for (const edge of ourEdges)
    if (!truthEdges.has(edge)) {
      const how = howResolved.get(edge) ?? '?';
      extra.set(how, (extra.get(how) ?? 0) + 1);
    }
  const withoutOverrides = new Set(
    [...ourEdges].filter((edge) => howResolved.get(edge) !== 'likely this'),
  );
  console.log(row('      (a) without override edges', score(truthEdges, withoutOverrides), ''));
  // pyright takes `self.ptr = …` in a class for a new attribute of that class, hiding a base's
  // `@ptr.setter` property: it lists no read of `self.ptr` in a file that also writes it.
  const properties = new Map(
    sampled
      .filter((entry) => entry.property)
      .map((entry) => [keyOf(entry.path, entry.line), entry.name] as const),
  );
  const written = (edge: string): boolean => {
    const [caller = '', callee = ''] = edge.split('->');
    const name = properties.get(callee);
    if (name === undefined) return false;
    const text = readFileSync(join(root, caller.slice(0, caller.lastIndexOf(':'))), 'utf8');
    return new RegExp(`\\bself\\.${name}\\s*=[^=]`).test(text);
  };
  const unwritten = new Set([...ourEdges].filter((edge) => truthEdges.has(edge) || !written(edge)));
  console.log(
    row(
      '      (a) without written properties',
      score(truthEdges, unwritten),
      `(${ourEdges.size - unwritten.size} edges)`,
    ),
  );
  console.log(
    `      edges pyright does not list, by how the graph resolved them: ${[...extra]
      .sort((a, b) => b[1] - a[1])
      .map(([how, count]) => `${how} ${count}`)
      .join(', ')}`,
  );
  for (const [name, keep] of [
    ['      (a) functions', (entry: Facts['definitions'][number]) => !entry.method],
    ['      (a) methods', (entry: Facts['definitions'][number]) => entry.method && !entry.property],
    ['      (a) properties', (entry: Facts['definitions'][number]) => entry.property],
  ] as const)
    console.log(row(name, score(onlyTo(truthEdges, keep), onlyTo(ourEdges, keep)), ''));

  if (process.env.ACCURACY_DEBUG) {
    const text = (key: string): string => {
      const path = key.slice(0, key.lastIndexOf(':'));
      const line = Number(key.slice(key.lastIndexOf(':') + 1));
      return `${key}  ${(readFileSync(join(root, path), 'utf8').split('\n')[line - 1] ?? '').trim().slice(0, 70)}`;
    };
    const show = (edge: string): string => {
      const [caller = '', callee = ''] = edge.split('->');
      return `${text(caller)}\n     -> ${text(callee)}`;
    };
    const limit = Number(process.env.ACCURACY_DEBUG) || 30;
    console.log('--- missed');
    for (const edge of [...truthEdges].filter((edge) => !ourEdges.has(edge)).slice(0, limit))
      console.log(show(edge));
    console.log('--- extra');
    for (const edge of [...ourEdges].filter((edge) => !truthEdges.has(edge)).slice(0, limit))
      console.log(show(edge));
    console.log('--- imports missed');
    for (const edge of [...truthImports].filter((edge) => !ourImports.has(edge)).slice(0, limit))
      console.log(edge);
    console.log('--- imports extra');
    for (const edge of [...ourImports].filter((edge) => !truthImports.has(edge)).slice(0, limit))
      console.log(edge);
  }
  return { corpus: corpus.name, edges, callerFiles, imports };
}

const only = process.argv[2];
const chosen = CORPORA.filter((corpus) => !only || corpus.name === only);
if (chosen.length === 0)
  throw new Error(`no Python corpus named ${only}: ${CORPORA.map((c) => c.name).join(', ')}`);
const results: Awaited<ReturnType<typeof measure>>[] = [];
for (const corpus of chosen) {
  results.push(await measure(corpus));
  console.log('');
}
console.log('pyright reference            edges F1  caller files F1  imports P / R');
const line = (name: string, result: Omit<(typeof results)[number], 'corpus'>): string =>
  `${name.padEnd(26)}  ${percent(result.edges.f1)}    ${percent(result.callerFiles.f1)}           ${percent(result.imports.precision)} / ${percent(result.imports.recall)}`;
for (const result of results) console.log(line(result.corpus, result));
const lowest = (pick: (result: (typeof results)[number]) => Score): Score => ({
  precision: Math.min(...results.map((result) => pick(result).precision)),
  recall: Math.min(...results.map((result) => pick(result).recall)),
  f1: Math.min(...results.map((result) => pick(result).f1)),
  truth: 0,
  ours: 0,
});
console.log(
  line('minimum', {
    edges: lowest((result) => result.edges),
    callerFiles: lowest((result) => result.callerFiles),
    imports: lowest((result) => result.imports),
  }),
);
console.log('goals (every corpus): edges F1 ≥ 88%, caller files F1 ≥ 88%, imports P and R ≥ 99%');
