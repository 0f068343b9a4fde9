// What the commands print, in one module: the review and publish reports, the score and risk
// tables, the graph's answers, the verdict line (one file per kind under render/). Only the
// findings' vocabulary is loaded; the rest are types, so `risk` loads no scorer, publisher or
// reviewer. `graph` imports its answers from render/graph.ts alone: it loads no findings schema.
export * from './render/graph.js';
export * from './render/publish.js';
export * from './render/review.js';
export * from './render/tables.js';
export * from './render/verdict.js';
