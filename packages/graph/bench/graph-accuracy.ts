// Accuracy of the graph against the TypeScript language service (typescript 5.9's compiler API) on
// real code: the sources of the `effect` package (installed from npm as a dev dependency).
//   (a) caller → callee edges          prepareCallHierarchy + provideCallHierarchyIncomingCalls
//   (b) caller files per function      the same, at file level
//   (c) import edges                   ts.resolveModuleName
//   (d) depth-2 blast radius (files)   both graphs walked the same way
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { buildGraph } from '../src/index.js';

const require = createRequire(import.meta.url);
// Every declaration by default (about a minute); ACCURACY_SAMPLE checks an even spread of fewer.
const SAMPLE = Number(process.env.ACCURACY_SAMPLE ?? Infinity);
// ACCURACY_CORPUS=self measures on this repository's own packages instead of effect.
const self = process.env.ACCURACY_CORPUS === 'self';
const root = self
  ? join(dirname(require.resolve('../package.json')), '..', '..')
  : dirname(require.resolve('effect/package.json'));
const corpusName = self
  ? 'this repository, packages/*/src'
  : `effect ${(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version} src/`;

const sources = self
  ? (readdirSync(join(root, 'packages'), { recursive: true }) as string[])
      .map((path) => `packages/${path.split('\\').join('/')}`)
      .filter((path) => /^packages\/[^/]+\/src\/.*\.ts$/.test(path) && !path.endsWith('.d.ts'))
      .sort()
  : (readdirSync(join(root, 'src'), { recursive: true }) as string[])
      .filter((path) => path.endsWith('.ts'))
      .map((path) => `src/${path.split('\\').join('/')}`)
      .sort();
const absolute = (path: string): string => join(root, path);
const rel = (path: string): string => relative(root, path).split('\\').join('/');

// --- The TypeScript language service over the same files.
const options: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  types: [],
  // In this repository, workspace packages resolve to their sources, as they do for the graph.
  ...(self
    ? {
        baseUrl: root,
        paths: {
          '@codehawk/agent/testing': ['packages/agent/src/testing.ts'],
          '@codehawk/vcs/testing': ['packages/vcs/src/testing.ts'],
          '@codehawk/*': ['packages/*/src/index.ts'],
        },
      }
    : {}),
};
const texts = new Map(
  sources.map((path) => [absolute(path), readFileSync(absolute(path), 'utf8')]),
);
const host: ts.LanguageServiceHost = {
  getScriptFileNames: () => [...texts.keys()],
  getScriptVersion: () => '1',
  getScriptSnapshot: (file) => {
    const text = texts.get(file) ?? (ts.sys.fileExists(file) ? ts.sys.readFile(file) : undefined);
    return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
  },
  getCurrentDirectory: () => root,
  getCompilationSettings: () => options,
  getDefaultLibFileName: (settings) => ts.getDefaultLibFilePath(settings),
  fileExists: (file) => texts.has(file) || ts.sys.fileExists(file),
  readFile: (file) => texts.get(file) ?? ts.sys.readFile(file),
  readDirectory: (path, extensions, exclude, include, depth) =>
    ts.sys.readDirectory(path, extensions, exclude, include, depth),
  directoryExists: (path) => ts.sys.directoryExists(path),
  getDirectories: (path) => ts.sys.getDirectories(path),
};
const service = ts.createLanguageService(host, ts.createDocumentRegistry());
const program = service.getProgram();
if (!program) throw new Error('no program');

/** Declarations the call hierarchy can answer for: functions, methods, classes, function-valued bindings. */
function declarations(file: ts.SourceFile): ts.Node[] {
  const found: ts.Node[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionDeclaration(node) && node.name && node.body) found.push(node.name);
    else if (ts.isMethodDeclaration(node) && node.body) found.push(node.name);
    else if (ts.isClassDeclaration(node) && node.name) found.push(node.name);
    else if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    )
      found.push(node.name);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const lineOf = (file: ts.SourceFile, position: number): number =>
  file.getLineAndCharacterOfPosition(position).line + 1;
const keyOf = (path: string, line: number): string => `${path}:${line}`;

