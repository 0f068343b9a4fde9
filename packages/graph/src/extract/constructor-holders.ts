// A class extending a name that holds a class rather than declaring one: a parameter or variable
// written with a constructor type (`Base: typeof Agent`, `AgentBase: AgentCtor` with `type
// AgentCtor = new (…) => Agent`, a mixin's `Base: TBase` with `TBase extends Constructor<Agent>`).
// Its superclass is the class that type constructs, so `super.m()` and inherited `this.m()` reach
// that class's methods.
import type { Node } from 'web-tree-sitter';
import { typeNames } from './type-names.js';

const FUNCTIONS = new Set([
  'function_declaration',
  'function_expression',
  'arrow_function',
  'method_definition',
  'generator_function_declaration',
]);
const BLOCKS = new Set(['program', 'statement_block']);
const DECLARATIONS = new Set(['lexical_declaration', 'variable_declaration']);
const PARAMETERS = new Set(['required_parameter', 'optional_parameter']);
/** Generic aliases that by convention construct their first argument (`Constructor<Agent>`). */
const CONSTRUCTOR_ALIASES =
  /^(?:Abstract)?(?:Constructor|Ctor|Constructable|Constructible|Newable|Class|ClassType)$/;
/** How deep aliases and constraints are followed. */
const DEPTH = 4;

/** The classes `extends <name>` extends when the name holds a constructor of a written type. */
export function heldConstructorTypes(name: Node): string[] | undefined {
  const written = writtenTypeOf(name);
  const types = written ? constructedTypes(written, name, DEPTH) : [];
  return types.length > 0 ? types : undefined;
}

/** The type written for the parameter or variable `name` names, in the nearest scope binding it. */
function writtenTypeOf(name: Node): Node | undefined {
  for (let scope = name.parent; scope; scope = scope.parent) {
    if (FUNCTIONS.has(scope.type)) {
      const parameter = scope
        .childForFieldName('parameters')
        ?.namedChildren.find(
          (candidate) =>
            candidate !== null &&
            PARAMETERS.has(candidate.type) &&
            candidate.childForFieldName('pattern')?.text === name.text,
        );
      if (parameter) return annotated(parameter);
    }
    if (!BLOCKS.has(scope.type)) continue;
    for (const statement of scope.namedChildren) {
      if (!statement || !DECLARATIONS.has(statement.type)) continue;
      const declarator = statement.namedChildren.find(
        (candidate) => candidate?.childForFieldName('name')?.text === name.text,
      );
      if (declarator) return annotated(declarator);
    }
  }
  return undefined;
}

function annotated(node: Node): Node | undefined {
  return node.childForFieldName('type')?.namedChildren[0] ?? undefined;
}

/** The instance types of what a constructor type constructs. */
function constructedTypes(type: Node, at: Node, depth: number): string[] {
  if (depth === 0) return [];
  if (type.type === 'type_query') {
    const value = type.namedChildren[0];
    return value ? [value.text.slice(value.text.lastIndexOf('.') + 1)] : [];
  }
  if (type.type === 'constructor_type') {
    const instance = type.childForFieldName('type');
    return instance ? typeNames(instance) : [];
  }
  if (type.type === 'type_identifier') {
    const constraint = typeParameterConstraint(type.text, at);
    if (constraint) return constructedTypes(constraint, at, depth - 1);
    const alias = aliasNamed(type.text, at);
    const value = alias?.childForFieldName('value');
    return alias && value ? constructedTypes(value, alias, depth - 1) : [];
  }
  if (type.type !== 'generic_type') return [];
  const name = type.childForFieldName('name')?.text ?? '';
  const argument = type.childForFieldName('type_arguments')?.namedChildren[0];
  if (!argument) return [];
  // `type Constructor<T> = new (...args: any[]) => T`: the argument it is written with.
  const alias = aliasNamed(name, at);
  const constructed = alias?.childForFieldName('value')?.childForFieldName('type');
  const parameter = alias?.childForFieldName('type_parameters')?.namedChildren[0];
  if (constructed && constructed.text === parameter?.childForFieldName('name')?.text)
    return typeNames(argument);
  return !alias && CONSTRUCTOR_ALIASES.test(name) ? typeNames(argument) : [];
}

/** The constraint of type parameter `name` of a declaration around `at` (`TBase extends …`). */
function typeParameterConstraint(name: string, at: Node): Node | undefined {
  for (let scope: Node | null = at; scope; scope = scope.parent) {
    const parameter = scope
      .childForFieldName('type_parameters')
      ?.namedChildren.find((candidate) => candidate?.childForFieldName('name')?.text === name);
    if (parameter) return parameter.childForFieldName('constraint')?.namedChildren[0] ?? undefined;
  }
  return undefined;
}

/** The type alias `name` the file declares at its top level (exported or not). */
function aliasNamed(name: string, at: Node): Node | undefined {
  let program: Node = at;
  while (program.parent) program = program.parent;
  for (const statement of program.namedChildren) {
    const declaration =
      statement?.type === 'export_statement'
        ? statement.childForFieldName('declaration')
        : statement;
    if (
      declaration?.type === 'type_alias_declaration' &&
      declaration.childForFieldName('name')?.text === name
    )
      return declaration;
  }
  return undefined;
}

/** A class heritage's supertypes and extended class with a held constructor's classes for its name. */
export function withHeldConstructors<T extends { supertypes: string[]; extended: string[] }>(
  heritage: T,
  clause: Node,
): T {
  const extendsClause = clause.namedChildren.find((child) => child?.type === 'extends_clause');
  const value = extendsClause?.childForFieldName('value');
  if (value?.type !== 'identifier') return heritage;
  const held = heldConstructorTypes(value);
  if (!held) return heritage;
  const replaced = (names: string[]): string[] => [
    ...new Set(names.flatMap((name) => (name === value.text ? held : [name]))),
  ];
  return {
    ...heritage,
    supertypes: replaced(heritage.supertypes),
    extended: replaced(heritage.extended),
  };
}
