// Symbols as code names a class declared in a TypeScript namespace: through the namespace
// (`ServerConnection.ResponseError`, `ServerConnection.ResponseError.create`). The graph names
// such a class, and its members, without it (their containers are the class's own name).
import type { Definition } from './model.js';
import { symbolParts } from './packed-graph.js';

/**
 * The definitions `find` gives for a symbol, or, when it gives none, those the symbol names
 * through the namespaces around a class: each leading part of its name taken for a namespace.
 */
export function findWithNamespaces(
  symbol: string,
  find: (symbol: string) => Definition[],
): Definition[] {
  const found = find(symbol);
  if (found.length > 0) return found;
  const [file, name] = symbolParts(symbol);
  const parts = name.split('.');
  for (let split = 1; split < parts.length; split++) {
    const namespace = parts.slice(0, split).join('.');
    const rest = parts.slice(split).join('.');
    const named = find(file === undefined ? rest : `${file}#${rest}`).filter(
      (definition) => classOf(definition, find)?.namespace === namespace,
    );
    if (named.length > 0) return named;
  }
  return [];
}

/** The class a definition is, or is a member of (the one of its name whose span holds it). */
function classOf(
  definition: Definition,
  find: (symbol: string) => Definition[],
): Definition | undefined {
  if (definition.kind === 'class') return definition;
  if (definition.container === undefined) return undefined;
  return find(`${definition.file}#${definition.container}`).find(
    (candidate) =>
      candidate.kind === 'class' &&
      candidate.startLine <= definition.startLine &&
      candidate.endLine >= definition.endLine,
  );
}