const allDeclarations: { path: string; node: ts.Node; key: string; method: boolean }[] = [];
for (const path of sources) {
  const file = program.getSourceFile(absolute(path));
  if (!file) continue;
  for (const node of declarations(file)) {
    allDeclarations.push({
      path,
      node,
      key: keyOf(path, lineOf(file, node.getStart(file))),
      method: ts.isMethodDeclaration(node.parent),
    });
  }
}
// A deterministic sample spread over the whole corpus.
const step = Math.max(1, Math.floor(allDeclarations.length / SAMPLE));
const sampled = allDeclarations.filter((_, index) => index % step === 0).slice(0, SAMPLE);
const sampledKeys = new Set(sampled.map((entry) => entry.key));

const started = performance.now();
const truthEdges = new Set<string>();
for (const { path, node } of sampled) {
  const file = program.getSourceFile(absolute(path));
  if (!file) continue;
  const items = service.prepareCallHierarchy(absolute(path), node.getStart(file));
  const item = Array.isArray(items) ? items[0] : items;
  if (!item) continue;
  const callee = keyOf(path, lineOf(file, node.getStart(file)));
  for (const incoming of service.provideCallHierarchyIncomingCalls(
    absolute(path),
    item.selectionSpan.start,
  )) {
    const callerPath = rel(incoming.from.file);
    if (!texts.has(incoming.from.file)) continue;
    const callerFile = program.getSourceFile(incoming.from.file);
    if (!callerFile) continue;
    const isFile =
      incoming.from.kind === ts.ScriptElementKind.scriptElement ||
      incoming.from.kind === ts.ScriptElementKind.moduleElement;
    const caller = isFile
      ? keyOf(callerPath, 0)
      : keyOf(callerPath, lineOf(callerFile, incoming.from.selectionSpan.start));
    truthEdges.add(`${caller}->${callee}`);
  }
}
const truthSeconds = (performance.now() - started) / 1000;

