// Settings as a plain tree of dotted paths, before the schema reads them.

/** A settings object (or part of one) as read from a file, the environment or flags. */
export type Tree = Record<string, unknown>;

export const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Sets `a.b.c` in a tree, creating the tables on the way. */
export function set(tree: Tree, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = tree;
  for (const key of keys.slice(0, -1)) {
    if (!isTree(node[key])) node[key] = {};
    node = node[key] as Tree;
  }
  node[keys.at(-1) ?? path] = value;
}

/** The dotted paths of a tree's leaves (`review.modes`). */
export function paths(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    isTree(value) ? paths(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** Merges `source` into `target`, table by table; a leaf of `source` wins. */
export function merge(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    if (isTree(value) && isTree(target[key])) merge(target[key], value);
    else target[key] = value;
  }
  return target;
}

/** The raw value at a schema issue's path, as it was given. */
export function valueAt(tree: Tree, path: readonly PropertyKey[]): unknown {
  let value: unknown = tree;
  for (const key of path) {
    if (Array.isArray(value) && typeof key === 'number') value = value[key];
    else if (isTree(value) && typeof key === 'string') value = value[key];
    else return undefined;
  }
  return value;
}
