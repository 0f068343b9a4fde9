// A module's own type named as one of JavaScript's containers (maplibre's `export class Map`,
// imported `import type { Map } from './map.ts'`): in that module the name is its type, not the
// container, as TypeScript's scopes say.
import type { Node, Tree } from 'web-tree-sitter';
import { isBuiltinType } from '../resolve/builtins.js';

const shadowedByTree = new WeakMap<Tree, ReadonlySet<string>>();

/** The containers' names the module of `node` imports or declares a class of at its top. */
export function shadowedContainers(node: Node): ReadonlySet<string> {
  const { tree } = node;
  let shadowed = shadowedByTree.get(tree);
  if (!shadowed) {
    const names = new Set<string>();
    for (const statement of tree.rootNode.namedChildren) {
      if (statement?.type === 'import_statement') addImported(statement, names);
      const declared =
        statement?.type === 'export_statement'
          ? statement.childForFieldName('declaration')
          : statement;
      if (declared?.type === 'class_declaration' || declared?.type === 'abstract_class_declaration')
        addName(declared.childForFieldName('name')?.text, names);
    }
    shadowed = names;
    shadowedByTree.set(tree, shadowed);
  }
  return shadowed;
}

/** The local names an import binds: its default, and each `{ name }` or `{ name as local }`. */
function addImported(statement: Node, names: Set<string>): void {
  const clause = statement.namedChildren.find((child) => child?.type === 'import_clause');
  for (const part of clause?.namedChildren ?? []) {
    if (part?.type === 'identifier') addName(part.text, names);
    if (part?.type !== 'named_imports') continue;
    for (const specifier of part.namedChildren)
      if (specifier?.type === 'import_specifier')
        addName(
          (specifier.childForFieldName('alias') ?? specifier.childForFieldName('name'))?.text,
          names,
        );
  }
}

function addName(name: string | undefined, names: Set<string>): void {
  if (name !== undefined && isBuiltinType(name)) names.add(name);
}
