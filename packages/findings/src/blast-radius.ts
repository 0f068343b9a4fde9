import type { BlastRadius } from './schema.js';

/** The one set of caps on the blast radius findings.json carries and the summary draws. */
export const BLAST_RADIUS_LIMITS = {
  /** Files reached from the change, most affected first. */
  reached: 20,
  nodes: 40,
  edges: 60,
} as const;

/** Caps a blast radius to `BLAST_RADIUS_LIMITS` (a file written elsewhere may be larger). */
export function capBlastRadius(radius: BlastRadius): BlastRadius {
  return {
    nodes: radius.nodes.slice(0, BLAST_RADIUS_LIMITS.nodes),
    edges: radius.edges.slice(0, BLAST_RADIUS_LIMITS.edges),
  };
}

/**
 * The blast radius as findings.json stores it: the changed files and the most affected files
 * they reach (in the order given), an edge from every changed file to every reached one.
 */
export function projectBlastRadius(
  changed: readonly string[],
  reached: readonly string[],
): BlastRadius {
  const top = reached.slice(0, BLAST_RADIUS_LIMITS.reached);
  return capBlastRadius({
    nodes: [...new Set([...changed, ...top])].map((id) => ({ id })),
    edges: top.flatMap((to) => changed.map((from): [string, string] => [from, to])),
  });
}
