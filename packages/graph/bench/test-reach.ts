// Are the review's "no test reaches it" claims true? On corpora that ship their tests, a sample of
// functions and methods is treated as changed, one at a time, and the graph's change analysis says
// of each: reached by tests, no test reaches it, or unknown. Every "no test reaches it" is then
// checked against the TypeScript language service (typescript 5.9's compiler API): the function's
// references, followed backwards through the functions containing them (a constructor through its
// class, a class field through its class), reach a test file — or the top-level code of a module a
// test imports — or they do not. Imports, exports and type positions are not uses.
//
// `tsx bench/test-reach.ts` measures every tested corpus, each in a fresh process; `tsx
// bench/test-reach.ts zod` one. REACH_SAMPLE (default 80) is how many functions of each corpus are
// checked, spread evenly. Exits 1 when a claim is false.
import { execFileSync } from 'node:child_process';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { buildGraph, isTestPath, type Definition } from '../src/index.js';
import { loadCorpus, testedCorpusNames } from './corpora.js';
import { languageService } from './language-service.js';
import { nodeAt } from './value-uses.js';

const only = process.argv[2];
if (!only) {
  let failed = false;
  for (const name of testedCorpusNames()) {
    try {
      execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), name], {
        stdio: 'inherit',
      });
    } catch {
      failed = true;
    }
  }
  process.exit(failed ? 1 : 0);
}

const SAMPLE =
  process.env.REACH_SAMPLE === 'all' ? Infinity : Number(process.env.REACH_SAMPLE ?? 80);
/** findReferences calls one truth may spend before it is called undetermined. */
const BUDGET = 600;
const corpus = loadCorpus(only);
const { root, sources } = corpus;
const absolute = (path: string): string => join(root, path);
const rel = (path: string): string => relative(root, path).split('\\').join('/');

const { options, texts, service, program } = languageService(corpus);

/** Modules whose top-level code a test runs: the test files and what they import, transitively. */
function modulesTestsLoad(): Set<string> {
  const loaded = new Set<string>();
  const pending = sources.filter(isTestPath).map(absolute);
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (loaded.has(file)) continue;
    loaded.add(file);
    const text = texts.get(file);
    if (text === undefined) continue;
    for (const imported of ts.preProcessFile(text, true, true).importedFiles) {
      const target = ts.resolveModuleName(imported.fileName, file, options, ts.sys).resolvedModule
        ?.resolvedFileName;
      if (target !== undefined && texts.has(target)) pending.push(target);
    }
  }
  return loaded;
}
const loadedByTests = modulesTestsLoad();

/** An import, an export or a type position: a mention, not a use. */
function isMention(node: ts.Node): boolean {
  for (let current: ts.Node | undefined = node; current; current = current.parent) {
    if (
      ts.isImportDeclaration(current) ||
      ts.isExportDeclaration(current) ||
      ts.isImportEqualsDeclaration(current) ||
      ts.isTypeNode(current) ||
      ts.isTypeElement(current)
    )
      return true;
    if (ts.isHeritageClause(current)) return current.token === ts.SyntaxKind.ImplementsKeyword;
    if (ts.isStatement(current) || ts.isFunctionLike(current)) return false;
  }
  return false;
}

/** The named declaration whose running runs `node`, or `module` for top-level code. */
function enclosing(node: ts.Node): ts.Node | 'module' {
  for (let current = node.parent; current; current = current.parent) {
    if (ts.isFunctionDeclaration(current) && current.name) return current.name;
    if (
      (ts.isMethodDeclaration(current) ||
        ts.isGetAccessorDeclaration(current) ||
        ts.isSetAccessorDeclaration(current)) &&
      (ts.isIdentifier(current.name) || ts.isPrivateIdentifier(current.name))
    )
      return current.name;
    if (ts.isConstructorDeclaration(current) || ts.isPropertyDeclaration(current)) {
      const owner = current.parent;
      if (
        ts.isPropertyDeclaration(current) &&
        current.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.StaticKeyword)
      )
        continue;
      if (ts.isClassLike(owner) && owner.name) return owner.name;
      continue;
    }
    if (
      (ts.isArrowFunction(current) || ts.isFunctionExpression(current)) &&
      (ts.isVariableDeclaration(current.parent) || ts.isPropertyAssignment(current.parent)) &&
      ts.isIdentifier(current.parent.name)
    )
      return current.parent.name;
  }
  return 'module';
}

type Truth = { reached: true; via: string } | { reached: false } | { undetermined: true };

