export { buildGraph } from './build.js';
export { DEFAULT_EXCLUDES } from './exclusions.js';
export { updateGraph } from './update.js';
export type { BuildOptions } from './build.js';
export { CodeGraph } from './code-graph.js';
export type {
  BlastRadius,
  Caller,
  ChangeAnalysis,
  ChangedRange,
  ImpactedFile,
  SkippedFile,
} from './code-graph.js';
export { exportGraph, GRAPH_EXPORT_VERSION } from './export.js';
export type { GraphExport } from './export.js';
export { BUNDLED_GRAMMARS_DIRECTORY, LANGUAGES, languageOf, loadLanguage } from './languages.js';
export { extractFacts } from './extract/extract.js';
export { isTestPath } from './test-paths.js';
export { listRepositoryFiles } from './repository-files.js';
export { GraphError } from './errors.js';
export type { GraphErrorCode } from './errors.js';
export type {
  LanguageId,
  Definition,
  DefinitionKind,
  Reference,
  ReferenceKind,
  ImportFact,
  FileFacts,
  TypeFacts,
  ReceiverCall,
  CallEdge,
  ImportEdge,
  Confidence,
} from './model.js';
