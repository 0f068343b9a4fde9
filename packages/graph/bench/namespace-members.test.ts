// The accuracy reference's reads the call hierarchy misses: a module's function or class read
// through a namespace that a barrel both imports and re-exports.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { languageService } from './language-service.js';
import { namespaceMemberReads } from './namespace-members.js';

const files: Record<string, string> = {
  'types/defs.ts': [
    'export function isPref(v: unknown): boolean { return !!v; }',
    'export class Pref { constructor(readonly v: unknown) {} }',
    'export class Other { isPref() { return true; } }',
    'export { isPref as isRecord };',
  ].join('\n'),
  'types/feed.ts': 'export function isPref(v: unknown): boolean { return !v; }',
  'hidden.ts': [
    "import * as Defs from './types/defs';",
    "import * as Feed from './types/feed';",
    "export * as Defs from './types/defs';",
    "export * as Feed from './types/feed';",
  ].join('\n'),
  // An object spreading the module's members (`export default { ...base }`, read `Ast.isAst(v)`).
  'spread.ts': "import * as defs from './types/defs';\nexport default { ...defs };",
  'spreads.ts': [
    "import Spread from './spread';",
    'export function viaSpread(p: unknown) { return Spread.isPref(p); }',
  ].join('\n'),
  'agent.ts': [
    "import { Defs, Feed } from './hidden';",
    'export function check(p: unknown) { return Defs.isPref(p) && Feed.isPref(p); }',
    'export const pick = (ps: unknown[]) => ps.find(Defs.isPref);',
    'export function make(o: InstanceType<typeof Defs.Other>) { return new Defs.Pref(o.isPref()); }',
    'export namespace Commands { export const CUT = Defs.isPref(1); }',
    'export function record(p: unknown) { return Defs.isRecord(p); }',
    'export interface Shaped extends Defs.Other {}',
  ].join('\n'),
};

const root = mkdtempSync(join(tmpdir(), 'codehawk-namespaces-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
mkdirSync(join(root, 'types'));
for (const [path, text] of Object.entries(files)) writeFileSync(join(root, path), text);
const { service, program, texts } = languageService({
  name: 'namespaces',
  style: 'a test',
  root,
  sources: Object.keys(files),
  declarations: [],
});

/** Whether `node` is the name of a function, class or method declaration. */
function isNamed(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (
    (ts.isFunctionDeclaration(parent) ||
      ts.isClassDeclaration(parent) ||
      ts.isMethodDeclaration(parent)) &&
    parent.name === node
  );
}

/** The declared name `name` in `path` (the first, or the one in class `owner`). */
function declared(path: string, name: string): ts.Identifier {
  const file = program.getSourceFile(join(root, path));
  let found: ts.Identifier | undefined;
  const visit = (node: ts.Node): void => {
    if (!found && ts.isIdentifier(node) && node.text === name && isNamed(node)) found = node;
    ts.forEachChild(node, visit);
  };
  if (file) visit(file);
  if (!found) throw new Error(`no ${name} in ${path}`);
  return found;
}

/** Each read the reference adds, as `file:line caller-line`. */
function reads(path: string, name: string): string[] {
  return namespaceMemberReads(program, declared(path, name), texts).map(
    ({ file, position, callerPosition }) => {
      const line = (at: number): number => file.getLineAndCharacterOfPosition(at).line + 1;
      return `${file.fileName.slice(root.length + 1)}:${line(position)} from ${callerPosition === undefined ? 'top' : line(callerPosition)}`;
    },
  );
}

describe('reads through a namespace a barrel imports and re-exports', () => {
  it('are missed by the call hierarchy, and taken by the reference', () => {
    const path = join(root, 'types/defs.ts');
    const hierarchy = service.prepareCallHierarchy(
      path,
      (files['types/defs.ts'] ?? '').indexOf('isPref'),
    );
    const item = Array.isArray(hierarchy) ? hierarchy[0] : hierarchy;
    const callers = service
      .provideCallHierarchyIncomingCalls(path, item?.selectionSpan.start ?? 0)
      .map((call) => call.from.name);
    // The barrel's own `import * as Defs` hides them (with either line alone, both are found).
    expect(callers).toEqual([]);
    expect(reads('types/defs.ts', 'isPref')).toEqual([
      // Through an object spreading the module's members, which the call hierarchy misses too.
      'spreads.ts:2 from 2',
      'agent.ts:2 from 2',
      'agent.ts:3 from 3',
      // A namespace's body is the file's top level to the call hierarchy.
      'agent.ts:5 from top',
      // The name its module exports it under too (`export { isPref as isRecord }`).
      'agent.ts:6 from 6',
    ]);
  });

  it('of a class constructed through the namespace', () => {
    expect(reads('types/defs.ts', 'Pref')).toEqual(['agent.ts:4 from 4']);
  });

  it('keep apart same-named functions of other modules and methods', () => {
    expect(reads('types/feed.ts', 'isPref')).toEqual(['agent.ts:2 from 2']);
    expect(reads('types/defs.ts', 'Other')).toEqual([]);
  });
});
