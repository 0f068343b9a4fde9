// The names a binding's written type names, read once per type node: a TypeScript type (its
// constraint for a type parameter, what a constructed container holds) or a Python annotation; for
// a variable set on a condition, what its branches construct or assert.
import type { Node } from 'web-tree-sitter';
import { isBuiltinType, isContainerIn } from '../resolve/builtins.js';
import { pythonTypeNames } from './python.js';
import { constrainedTypeNames, typeNames } from './typescript-types.js';
import { enclosingClassName } from './node-facts.js';

/** A type annotation writing `this` alone. */
const WRITTEN_THIS = /^:?\s*this$/;

/** Type arguments written by name (`Row`, `Store<Row>`, `ns.Row`, `Row[]`). */
const NAMED_ARGUMENTS = new Set([
  'type_identifier',
  'generic_type',
  'nested_type_identifier',
  'array_type',
]);

/** The names in a written type, each type node read once. */
export function typeNamesCache(python: boolean): (type: Node) => string[] {
  const namesOfType = new Map<Node, string[]>();
  const namesOf = (type: Node): string[] => {
    let names = namesOfType.get(type);
    if (!names) {
      if (type.type === 'ternary_expression') {
        names = [...new Set(conditionalTypes(type).flatMap(namesOf))];
        namesOfType.set(type, names);
        return names;
      }
      names = python
        ? pythonTypeNames(type)
        : // `other: this`, `[$proxyTarget]: this`: an instance of the class, as `this` is.
          WRITTEN_THIS.test(type.text)
          ? thisClassNames(type)
          : type.type === 'class'
            ? classExpressionNames(type)
            : constrainedTypeNames(type, typeNames(type));
      // `new Map<string, Row>()`: what it holds too, as a written `Map<string, Row>` says.
      const typeArguments =
        !python && type.parent?.type === 'new_expression'
          ? type.parent.childForFieldName('type_arguments')
          : null;
      // Only named types: an object or function type's words are its members' and parameters' names.
      const named = typeArguments?.namedChildren.filter(
        (argument) => argument !== null && NAMED_ARGUMENTS.has(argument.type),
      );
      // `new Emitter<Widget[]>()` is an Emitter holding Widgets, not an array.
      const held = isBuiltinType(type.text)
        ? (argument: Node) => typeNames(argument)
        : (argument: Node) => {
            const names = typeNames(argument);
            return names.filter((name) => !isContainerIn(names, name));
          };
      if (named?.length) names = [...new Set([...names, ...named.flatMap(held)])];
      namesOfType.set(type, names);
    }
    return names;
  };
  return namesOf;
}

/**
 * What the branches of `c ? new A() : (b as B)` write for their value: a constructed class, an
 * asserted type (not what another expression's value is, nor `null` or `undefined`).
 */
function conditionalTypes(conditional: Node): Node[] {
  const branches = [
    conditional.childForFieldName('consequence'),
    conditional.childForFieldName('alternative'),
  ];
  return branches.flatMap((branch) => {
    const value = branch?.type === 'parenthesized_expression' ? branch.namedChildren[0] : branch;
    const written =
      value?.type === 'new_expression'
        ? value.childForFieldName('constructor')
        : value?.type === 'as_expression'
          ? value.lastNamedChild
          : null;
    return written ? [written] : [];
  });
}

/** `other: this`: the class around the annotation, whose instance `this` is there. */
function thisClassNames(annotation: Node): string[] {
  const owner = enclosingClassName(annotation)?.text;
  return owner ? [owner] : [];
}

/**
 * `new class extends Base {…}()` (or `new (class …)()`), held by a name: an instance of the class
 * the query names after it (`const primaryKey = new class …`: a `primaryKey`); nothing for one no
 * name holds.
 */
function classExpressionNames(expression: Node): string[] {
  const around =
    expression.parent?.type === 'parenthesized_expression' ? expression.parent : expression;
  const holder = around.parent?.type === 'new_expression' ? around.parent.parent : null;
  const name = holder?.type === 'variable_declarator' ? holder.childForFieldName('name') : null;
  return name?.type === 'identifier' ? [name.text] : [];
}
