// What a file says of the names its types are written with, read before its facts: the types it
// imports under another name, its aliases of what its own functions return, the aliases it declares.
import type { Node } from 'web-tree-sitter';
import { importStatementFact } from './imports.js';
import { topLevelDeclarations, topLevelNames } from './top-level.js';

/** What a file says of the names its types are written with, while it is read. */
interface FileTypes {
  /** Types imported under another name: local → declared (see renamedImports). */
  renamed: ReadonlyMap<string, string> | undefined;
  /** Aliases of what its functions return: function → aliases (see returnTypeAliases). */
  returnAliases: ReadonlyMap<string, string[]> | undefined;
  root: Node;
  /** The type aliases it declares at its top level, read when first asked. */
  aliases?: ReadonlySet<string>;
  /** The names it imports or declares at its top level, read when first asked. */
  ownNames?: ReadonlySet<string>;
  /**
   * Its names of packages and their exports, of its own types, and of the repository's modules it
   * imports as namespaces (see packageQualified, namespaceQualified).
   */
  qualifiers?: Qualifiers;
}

interface Qualifiers {
  packages: ReadonlySet<string>;
  own: ReadonlySet<string>;
  namespaces: ReadonlySet<string>;
}

/** The file being read's (extraction reads one file at a time, synchronously). */
let reading: FileTypes | undefined;

/** What a JavaScript or TypeScript file says of its types' names, before its facts are read. */
export function fileTypes(root: Node, source: string): FileTypes {
  return { renamed: renamedImports(root), returnAliases: returnTypeAliases(root, source), root };
}

/** Runs `read` with a file's types (see fileTypes) as what its type names mean. */
export function readingFileTypes<T>(types: FileTypes | undefined, read: () => T): T {
  reading = types;
  try {
    return read();
  } finally {
    reading = undefined;
  }
}

/** A name as declared: `TransformManager` for `Transform`, when the file imports it so. */
export function declaredName(name: string): string {
  return reading?.renamed?.get(name) ?? name;
}

/** A written type's name without its qualifiers (`Owner` of `Lifetime.Owner`), as declared. */
export function unqualified(written: string): string {
  const dot = written.lastIndexOf('.');
  return dot < 0 ? declaredName(written) : written.slice(dot + 1);
}

/** Whether the file being read declares a type alias `name` at its top level. */
export function declaresTypeAlias(name: string): boolean {
  if (!reading) return false;
  reading.aliases ??= new Set(
    topLevelDeclarations(reading.root)
      .filter((declaration) => declaration.type === 'type_alias_declaration')
      .map((declaration) => declaration.childForFieldName('name')?.text ?? ''),
  );
  return reading.aliases.has(name);
}

/** The type a top-level alias `name` of the file being read is of (`{ [k in Id]: Impl }`). */
export function typeAliasValue(name: string): Node | undefined {
  if (!reading) return undefined;
  const alias = topLevelDeclarations(reading.root).find(
    (declaration) =>
      declaration.type === 'type_alias_declaration' &&
      declaration.childForFieldName('name')?.text === name,
  );
  return alias?.childForFieldName('value') ?? undefined;
}

/**
 * Whether the file being read imports or declares `name` at its top level: a type it may write,
 * not a type parameter (`<OutElem, InElem>`), which is declared in a nested scope.
 */
export function importsOrDeclares(name: string): boolean {
  if (!reading) return false;
  if (!reading.ownNames) {
    const names = topLevelNames(reading.root);
    for (const statement of reading.root.namedChildren)
      if (statement?.type === 'import_statement')
        for (const word of statement.text.match(/[A-Za-z_$][\w$]*/g) ?? []) names.add(word);
    reading.ownNames = names;
  }
  return reading.ownNames.has(name);
}

/**
 * Whether `name`, written after `qualifier.`, is a package's type where the file being read has a
 * type of its own by that name: `winston.Logger` with `import * as winston from 'winston'` beside
 * `import { Logger } from './logger'` (or a `Logger` it declares) is not that `Logger`.
 */
export function packageQualified(qualifier: string, name: string): boolean {
  const qualifiers = readQualifiers();
  return qualifiers !== undefined && qualifiers.packages.has(qualifier) && qualifiers.own.has(name);
}

/** Whether `qualifier` is a name the file being read imports from a package. */
export function ofPackage(qualifier: string): boolean {
  return readQualifiers()?.packages.has(qualifier) === true;
}

/**
 * Whether `qualifier` names a module, not a type merged with a namespace: a namespace the file
 * imports (`import * as Statement from './Statement'`) or a name of a package, whose types the
 * qualifier tells apart (`Tracer.Span` from `Otel.Span`). Unknown outside a file's reading: true.
 */
export function namesModule(qualifier: string): boolean {
  const qualifiers = readQualifiers();
  return (
    qualifiers === undefined ||
    qualifiers.namespaces.has(qualifier) ||
    qualifiers.packages.has(qualifier)
  );
}

/**
 * Whether `name`, written after `qualifier.`, is a type of a module of the repository the file
 * imports as a namespace where the file has a type of its own by that name: `ortFbs.Attribute`
 * with `import * as ortFbs from './ort-generated'` in the module declaring its own `Attribute`.
 */
