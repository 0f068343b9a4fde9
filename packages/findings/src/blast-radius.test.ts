import { describe, expect, it } from 'vitest';
import { BLAST_RADIUS_LIMITS, capBlastRadius, projectBlastRadius } from './blast-radius.js';
import { normalizeFindings } from './normalize.js';

const files = (count: number, prefix: string): string[] =>
  Array.from({ length: count }, (_, index) => `${prefix}${index}.ts`);

describe('projectBlastRadius', () => {
  it('links every changed file to each reached file, most affected first', () => {
    expect(projectBlastRadius(['src/a.ts'], ['src/b.ts', 'src/c.ts'])).toEqual({
      nodes: [{ id: 'src/a.ts' }, { id: 'src/b.ts' }, { id: 'src/c.ts' }],
      edges: [
        ['src/a.ts', 'src/b.ts'],
        ['src/a.ts', 'src/c.ts'],
      ],
    });
  });

  it('keeps one set of caps, whoever draws it', () => {
    const radius = projectBlastRadius(files(30, 'changed/'), files(50, 'reached/'));
    expect(radius.nodes).toHaveLength(BLAST_RADIUS_LIMITS.nodes);
    expect(radius.edges).toHaveLength(BLAST_RADIUS_LIMITS.edges);
    const reached = new Set(radius.edges.map(([, to]) => to));
    expect(reached.size).toBeLessThanOrEqual(BLAST_RADIUS_LIMITS.reached);
    // A larger graph from another writer is cut to the same caps.
    const large = {
      nodes: files(100, 'x/').map((id) => ({ id })),
      edges: files(100, 'x/').map((id): [string, string] => [id, id]),
    };
    expect(capBlastRadius(large)).toEqual({
      nodes: large.nodes.slice(0, BLAST_RADIUS_LIMITS.nodes),
      edges: large.edges.slice(0, BLAST_RADIUS_LIMITS.edges),
    });
  });
});

describe('findings.json fields Phase 1 writes', () => {
  const base = {
    pr_id: 1,
    repo: 'acme/shop',
    vcs: 'github',
    review_modes: ['standard'],
    findings: [],
  };

  it('reads run mode, risk, blast radius and rule suggestions typed', () => {
    const { file } = normalizeFindings({
      ...base,
      model_ran: true,
      run_mode: 'VERIFY_FIXES',
      risk: [{ file: 'src/a.ts', level: 'HIGH', score: 0.8, callers: 3, covered_by_tests: false }],
      blast_radius: { nodes: [{ id: 'src/a.ts' }], edges: [] },
      fix_verifications: [
        {
          cr_id: 'abcd1234',
          status: 'dismissed',
          reason: 'By design.',
          rule_suggestion: 'Allow X.',
        },
      ],
    });
    expect(file.run_mode).toBe('VERIFY_FIXES');
    expect(file.risk?.[0]).toMatchObject({ level: 'HIGH', callers: 3 });
    expect(file.fix_verifications[0]?.rule_suggestion).toBe('Allow X.');
  });

  it('names the field when a declared one is malformed', () => {
    expect(() => normalizeFindings({ ...base, run_mode: 'SOMETIMES' })).toThrow(/\$\.run_mode/);
    expect(() =>
      normalizeFindings({ ...base, blast_radius: { nodes: [{ id: 'a' }], edges: [['a']] } }),
    ).toThrow(/\$\.blast_radius\.edges\[0\]/);
  });
});
