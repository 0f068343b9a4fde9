// Imports, re-exports and exports, read from the syntax tree of each language.
import type { Node } from 'web-tree-sitter';
import { SPREAD_EXPORT, type ImportFact, type LanguageId } from '../model.js';

export interface ModuleFacts {
  imports: ImportFact[];
  exports: Record<string, string>;
  packageName?: string;
}

const unquote = (text: string): string => text.replace(/^['"`]|['"`]$/g, '');

/** A string literal's text, unquoted: an import's or a dynamic import's specifier, a key. */
export function stringValue(node: Node | null): string | undefined {
  if (!node) return undefined;
  return unquote(node.text);
}

/**
 * The first named child of a type. A loop, not `find`: V8 sees the child arrays web-tree-sitter
 * builds in more than one shape, and a `find` on them keeps deoptimising the function around it.
 */
function childOfType(node: Node, type: string): Node | undefined {
  const children = node.namedChildren;
  for (let index = 0; index < children.length; index++) {
    const child = children[index];
    if (child?.type === type) return child;
  }
  return undefined;
}

/** `const x = require('m')`, `const { a, b: c } = require('m')`. */
function requireImport(declarator: Node, line: number): ImportFact | undefined {
  const value = declarator.childForFieldName('value');
  if (value?.type !== 'call_expression' || value.childForFieldName('function')?.text !== 'require')
    return undefined;
  const source = stringValue(value.childForFieldName('arguments')?.namedChildren[0] ?? null);
  const name = declarator.childForFieldName('name');
  if (!source || !name) return undefined;
  const bindings: ImportFact['bindings'] = [];
  if (name.type === 'identifier') bindings.push({ local: name.text, imported: '*' });
  else
    for (const part of name.namedChildren) {
      if (part?.type === 'shorthand_property_identifier_pattern')
        bindings.push({ local: part.text, imported: part.text });
      else if (part?.type === 'pair_pattern')
        bindings.push({
          local: part.childForFieldName('value')?.text ?? '',
          imported: part.childForFieldName('key')?.text ?? '',
        });
    }
  return { source, bindings, reexports: [], line };
}

/** `import d, * as ns, { a, b as c } from 'm'`. */
export function importStatementFact(statement: Node, line: number): ImportFact | undefined {
  const source = stringValue(statement.childForFieldName('source'));
  if (!source) return undefined;
  const bindings: ImportFact['bindings'] = [];
  for (const part of childOfType(statement, 'import_clause')?.namedChildren ?? []) {
    if (part?.type === 'identifier') bindings.push({ local: part.text, imported: 'default' });
    else if (part?.type === 'namespace_import')
      bindings.push({ local: part.namedChildren.at(-1)?.text ?? '', imported: '*' });
    else if (part?.type === 'named_imports') {
      for (const specifier of part.namedChildren) {
        if (specifier?.type !== 'import_specifier') continue;
        const imported = specifier.childForFieldName('name')?.text ?? '';
        bindings.push({ local: specifier.childForFieldName('alias')?.text ?? imported, imported });
      }
    }
  }
  return { source, bindings, reexports: [], line };
}

/** An export specifier as written: `a`, `a as b`, `type A` (a name `type` is a name). */
const SPECIFIER = /^(?:type\s+(?!as\b))?([A-Za-z_$][\w$]*)(?:\s+as\s+([A-Za-z_$][\w$]*))?$/;

/**
 * The specifiers of an export clause read from its text: the grammar takes a specifier named
 * `type` (`export { type, view }`) for the `type` keyword, and the clause for an error.
 */
function specifiersOfText(clause: string): { name: string; alias: string }[] {
  return clause
    .replace(/\/\*[^]*?\*\/|\/\/.*$/gm, '')
    .replace(/^\{|\}$/g, '')
    .split(',')
    .flatMap((item) => {
      const [, name, alias] = SPECIFIER.exec(item.trim()) ?? [];
      return name ? [{ name, alias: alias ?? name }] : [];
    });
}

/** `export { a as b }`, `export … from 'm'`, `export default x`, `export const/function/class`. */
function addExportStatement(
  statement: Node,
  line: number,
  module: ModuleFacts,
  requires: boolean,
): void {
  const source = stringValue(statement.childForFieldName('source'));
  const clause = childOfType(statement, 'export_clause');
  const specifiers: { name: string; alias: string }[] = clause?.hasError
    ? specifiersOfText(clause.text)
    : [];
  for (const specifier of clause?.hasError ? [] : (clause?.namedChildren ?? [])) {
    if (specifier?.type !== 'export_specifier') continue;
    const name = specifier.childForFieldName('name')?.text ?? '';
    specifiers.push({ name, alias: specifier.childForFieldName('alias')?.text ?? name });
  }
  if (source) {
    const namespace = childOfType(statement, 'namespace_export');
    const reexports = clause
      ? specifiers.map(({ name, alias }) => ({ imported: name, exported: alias }))
      : [{ imported: '*', exported: namespace?.namedChildren.at(-1)?.text ?? '*' }];
    module.imports.push({ source, bindings: [], reexports, line });
    return;
  }
  if (clause) {
    for (const { name, alias } of specifiers) module.exports[alias] = name;
    return;
  }
  const value = statement.childForFieldName('value');
  if (value?.type === 'identifier') module.exports.default = value.text;
  const wrapped = value && wrappedComponent(value);
  if (wrapped) module.exports.default = wrapped;
  // `export default { now, diff }` (or of a module-level object, `export default api`): each
  // property naming a function is exported as `default.<property>`.
  const object = value?.type === 'identifier' ? moduleObject(statement, value.text) : value;
  if (object?.type === 'object') addDefaultProperties(object, module, statement);
  const declaration = statement.childForFieldName('declaration');
  if (declaration?.type === 'lexical_declaration' || declaration?.type === 'variable_declaration') {
    for (const declarator of declaration.namedChildren) {
      if (!declarator) continue;
      const name = declarator.childForFieldName('name');
      if (name?.type === 'identifier') module.exports[name.text] = name.text;
      const required = requires ? requireImport(declarator, line) : undefined;
      if (required) module.imports.push(required);
    }
  } else if (declaration) {
    const name = declaration.childForFieldName('name')?.text;
    if (name) module.exports[statement.text.startsWith('export default') ? 'default' : name] = name;
  }
}

/**
 * The component a default export wraps (`export default forwardRef(Button)`, `React.memo(Label)`,
 * `withTheme(Portal)`, `connect(mapState)(List)`): the wrapper's argument when it names one (a
 * capitalised name, as components are), what rendering the default import renders.
 */
function wrappedComponent(value: Node): string | undefined {
  if (value.type !== 'call_expression') return undefined;
  const [first] = (value.childForFieldName('arguments')?.namedChildren ?? []).filter(
    (argument) => argument?.type !== 'comment',
  );
  return first?.type === 'identifier' && /^[A-Z]/.test(first.text) ? first.text : undefined;
}

/** The object literal a module-level `const name = { … }` holds. */
function moduleObject(statement: Node, name: string): Node | undefined {
  for (const declaration of statement.parent?.namedChildren ?? []) {
    if (declaration?.type !== 'lexical_declaration') continue;
    for (const declarator of declaration.namedChildren)
      if (declarator?.childForFieldName('name')?.text === name) {
        const value = declarator.childForFieldName('value');
        return value?.type === 'object' ? value : undefined;
      }
  }
  return undefined;
}

/**
 * A default-exported object's properties naming values (`{ now, diff: elapsed }`), and those of a
 * module-level object it spreads (`{ ...types }`). Another spread name (`{ ...base }`, a namespace
 * or default import) is kept as `default.*base`: its members are found in the module it imports.
 */
function addDefaultProperties(object: Node, module: ModuleFacts, statement: Node, depth = 0): void {
  for (const property of object.namedChildren) {
    if (property?.type === 'shorthand_property_identifier')
      module.exports[`default.${property.text}`] = property.text;
    const spread = property?.type === 'spread_element' ? property.namedChildren[0] : null;
    if (spread?.type === 'identifier') {
      const held = depth < 2 ? moduleObject(statement, spread.text) : undefined;
      if (held) addDefaultProperties(held, module, statement, depth + 1);
      else module.exports[`${SPREAD_EXPORT}${spread.text}`] = spread.text;
    }
    const key = property?.type === 'pair' ? property.childForFieldName('key') : null;
    const named = property?.childForFieldName('value');
    if (key?.type === 'property_identifier' && named?.type === 'identifier')
      module.exports[`default.${key.text}`] = named.text;
  }
}

function javascriptModule(root: Node, source: string): ModuleFacts {
  const module: ModuleFacts = { imports: [], exports: {} };
  // Most modules never call `require`: then no declarator needs a look.
  const requires = /\brequire\s*\(/.test(source);
  for (const statement of root.namedChildren) {
    if (!statement) continue;
    const line = statement.startPosition.row + 1;
    if (statement.type === 'import_statement') {
      const fact = importStatementFact(statement, line);
      if (fact) module.imports.push(fact);
    } else if (statement.type === 'export_statement') {
      addExportStatement(statement, line, module, requires);
    } else if (
      requires &&
      (statement.type === 'lexical_declaration' || statement.type === 'variable_declaration')
    ) {
      for (const declarator of statement.namedChildren) {
        const required = declarator ? requireImport(declarator, line) : undefined;
        if (required) module.imports.push(required);
      }
    }
  }
  return module;
}

function pythonModule(statements: readonly Node[]): ModuleFacts {
  const imports: ImportFact[] = [];
  for (const statement of statements) {
    const line = statement.startPosition.row + 1;
    if (statement.type === 'import_statement') {
      for (const name of statement.namedChildren) {
        const dotted =
          name.type === 'aliased_import' ? name.childForFieldName('name')?.text : name.text;
        const alias =
          name.type === 'aliased_import' ? name.childForFieldName('alias')?.text : undefined;
        if (!dotted) continue;
        imports.push({
          source: dotted,
          bindings: [
            { local: alias ?? dotted.split('.')[0] ?? dotted, imported: alias ? '*' : '<package>' },
          ],
          reexports: [],
          line,
        });
      }
    } else {
      const module = statement.childForFieldName('module_name')?.text ?? '';
      const bindings = statement.namedChildren
        .filter((child) => child.id !== statement.childForFieldName('module_name')?.id)
        .flatMap((child) => {
          if (child.type === 'dotted_name') return [{ local: child.text, imported: child.text }];
          if (child.type === 'aliased_import') {
            const imported = child.childForFieldName('name')?.text ?? '';
            return [{ local: child.childForFieldName('alias')?.text ?? imported, imported }];
          }
          if (child.type === 'wildcard_import') return [{ local: '*', imported: '*' }];
          return [];
        });
      // A module's attributes include what it star-imports (`from .fields import *` in a package's
      // `__init__.py` makes `package.CharField`).
      const star = bindings.some((binding) => binding.imported === '*');
      imports.push({
        source: module,
        bindings,
        reexports: star ? [{ imported: '*', exported: '*' }] : [],
        line,
      });
    }
  }
  return { imports, exports: {} };
}

function goModule(root: Node, specs: readonly Node[]): ModuleFacts {
  const imports: ImportFact[] = [];
  for (const spec of specs) {
    const path = stringValue(spec.childForFieldName('path'));
    if (!path) continue;
    const alias = spec.childForFieldName('name')?.text;
    imports.push({
      source: path,
      bindings: [{ local: alias ?? path.split('/').at(-1) ?? path, imported: '*' }],
      reexports: [],
      line: spec.startPosition.row + 1,
    });
  }
  const packageName = root.namedChildren.find((child) => child.type === 'package_clause')
    ?.namedChildren[0]?.text;
  return { imports, exports: {}, ...(packageName ? { packageName } : {}) };
}

function javaModule(root: Node): ModuleFacts {
  const imports: ImportFact[] = [];
  let packageName: string | undefined;
  for (const statement of root.namedChildren) {
    if (statement.type === 'package_declaration') packageName = statement.namedChildren[0]?.text;
    if (statement.type !== 'import_declaration') continue;
    const path =
      statement.namedChildren.find(
        (child) => child.type === 'scoped_identifier' || child.type === 'identifier',
      )?.text ?? '';
    const wildcard = statement.namedChildren.some((child) => child.type === 'asterisk');
    const last = path.split('.').at(-1) ?? path;
    imports.push({
      source: path,
      bindings: [{ local: wildcard ? '*' : last, imported: wildcard ? '*' : last }],
      reexports: [],
      line: statement.startPosition.row + 1,
    });
  }
  return { imports, exports: {}, ...(packageName ? { packageName } : {}) };
}

function csharpModule(statements: readonly Node[]): ModuleFacts {
  const imports: ImportFact[] = [];
  for (const using of statements.filter((statement) => statement.type === 'using_directive')) {
    const name = using.namedChildren.find(
      (child) => child.type === 'qualified_name' || child.type === 'identifier',
    )?.text;
    if (name)
      imports.push({
        source: name,
        bindings: [{ local: '*', imported: '*' }],
        reexports: [],
        line: using.startPosition.row + 1,
      });
  }
  const namespace = statements.find((statement) => statement.type !== 'using_directive');
  const packageName = namespace?.childForFieldName('name')?.text;
  return { imports, exports: {}, ...(packageName ? { packageName } : {}) };
}

function rustModule(statements: readonly Node[]): ModuleFacts {
  const imports: ImportFact[] = [];
  for (const use of statements.filter((statement) => statement.type === 'use_declaration')) {
    const argument = use.childForFieldName('argument');
    if (!argument) continue;
    const path = argument.text.replace(/\s+/g, '');
    const last = path.split('::').at(-1)?.replace(/[{}]/g, '') ?? path;
    imports.push({
      source: path,
      bindings: [{ local: last, imported: last }],
      reexports: [],
      line: use.startPosition.row + 1,
    });
  }
  for (const module of statements.filter((statement) => statement.type === 'mod_item')) {
    const name = module.childForFieldName('name')?.text;
    if (name && !module.childForFieldName('body'))
      imports.push({
        source: `mod:${name}`,
        bindings: [{ local: name, imported: '*' }],
        reexports: [],
        line: module.startPosition.row + 1,
      });
  }
  return { imports, exports: {} };
}

/**
 * The module-level facts of a parsed file. `statements` are the nodes its query captured as
 * `@module.statement` (imports, uses, namespaces), in document order: one query pass finds them
 * wherever they are instead of another walk over the whole tree.
 */
export function moduleFacts(
  language: LanguageId,
  root: Node,
  statements: readonly Node[],
  source: string,
): ModuleFacts {
  switch (language) {
    case 'typescript':
    case 'tsx':
    case 'javascript':
      return javascriptModule(root, source);
    case 'python':
      return pythonModule(statements);
    case 'go':
      return goModule(root, statements);
    case 'java':
      return javaModule(root);
    case 'c_sharp':
      return csharpModule(statements);
    case 'rust':
      return rustModule(statements);
  }
}