export function namespaceQualified(qualifier: string, name: string): boolean {
  const qualifiers = readQualifiers();
  return (
    qualifiers !== undefined && qualifiers.namespaces.has(qualifier) && qualifiers.own.has(name)
  );
}

/** The file being read's qualifiers (see FileTypes.qualifiers), read when first asked. */
function readQualifiers(): Qualifiers | undefined {
  if (!reading) return undefined;
  if (!reading.qualifiers) {
    const packages = new Set<string>();
    const namespaces = new Set<string>();
    const own = topLevelNames(reading.root);
    for (const statement of reading.root.namedChildren) {
      if (statement?.type !== 'import_statement') continue;
      const fact = importStatementFact(statement, 0);
      // `#internal` and tsconfig's `@/` or `~/` map to the repository's own files.
      const fromPackage = fact !== undefined && !/^[.#~]|^@\//.test(fact.source);
      for (const { local, imported } of fact?.bindings ?? []) {
        (fromPackage ? packages : own).add(local);
        if (!fromPackage && imported === '*') namespaces.add(local);
      }
    }
    reading.qualifiers = { packages, own, namespaces };
  }
  return reading.qualifiers;
}

/** The aliases the file being read declares for what function `name` returns. */
export function aliasesOfReturn(name: string): string[] | undefined {
  return reading?.returnAliases?.get(name);
}

/**
 * A file's aliases of what one of its functions returns (`type Metrics = ReturnType<typeof
 * getMetrics>`), by function: the object literal it returns is a Metrics, whose methods a call
 * through a value written Metrics reaches.
 */
function returnTypeAliases(root: Node, source: string): Map<string, string[]> | undefined {
  if (!source.includes('ReturnType<typeof')) return undefined;
  let found: Map<string, string[]> | undefined;
  const factories = objectFactories(root);
  for (const statement of root.namedChildren) {
    const alias =
      statement?.type === 'export_statement'
        ? statement.childForFieldName('declaration')
        : statement;
    if (alias?.type !== 'type_alias_declaration') continue;
    const value = alias.childForFieldName('value');
    const name = alias.childForFieldName('name')?.text;
    const query = value?.childForFieldName('type_arguments')?.namedChildren[0];
    if (value?.type !== 'generic_type' || value.childForFieldName('name')?.text !== 'ReturnType')
      continue;
    const fn = query?.type === 'type_query' ? query.namedChildren[0] : undefined;
    if (!name || fn?.type !== 'identifier' || !factories.has(fn.text)) continue;
    found ??= new Map();
    found.set(fn.text, [...(found.get(fn.text) ?? []), name]);
  }
  return found;
}

/**
 * The file's top-level functions that return an object literal with no return type written
 * (`function getMetrics() { return { … } }`, `const createTracer = () => ({ … })`): what their
 * aliases name is that literal's type.
 */
function objectFactories(root: Node): Set<string> {
  const factories = new Set<string>();
  for (const statement of root.namedChildren) {
    const declaration =
      statement?.type === 'export_statement'
        ? statement.childForFieldName('declaration')
        : statement;
    const held =
      declaration?.type === 'lexical_declaration' || declaration?.type === 'variable_declaration'
        ? declaration.namedChildren.map((declarator) => [
            declarator?.childForFieldName('name'),
            declarator?.childForFieldName('value'),
          ])
        : [[declaration?.childForFieldName('name'), declaration]];
    for (const [name, fn] of held)
      if (
        name &&
        fn &&
        FACTORIES.has(fn.type) &&
        !fn.childForFieldName('return_type') &&
        /\breturn[\s(]*\{|=>[\s(]*\{/.test(fn.text)
      )
        factories.add(name.text);
  }
  return factories;
}

const FACTORIES = new Set(['function_declaration', 'arrow_function', 'function_expression']);

/**
 * The names a JavaScript or TypeScript file imports from its own modules under another name
 * (`import { TransformManager as Transform } from './transform'`): local → declared, unless the
 * file declares the declared name itself at its top level (`import { Options as BaseOptions }`,
 * then `interface Options extends BaseOptions`). Types written with the local name are the
 * declared type's; the resolution reads the same map from the file's facts.
 */
export function renamedImports(root: Node): Map<string, string> | undefined {
  const statements = root.namedChildren.filter(
    (statement): statement is Node => statement?.type === 'import_statement',
  );
  // Most files rename nothing: their imports' text says so before they are read again later.
  if (!statements.some((statement) => /\sas\s/.test(statement.text))) return undefined;
  let renamed: Map<string, string> | undefined;
  const bound = new Set<string>();
  for (const statement of statements) {
    const fact = importStatementFact(statement, 0);
    for (const { local, imported } of fact?.bindings ?? []) {
      bound.add(local);
      if (fact && renamesOwnType(fact.source, local, imported))
        (renamed ??= new Map()).set(local, imported);
    }
  }
  if (!renamed) return undefined;
  const declared = topLevelNames(root);
  for (const [local, imported] of renamed)
    if (bound.has(imported) || declared.has(imported)) renamed.delete(local);
  return renamed.size > 0 ? renamed : undefined;
}

/**
 * Whether an import binding names one of the repository's own declarations under another name
 * (`{ TransformManager as Transform } from './transform'`), a type the file writes by that name.
 */
function renamesOwnType(source: string, local: string, imported: string): boolean {
  return local !== imported && imported !== 'default' && imported !== '*' && source.startsWith('.');
}
