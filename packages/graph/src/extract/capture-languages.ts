// Which languages a capture's handling tells apart: JavaScript's family shares its runtime rules,
// TypeScript adds what its written types say.
export const JAVASCRIPT_LIKE = new Set<string>(['typescript', 'tsx', 'javascript']);
export const TYPESCRIPT = new Set<string>(['typescript', 'tsx']);
