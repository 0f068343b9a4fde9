// What a file declares at its top level (not a comment's or a nested scope's name), read from
// its tree.
import type { Node } from 'web-tree-sitter';

/** Statements wrapping a declaration: `export class A`, `declare const a`, `namespace N {}`. */
const WRAPPERS = new Set(['export_statement', 'ambient_declaration', 'expression_statement']);
const VARIABLES = new Set(['lexical_declaration', 'variable_declaration']);

/** The declarations of a file's top level, out of what wraps them. */
export function topLevelDeclarations(root: Node): Node[] {
  const found: Node[] = [];
  for (const statement of root.namedChildren) {
    let declaration: Node | null | undefined = statement;
    while (declaration && WRAPPERS.has(declaration.type))
      declaration = declaration.childForFieldName('declaration') ?? declaration.namedChildren[0];
    if (declaration) found.push(declaration);
  }
  return found;
}

/**
 * The names a file declares at its top level, exported or not: classes, interfaces, types, enums,
 * functions, variables, namespaces.
 */
export function topLevelNames(root: Node): Set<string> {
  const names = new Set<string>();
  for (const declaration of topLevelDeclarations(root)) {
    const name = declaration.childForFieldName('name');
    if (name) names.add(name.text);
    else if (VARIABLES.has(declaration.type))
      for (const declarator of declaration.namedChildren)
        if (declarator?.type === 'variable_declarator')
          names.add(declarator.childForFieldName('name')?.text ?? '');
  }
  return names;
}