// Imports: every relative specifier resolved by the compiler, within the corpus.
const truthImports = new Set<string>();
for (const path of sources) {
  const file = program.getSourceFile(absolute(path));
  if (!file) continue;
  for (const statement of file.statements) {
    const specifier =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
        ? statement.moduleSpecifier.text
        : undefined;
    if (!specifier) continue;
    const resolved = ts.resolveModuleName(specifier, absolute(path), options, ts.sys).resolvedModule
      ?.resolvedFileName;
    if (resolved && texts.has(resolved)) truthImports.add(`${path}->${rel(resolved)}`);
  }
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
for (const edge of graph.calls) {
  const callee = keyOfNode(edge.to);
  if (sampledKeys.has(callee)) ourEdges.add(`${keyOfNode(edge.from)}->${callee}`);
}
const ourImports = new Set(graph.imports.map((edge) => `${edge.from}->${edge.to}`));

function score(
  truth: Set<string>,
  ours: Set<string>,
): { precision: number; recall: number; f1: number; truth: number; ours: number } {
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

const fileLevel = (edges: Set<string>): Set<string> =>
  new Set(
    [...edges].map((edge) => {
      const [caller = '', callee = ''] = edge.split('->');
      return `${caller.slice(0, caller.lastIndexOf(':'))}->${callee}`;
    }),
  );

/** Files reaching each sampled callee within two hops of incoming calls. */
function blast(edges: Set<string>): Set<string> {
  const incoming = new Map<string, string[]>();
  for (const edge of edges) {
    const [caller = '', callee = ''] = edge.split('->');
    incoming.set(callee, [...(incoming.get(callee) ?? []), caller]);
  }
  const result = new Set<string>();
  for (const target of sampledKeys) {
    const first = incoming.get(target) ?? [];
    const reached = new Set(first);
    for (const caller of first) for (const next of incoming.get(caller) ?? []) reached.add(next);
    for (const node of reached) result.add(`${target}<-${node.slice(0, node.lastIndexOf(':'))}`);
  }
  return result;
}

// Depth 2 needs the callers' own incoming edges: extend both graphs over all callers seen.
const allTruth = truthEdges;
const edgeScore = score(allTruth, ourEdges);
const callerFiles = score(fileLevel(allTruth), fileLevel(ourEdges));
const importScore = score(truthImports, ourImports);
const radius = score(blast(allTruth), blast(ourEdges));

// Calls to functions alone, without the methods reached through interfaces and receivers.
const functionKeys = new Set(sampled.filter((entry) => !entry.method).map((entry) => entry.key));
const toFunctions = (edges: Set<string>): Set<string> =>
  new Set([...edges].filter((edge) => functionKeys.has(edge.split('->')[1] ?? '')));
const functionEdges = score(toFunctions(allTruth), toFunctions(ourEdges));
const functionFiles = score(fileLevel(toFunctions(allTruth)), fileLevel(toFunctions(ourEdges)));

const percent = (value: number): string => `${(value * 100).toFixed(1)}%`;
const row = (name: string, result: ReturnType<typeof score>, goal: string): string =>
  `${name.padEnd(32)} P ${percent(result.precision).padStart(6)}  R ${percent(result.recall).padStart(6)}  F1 ${percent(result.f1).padStart(6)}  (truth ${result.truth}, ours ${result.ours})  goal ${goal}`;
console.log(
  `corpus: ${corpusName} — ${sources.length} files, ${allDeclarations.length} declarations, ${sampled.length} sampled`,
);
console.log(
  `ground truth: TypeScript ${ts.version} language service, ${truthSeconds.toFixed(1)} s; our graph: ${graphSeconds.toFixed(2)} s`,
);
console.log(row('(a) caller → callee edges', edgeScore, 'F1 ≥ 85%'));
console.log(row('(b) caller files per function', callerFiles, 'F1 ≥ 92%'));
console.log(row('(c) import edges', importScore, 'P and R ≥ 99%'));
console.log(row('    (a) calls to functions only', functionEdges, ''));
console.log(row('    (b) for functions only', functionFiles, ''));
console.log(row('(d) depth-2 blast radius (files)', radius, 'P and R ≥ 90%'));
if (process.env.ACCURACY_DEBUG) {
  const calleeText = (edge: string): string => {
    const callee = edge.split('->')[1] ?? '';
    const path = callee.slice(0, callee.lastIndexOf(':'));
    return (
      (texts.get(absolute(path)) ?? '').split('\n')[
        Number(callee.slice(callee.lastIndexOf(':') + 1)) - 1
      ] ?? ''
    );
  };
  const missed = [...allTruth].filter(
    (edge) =>
      !ourEdges.has(edge) &&
      !/^\s*(pipe|next|\[Symbol\.iterator\]|\[Hash\.symbol\]|\[Equal\.symbol\])\(/.test(
        calleeText(edge),
      ),
  );
  console.log('missed (not interface dispatch):', missed.length);
  const extra = [...ourEdges].filter((edge) => !allTruth.has(edge));
  const show = (edge: string): string => {
    const [caller = '', callee = ''] = edge.split('->');
    const line = (key: string): string => {
      const [path = '', number = '0'] = [
        key.slice(0, key.lastIndexOf(':')),
        key.slice(key.lastIndexOf(':') + 1),
      ];
      return `${key}  ${(texts.get(absolute(path)) ?? '').split('\n')[Number(number) - 1]?.trim().slice(0, 70) ?? ''}`;
    };
    return `${line(caller)}\n     -> ${line(callee)}`;
  };
  console.log('--- missed');
  for (const edge of missed.slice(0, 25)) console.log(show(edge));
  console.log('--- extra');
  for (const edge of extra.slice(0, 15)) console.log(show(edge));
}
if (process.env.ACCURACY_DEBUG) {
  const byCallee = new Map<string, number>();
  for (const edge of allTruth)
    if (!ourEdges.has(edge)) {
      const callee = edge.split('->')[1] ?? '';
      byCallee.set(callee, (byCallee.get(callee) ?? 0) + 1);
    }
  console.log('--- missed by callee');
  for (const [callee, count] of [...byCallee].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
    const path = callee.slice(0, callee.lastIndexOf(':'));
    const line = Number(callee.slice(callee.lastIndexOf(':') + 1));
    console.log(
      count,
      callee,
      (texts.get(absolute(path)) ?? '').split('\n')[line - 1]?.trim().slice(0, 60),
    );
  }
}
