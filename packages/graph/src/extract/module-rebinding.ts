// Python names a module rebinds after importing them (`from util import helper` … `helper =
// make()`): from there on, and in functions that run once the module has loaded, the name is
// the new value, not the import.
import type { Node } from 'web-tree-sitter';

/**
 * Where a module-level assignment rebinds a name: the rest of the module, and the functions
 * before it (they run after it). Only a statement of the module itself: one under `try` or `if`
 * may not run (`except ImportError: helper = None`).
 */
export function moduleRebinding(name: Node): [number, number][] {
  const statement = name.parent?.type === 'assignment' ? name.parent.parent : null;
  const module = statement?.parent;
  if (statement?.type !== 'expression_statement' || module?.type !== 'module') return [];
  const spans: [number, number][] = [[statement.endIndex, module.endIndex]];
  for (const earlier of module.namedChildren) {
    if (!earlier || earlier.startIndex >= statement.startIndex) break;
    for (const fn of laterRunning(earlier)) spans.push([fn.startIndex, fn.endIndex]);
  }
  return spans;
}

/** A module statement's functions that run after it loads: itself, or its class's methods. */
function laterRunning(statement: Node): Node[] {
  const definition =
    statement.type === 'decorated_definition'
      ? statement.childForFieldName('definition')
      : statement;
  if (definition?.type === 'function_definition') return [definition];
  if (definition?.type !== 'class_definition') return [];
  return (definition.childForFieldName('body')?.namedChildren ?? []).flatMap((member) =>
    member ? laterRunning(member) : [],
  );
}
