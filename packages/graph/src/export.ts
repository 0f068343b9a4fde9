import type { CodeGraph } from './code-graph.js';

/** Version of the JSON export format (see the README). */
export const GRAPH_EXPORT_VERSION = 1;

export interface GraphExport {
  format: 'codehawk-graph';
  version: typeof GRAPH_EXPORT_VERSION;
  partial: boolean;
  files: { path: string; language: string; isTest: boolean; hasErrors: boolean }[];
  nodes: {
    id: string;
    kind: string;
    file: string;
    name: string;
    qualifiedName: string;
    startLine: number;
    endLine: number;
    exported: boolean;
    isTest: boolean;
  }[];
  edges: {
    kind: 'calls' | 'imports';
    from: string;
    to: string;
    confidence: string;
    via?: string;
    line?: number;
  }[];
  skipped: { path: string; reason: string }[];
}

/** The graph in its versioned, documented JSON form. */
export function exportGraph(graph: CodeGraph): GraphExport {
  return {
    format: 'codehawk-graph',
    version: GRAPH_EXPORT_VERSION,
    partial: graph.partial,
    files: [...graph.files.values()].map((file) => ({
      path: file.path,
      language: file.language,
      isTest: file.isTest,
      hasErrors: file.hasErrors,
    })),
    nodes: [...graph.definitions.values()].map((definition) => ({
      id: definition.id,
      kind: definition.kind,
      file: definition.file,
      name: definition.name,
      qualifiedName: definition.qualifiedName,
      startLine: definition.startLine,
      endLine: definition.endLine,
      exported: definition.exported,
      isTest: definition.isTest,
    })),
    edges: [
      ...graph.calls.map((edge) => ({
        kind: edge.kind,
        from: edge.from,
        to: edge.to,
        confidence: edge.confidence,
        via: edge.via,
        line: edge.line,
      })),
      ...graph.imports.map((edge) => ({
        kind: edge.kind,
        from: `file:${edge.from}`,
        to: `file:${edge.to}`,
        confidence: edge.confidence,
      })),
    ],
    skipped: graph.skipped,
  };
}
