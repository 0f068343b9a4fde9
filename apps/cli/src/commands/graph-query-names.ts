// The names of `graph`'s queries, apart from what runs them: bin.ts tells a query from any other
// command by them without loading the query's code.
export const GRAPH_QUERY_NAMES = ['callers', 'dependents', 'blast-radius'] as const;

export type GraphQueryName = (typeof GRAPH_QUERY_NAMES)[number];

export const isGraphQueryName = (name: string | undefined): name is GraphQueryName =>
  (GRAPH_QUERY_NAMES as readonly (string | undefined)[]).includes(name);
