// A library's declaration file (`.d.ts`) as the graph reads it: the classes and interfaces it
// declares with the names their heritage clauses write, what it imports and what it re-exports.
// Declaration files are what a compiler emits, regular enough to read without a parser; only
// what tells which types a declared type extends or implements is read.
import { TYPE_KEYWORDS } from '../extract/type-names.js';

/** A class or interface a declaration file declares. */
export interface DeclaredType {
  readonly kind: 'class' | 'interface';
  /** The names its `extends` and `implements` clauses write, without type arguments. */
  readonly heritage: string[];
  /** Its properties' written types, as the graph keeps a field's (`Middleware[]`: Middleware, Array). */
  readonly fields: Record<string, string[]>;
  /** Its methods' names. */
  readonly methods: string[];
  /** Its members declared `abstract`: its subclasses' to implement. */
  readonly abstracts: string[];
  /**
   * Its methods' written return types, as a field's (`getWritable(): this`: this), without one
   * mentioning the method's own type parameters (`getParent<T extends ElementNode>(): T | null`).
   */
  readonly returns: Record<string, string[]>;
  /** Its type parameters' names (`class DocumentWidget<T extends Widget = Widget>`: T). */
  readonly parameters: string[];
}

/** Where a name comes from: module `source`'s export `name` (`*`: the module itself). */
export interface NameOrigin {
  source: string;
  name: string;
}

export interface DeclarationModule {
  declared: Map<string, DeclaredType[]>;
  /** Local name → the import binding it. */
  imports: Map<string, NameOrigin>;
  /** Exported name → the module and name it re-exports (`export { A as B } from './a'`). */
  reexports: Map<string, NameOrigin>;
  /** Exported name → the local name it exports (`export { A as B }`). */
  localExports: Map<string, string>;
  /** Modules whose every export this one re-exports (`export * from './a'`). */
  everything: string[];
  /**
   * Its functions' written return types, read when first asked (see DeclaredType.returns):
   * `export declare function $getSelection(): null | BaseSelection;`.
   */
  functionReturns(name: string): string[] | undefined;
  /** Whether it declares a function `name`. */
  declaresFunction(name: string): boolean;
}

/** The text without its comments; string literals are kept as they are. */
function withoutComments(text: string): string {
  const kept: string[] = [];
  let from = 0;
  for (let at = 0; at < text.length; at++) {
    const char = text[at];
    if (char === '"' || char === "'" || char === '`') {
      while (++at < text.length && text[at] !== char) if (text[at] === '\\') at++;
    } else if (char === '/' && (text[at + 1] === '/' || text[at + 1] === '*')) {
      const line = text[at + 1] === '/';
      const end = line ? text.indexOf('\n', at) : text.indexOf('*/', at + 2);
      kept.push(text.slice(from, at), line ? '' : ' ');
      at = end === -1 ? text.length : line ? end - 1 : end + 1;
      from = at + 1;
    }
  }
  kept.push(text.slice(from));
  return kept.join('');
}

/** A member's modifiers, before its name. */
const MODIFIERS = String.raw`(?:(?:readonly|static|public|protected|declare|abstract|async)\s+)*`;
const FIELD = new RegExp(String.raw`^${MODIFIERS}([\w$]+)\??\s*:\s*([^]+)$`);
const METHOD = new RegExp(String.raw`^${MODIFIERS}([\w$]+)\??\s*[<(]`);
/** An accessor, which a compiler emits as `get dataModel(): DataModel | null;`: a field to a reader. */
const GETTER = new RegExp(String.raw`^${MODIFIERS}get\s+([\w$]+)\s*\(\s*\)\s*:\s*([^]+)$`);

const OPENING = '<([{';
const CLOSING = '>)]}';

/**
 * The heritage clauses' text after a declaration's name: from `at` to the `{` opening its body,
 * with every bracketed part (type parameters and arguments) left out; and where the body opens.
 */
function heritageText(text: string, at: number): { clauses: string; body: number } {
  let depth = 0;
  let clauses = '';
  for (let index = at; index < text.length; index++) {
    const char = text[index] ?? '';
    // An arrow's `>` closes nothing (`T extends (a: A) => B`).
    if (char === '=' && text[index + 1] === '>') {
      index++;
      continue;
    }
    if (depth === 0 && char === '{') return { clauses, body: index };
    if (OPENING.includes(char)) depth++;
    else if (CLOSING.includes(char)) depth = Math.max(0, depth - 1);
    else if (depth === 0) clauses += char;
  }
  return { clauses, body: text.length };
}

/**
 * The parts of a bracketed list whose first part starts at `from`, split at its top level by
 * `separators`, up to `closer`, the bracket closing it, or the `most`th part; each trimmed, empty
 * ones left out.
 */
