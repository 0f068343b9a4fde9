// Where a local binding shadows a name the file imports or defines: a reference to the name there
// is to the local, not to the import or the definition.
import type { Node } from 'web-tree-sitter';
import type { ImportFact } from '../model.js';
import { moduleRebinding } from './module-rebinding.js';
import type { Collected, RawDefinition } from './raw-facts.js';

/**
 * Where local bindings shadow a name the file imports or defines: name → the spans (offsets) of
 * the functions or blocks binding it. Only those names are looked up, to keep extraction cheap.
 */
export function shadowingScopes(
  collected: Collected,
  rawOf: readonly RawDefinition[],
  imports: readonly ImportFact[],
  python: boolean,
): Map<string, [number, number][]> {
  const scopes = new Map<string, [number, number][]>();
  if (collected.localBindings.length === 0) return scopes;
  const named = new Set<string>();
  for (const fact of imports) for (const binding of fact.bindings) named.add(binding.local);
  // The definitions' names, as collected (one hidden class to read them from).
  for (const raw of rawOf) named.add(raw.name);
  // Python's `from .loader import *` may bind any name: every local one may shadow it.
  const starImported = python && named.has('*');
  for (const local of collected.localBindings) {
    if (!starImported && !named.has(local.name)) continue;
    const scope = bindingScope(local.node);
    // Python's `if log is None: def log(…)`: the function is one of the values the local holds.
    if (python && scope && definesLocally(local.node, local.name)) continue;
    const spans = scope ? [scope] : moduleRebinding(local.node);
    if (spans.length === 0) continue;
    const list = scopes.get(local.name);
    if (list) list.push(...spans);
    else scopes.set(local.name, spans);
  }
  return scopes;
}

/**
 * Whether the Python function binding a local name (as a parameter or variable) also defines a
 * function or class of that name: a call of the name may reach it.
 */
function definesLocally(node: Node, name: string): boolean {
  let scope: Node | null = node.parent;
  while (scope && scope.type !== 'function_definition') scope = scope.parent;
  const body = scope?.childForFieldName('body');
  if (!scope || !body) return false;
  return body
    .descendantsOfType(['function_definition', 'class_definition'])
    .some(
      (definition) =>
        definition?.childForFieldName('name')?.text === name &&
        enclosingScope(definition) === scope?.id,
    );
}

/** The id of the function or class a Python definition is nested in. */
function enclosingScope(definition: Node): number | undefined {
  for (let current = definition.parent; current; current = current.parent)
    if (current.type === 'function_definition' || current.type === 'class_definition')
      return current.id;
  return undefined;
}

/**
 * Whether a local binding of `name` is visible at `position`: one in a block or function around
 * it, or one at the module's level.
 */
export function localVisibility(collected: Collected): (name: string, position: number) => boolean {
  let byName: Map<string, Node[]> | undefined;
  return (name, position) => {
    if (!byName) {
      byName = new Map();
      for (const local of collected.localBindings) {
        const nodes = byName.get(local.name);
        if (nodes) nodes.push(local.node);
        else byName.set(local.name, [local.node]);
      }
    }
    return (byName.get(name) ?? []).some((node) => {
      const scope = bindingScope(node);
      return !scope || (scope[0] <= position && position < scope[1]);
    });
  };
}

/** The span a local binding is visible in: its function for a parameter, else its block. */
function bindingScope(node: Node): [number, number] | undefined {
  // `x => …`: the arrow function binds its one parameter.
  if (node.type === 'arrow_function') return [node.startIndex, node.endIndex];
  for (let current: Node | null = node; current; current = current.parent) {
    switch (current.type) {
      case 'program':
      case 'module':
        return undefined;
      case 'formal_parameters':
      case 'parameters': {
        const fn = current.parent;
        return fn ? [fn.startIndex, fn.endIndex] : undefined;
      }
      case 'statement_block':
      case 'for_statement':
      case 'for_in_statement':
      case 'catch_clause':
      case 'function_definition':
        return [current.startIndex, current.endIndex];
    }
  }
  return undefined;
}
