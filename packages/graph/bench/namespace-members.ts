// Reads of a module's function or class through a namespace, or an object holding its members,
// that the call hierarchy misses. With `import * as Defs from './defs'` and `export * as Defs from
// './defs'` in one barrel (as `@atproto/api`'s generated client has for each of its lexicon
// modules), TypeScript's find-references from `isPref` stops at the barrel, so no `Defs.isPref(p)`
// in a file importing `Defs` from it is found, nor `.find(Defs.isPref)` — with either line alone,
// both are. Nor is `Ast.isAst(v)` through `export default { ...base }` (`@markdoc/markdoc`), or
// `connectorPresets.normal` through `export const connectorPresets = connectors` (`@antv/x6`). The
// checker still resolves each to the function: the reference takes what it resolves where the call
// hierarchy listed nothing, as the call hierarchy takes any `x.name` of what it finds.
import ts from 'typescript';
import { callerPosition, nodeAt, type ValueUse } from './value-uses.js';

/**
 * Whether `node` is in an `extends` or `implements` clause: a type there (`interface IOptions
 * extends Base.ContentFactory.IOptions`), or a class derived from, which no call or read counts.
 */
function inHeritage(node: ts.Node): boolean {
  for (let current = node.parent; current; current = current.parent) {
    if (ts.isHeritageClause(current)) return true;
    if (!ts.isPropertyAccessExpression(current) && !ts.isExpressionWithTypeArguments(current))
      return false;
  }
  return false;
}

/** The symbol `node` names, through import and export aliases. */
function resolved(checker: ts.TypeChecker, node: ts.Node): ts.Symbol | undefined {
  return unaliased(checker, checker.getSymbolAtLocation(node));
}

/** What a symbol stands for, through import and export aliases. */
function unaliased(checker: ts.TypeChecker, found: ts.Symbol | undefined): ts.Symbol | undefined {
  let symbol = found;
  while (symbol && symbol.flags & ts.SymbolFlags.Alias) {
    const target = checker.getAliasedSymbol(symbol);
    if (target === symbol) break;
    symbol = target;
  }
  return symbol;
}

/**
 * Every `x.name` in the files `within` holds (by file name, with their texts) that the checker
 * resolves to the function or class whose name is `name`: a module's member read through a
 * namespace or an object holding its members, by its own name or one its module exports it under.
 * Methods are not asked for: `x.m` of a method is a call through a receiver's type, which the call
 * hierarchy finds.
 */
export function namespaceMemberReads(
  program: ts.Program,
  name: ts.Identifier,
  within: ReadonlyMap<string, string>,
): ValueUse[] {
  const checker = program.getTypeChecker();
  const target = resolved(checker, name);
  if (!target) return [];
  // `export { isMain as isRecord }`: read as `Defs.isRecord` too, as find-references follows it.
  const names = new Set([name.text]);
  const module = checker.getSymbolAtLocation(name.getSourceFile());
  for (const exported of module ? checker.getExportsOfModule(module) : [])
    if (unaliased(checker, exported) === target) names.add(exported.name);
  const alternatives = [...names].map((written) => written.replace(/\$/g, '\\$')).join('|');
  const pattern = new RegExp(`\\.\\s*(${alternatives})(?![\\w$])`, 'g');
  const reads: ValueUse[] = [];
  for (const [fileName, text] of within) {
    if (![...names].some((written) => text.includes(written))) continue;
    const file = program.getSourceFile(fileName);
    if (!file) continue;
    for (const match of text.matchAll(pattern)) {
      const position = match.index + match[0].length - (match[1] ?? '').length;
      const node = nodeAt(file, position);
      const access = node.parent;
      if (!ts.isIdentifier(node) || !access || !ts.isPropertyAccessExpression(access)) continue;
      if (access.name !== node || inHeritage(access) || resolved(checker, node) !== target)
        continue;
      // The call hierarchy names a namespace's body the file's top level, as the bench keys it.
      const caller = callerPosition(file, node);
      const inNamespace =
        caller !== undefined && ts.isModuleDeclaration(nodeAt(file, caller).parent);
      reads.push({ file, callerPosition: inNamespace ? undefined : caller, position });
    }
  }
  return reads;
}
