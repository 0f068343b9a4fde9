export { Workspace, WorkspaceAccessError, registerWorkspaceTools } from './tools/workspace.js';
export { registerVcsTools, registerGraphTools } from './tools/vcs-and-graph.js';
export { staticFindings, addedLines } from './static/checks.js';
export type { AddedLine } from './static/checks.js';
export { smartDiff, summarizeHunks, SMART_DIFF_THRESHOLD_BYTES } from './smart-diff.js';
export type { HunkSummary } from './smart-diff.js';