function topLevelParts(
  text: string,
  from: number,
  separators: string,
  closer: string,
  most = Infinity,
): string[] {
  const parts: string[] = [];
  let depth = 0;
  let part = '';
  for (let index = from; index < text.length; index++) {
    const char = text[index] ?? '';
    // An arrow's `>` closes nothing (`callback: (a: A) => B`).
    if (char === '=' && text[index + 1] === '>') {
      part += '=>';
      index++;
      continue;
    }
    if (depth === 0 && (char === closer || separators.includes(char))) {
      if (part.trim() !== '') parts.push(part.trim());
      part = '';
      if (char === closer || parts.length === most) break;
      continue;
    }
    if (OPENING.includes(char)) depth++;
    else if (CLOSING.includes(char)) depth--;
    part += char;
  }
  return parts;
}

/** The names of the type parameters written from `at` (`<T extends A<B> = C, U>`: T, U), if any. */
function typeParameters(text: string, at: number): string[] {
  const open = /^\s*</.exec(text.slice(at, at + 64));
  if (!open) return [];
  return topLevelParts(text, at + open[0].length, ',', '>').flatMap(
    (parameter) => /^(?:(?:in|out|const)\s+)*([\w$]+)/.exec(parameter)?.[1] ?? [],
  );
}

/** The members of a body opening at `open`: each part ended by `;` or a line, as written. */
function bodyMembers(text: string, open: number): string[] {
  return topLevelParts(text, open + 1, ';\n', '}');
}

/** Properties' and getters' written types (methods and index signatures are none): name → type names. */
function fieldsOf(members: readonly string[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const member of members) {
    const match = FIELD.exec(member) ?? GETTER.exec(member);
    // A field typed `this` says nothing of its own.
    if (match?.[1] && match[2])
      fields[match[1]] = typeNames(match[2]).filter((name) => name !== 'this');
  }
  return fields;
}

/**
 * The names a written type names, as the graph keeps a field's: no keywords (`DataModel | null` is
 * a DataModel) but `this`, arrays as `Array` too.
 */
function typeNames(written: string): string[] {
  const names = [...written.matchAll(/[A-Za-z_$][\w$]*/g)]
    .map(([name]) => name)
    .filter((name) => name === 'this' || !TYPE_KEYWORDS.has(name));
  return written.includes('[]') ? [...names, 'Array'] : names;
}

/** Its methods' written return types (see DeclaredType.returns), the first of overloads. */
function returnsOf(members: readonly string[]): Record<string, string[]> {
  const returns: Record<string, string[]> = {};
  for (const member of members) {
    const match = METHOD.exec(member);
    const name = match?.[1];
    if (!match || !name || Object.hasOwn(returns, name)) continue;
    let at = match[0].length - 1;
    const own = member[at] === '<' ? typeParameters(member, at) : [];
    if (member[at] === '<') at = closing(member, at) + 1;
    const parameters = member.indexOf('(', at);
    const rest = parameters === -1 ? '' : member.slice(closing(member, parameters) + 1);
    // A type guard's (`x is RangeSelection`): the type it narrows to.
    const returned = /^\s*:\s*([^]+)$/.exec(rest)?.[1];
    const written = returned?.replace(/^(?:asserts\s+)?[\w$]+\s+is\s+/, '');
    const names = written === undefined ? [] : typeNames(written);
    if (names.length > 0 && !names.some((type) => own.includes(type))) returns[name] = names;
  }
  return returns;
}

/** Where the bracket opening at `open` closes (an arrow's `>` closes nothing). */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    const char = text[index] ?? '';
    if (char === '=' && text[index + 1] === '>') index++;
    else if (OPENING.includes(char)) depth++;
    else if (CLOSING.includes(char) && --depth === 0) return index;
  }
  return text.length;
}

/** The names an `extends` or `implements` clause lists (`A, ns.B`); an expression is none. */
function heritageNames(clauses: string): string[] {
  const names: string[] = [];
  for (const clause of clauses.split(/\b(?:extends|implements)\b/).slice(1))
    for (const entry of clause.split(',')) {
      const name = entry.trim();
      if (/^[\w$]+(?:\.[\w$]+)*$/.test(name)) names.push(name);
    }
  return names;
}

/** Its methods' names (`fetch(id: string): Promise<T>`, `get?<K>(key: K): V`). */
function methodsOf(members: readonly string[]): string[] {
  return members.flatMap((member) => METHOD.exec(member)?.[1] ?? []);
}

/** A member written `abstract`, among its other modifiers. */
const ABSTRACT = /^(?:(?:readonly|static|public|protected|declare|async)\s+)*abstract\s/;

/** The names of its members written `abstract` (`abstract rowCount(region: RowRegion): number`). */
function abstractsOf(members: readonly string[]): string[] {
  return members.flatMap((member) =>
    ABSTRACT.test(member)
      ? ((GETTER.exec(member) ?? METHOD.exec(member) ?? FIELD.exec(member))?.[1] ?? [])
      : [],
  );
}