/** Whether a test reaches the declaration named at `position`, by the language service's references. */
function truthAt(path: string, position: number): Truth {
  const seen = new Set<string>();
  const queue: { file: string; position: number; path: string[] }[] = [
    { file: absolute(path), position, path: [] },
  ];
  let spent = 0;
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const key = `${next.file}:${next.position}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (++spent > BUDGET) return { undetermined: true };
    for (const symbol of service.findReferences(next.file, next.position) ?? [])
      for (const reference of symbol.references) {
        // A declaration, or an assignment to the name: not a use.
        if (reference.isDefinition || reference.isWriteAccess) continue;
        const file = program?.getSourceFile(reference.fileName);
        if (!file || !texts.has(reference.fileName)) continue;
        const node = nodeAt(file, reference.textSpan.start);
        if (isMention(node)) continue;
        const where = `${rel(reference.fileName)}:${file.getLineAndCharacterOfPosition(reference.textSpan.start).line + 1}`;
        const via = [...next.path, where].join(' ← ');
        if (isTestPath(rel(reference.fileName))) return { reached: true, via };
        const owner = enclosing(node);
        if (owner === 'module') {
          if (loadedByTests.has(reference.fileName))
            return { reached: true, via: `${via} (top level of a module tests import)` };
          continue;
        }
        queue.push({
          file: reference.fileName,
          position: owner.getStart(file),
          path: [...next.path, `${where} in ${owner.getText(file)}`],
        });
      }
  }
  return { reached: false };
}

/** The position of a definition's name in its file, found on its name line. */
function namePosition(definition: Definition): number | undefined {
  const file = program?.getSourceFile(absolute(definition.file));
  if (!file) return undefined;
  const line = file.getPositionOfLineAndCharacter(definition.nameLine - 1, 0);
  const text = file.text.slice(line, file.text.indexOf('\n', line));
  const name = definition.name === 'constructor' ? (definition.container ?? '') : definition.name;
  const column = new RegExp(`(^|[^\\w$#])#?${name.replace(/\$/g, '\\$')}(?![\\w$])`).exec(text);
  if (!column) return undefined;
  return line + column.index + column[0].indexOf(name);
}

const started = performance.now();
const graph = await buildGraph({ root, files: sources, cacheDirectory: false });
const buildSeconds = (performance.now() - started) / 1000;
const sourceSet = new Set(sources);
const candidates = [...graph.definitions.values()]
  .filter(
    (definition) =>
      (definition.kind === 'function' || definition.kind === 'method') &&
      !definition.isTest &&
      sourceSet.has(definition.file),
  )
  .sort((a, b) => a.id.localeCompare(b.id));
const step = Math.max(1, Math.floor(candidates.length / SAMPLE));
const sample = candidates.filter((_, index) => index % step === 0).slice(0, SAMPLE);

const counts = { reached: 0, unknown: 0, claims: 0, true: 0, false: 0, undetermined: 0 };
const wrong: string[] = [];
for (const definition of sample) {
  const analysis = graph.changeAnalysis([
    { path: definition.file, ranges: [[definition.nameLine, definition.nameLine]] },
  ]);
  if (analysis.testReachUnknown.some((entry) => entry.id === definition.id)) {
    counts.unknown++;
    continue;
  }
  if (!analysis.testGaps.some((gap) => gap.id === definition.id)) {
    counts.reached++;
    continue;
  }
  counts.claims++;
  const position = namePosition(definition);
  const truth: Truth =
    position === undefined ? { undetermined: true } : truthAt(definition.file, position);
  if ('undetermined' in truth) counts.undetermined++;
  else if (truth.reached) {
    counts.false++;
    wrong.push(`${definition.id}: a test reaches it (${truth.via})`);
  } else counts.true++;
}

const percent = (part: number, whole: number): string =>
  whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)} %`;
console.log(`\n${corpus.name} — ${corpus.style}`);
console.log(
  `  ${sources.length} files (${sources.filter(isTestPath).length} tests), graph built in ${buildSeconds.toFixed(1)} s; ${sample.length} changed functions sampled of ${candidates.length}`,
);
console.log(
  `  reached by tests ${counts.reached} · unknown ${counts.unknown} · "no test reaches it" ${counts.claims}`,
);
console.log(
  `  claims checked against the language service: true ${counts.true}, false ${counts.false}, undetermined ${counts.undetermined} (${percent(counts.true, counts.true + counts.false)} true)`,
);
for (const line of wrong) console.log(`  FALSE: ${line}`);
process.exit(counts.false > 0 ? 1 : 0);