/** The `{ A, B as C, type D }` list of an import or export: [name there, name here] pairs. */
function bindings(list: string): [string, string][] {
  return list.split(',').flatMap((entry) => {
    const match = /^\s*(?:type\s+)?([\w$]+)(?:\s+as\s+([\w$]+))?\s*$/.exec(entry);
    return match?.[1] ? [[match[1], match[2] ?? match[1]] as [string, string]] : [];
  });
}

const DECLARATION =
  /(?:^|[;{}])\s*(?:export\s+)?(?:default\s+)?(?:declare\s+)?(?:abstract\s+)?(class|interface)\s+([\w$]+)/gm;
const NAMED_IMPORT = /\bimport\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
const NAMESPACE_IMPORT = /\bimport\s+(?:type\s+)?\*\s*as\s+([\w$]+)\s+from\s*['"]([^'"]+)['"]/g;
const NAMED_REEXPORT = /\bexport\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
const LOCAL_EXPORT = /\bexport\s+(?:type\s+)?\{([^}]*)\}(?!\s*from)/g;
const STAR_REEXPORT = /\bexport\s+\*\s+from\s*['"]([^'"]+)['"]/g;

/**
 * A declared type whose body (from `body`) and type parameters (from `at`) are read when first
 * asked: most a barrel's modules declare are never asked about.
 */
function declaredType(
  kind: DeclaredType['kind'],
  heritage: string[],
  text: string,
  body: number,
  at: number,
): DeclaredType {
  let members: string[] | undefined;
  let fields: Record<string, string[]> | undefined;
  let methods: string[] | undefined;
  let abstracts: string[] | undefined;
  let returns: Record<string, string[]> | undefined;
  let parameters: string[] | undefined;
  return {
    kind,
    heritage,
    get fields() {
      return (fields ??= fieldsOf((members ??= bodyMembers(text, body))));
    },
    get methods() {
      return (methods ??= methodsOf((members ??= bodyMembers(text, body))));
    },
    get abstracts() {
      return (abstracts ??= abstractsOf((members ??= bodyMembers(text, body))));
    },
    get returns() {
      return (returns ??= returnsOf((members ??= bodyMembers(text, body))));
    },
    get parameters() {
      return (parameters ??= typeParameters(text, at));
    },
  };
}

const FUNCTION = /(?:^|[;{}\n])[ \t]*(?:export\s+)?(?:declare\s+)?function\s+([\w$]+)\s*[<(]/g;

/** A declaration file's functions by name: where each signature starts, and their returns once read. */
function declaredFunctions(
  text: string,
): Pick<DeclarationModule, 'functionReturns' | 'declaresFunction'> {
  const starts = new Map<string, number>();
  for (const match of text.matchAll(FUNCTION)) {
    const [whole, name] = match;
    if (name && !starts.has(name)) starts.set(name, match.index + whole.indexOf(name));
  }
  const returns = new Map<string, string[] | undefined>();
  return {
    declaresFunction: (name) => starts.has(name),
    functionReturns(name) {
      const start = starts.get(name);
      if (start === undefined) return undefined;
      if (!returns.has(name)) {
        const read = returnsOf(topLevelParts(text, start, ';\n', '', 1));
        // Own keys only: `toString(array): string` writes no type the graph keeps.
        returns.set(name, Object.hasOwn(read, name) ? read[name] : undefined);
      }
      return returns.get(name);
    },
  };
}

/** Reads a declaration file's text. */
export function declarationModule(source: string): DeclarationModule {
  const text = withoutComments(source);
  const module: DeclarationModule = {
    declared: new Map(),
    imports: new Map(),
    reexports: new Map(),
    localExports: new Map(),
    everything: [],
    ...declaredFunctions(text),
  };
  for (const match of text.matchAll(DECLARATION)) {
    const [whole, kind, name] = match;
    if (!name || (kind !== 'class' && kind !== 'interface')) continue;
    const { clauses, body } = heritageText(text, match.index + whole.length);
    module.declared.set(name, [
      ...(module.declared.get(name) ?? []),
      declaredType(kind, heritageNames(clauses), text, body, match.index + whole.length),
    ]);
  }
  for (const [, list = '', from = ''] of text.matchAll(NAMED_IMPORT))
    for (const [there, here] of bindings(list))
      module.imports.set(here, { source: from, name: there });
  for (const [, local = '', from = ''] of text.matchAll(NAMESPACE_IMPORT))
    module.imports.set(local, { source: from, name: '*' });
  for (const [, list = '', from = ''] of text.matchAll(NAMED_REEXPORT))
    for (const [there, here] of bindings(list))
      module.reexports.set(here, { source: from, name: there });
  for (const [, list = ''] of text.matchAll(LOCAL_EXPORT))
    for (const [there, here] of bindings(list)) module.localExports.set(here, there);
  for (const [, from = ''] of text.matchAll(STAR_REEXPORT)) module.everything.push(from);
  return module;
}
