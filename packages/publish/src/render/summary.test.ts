import { normalizeFindings } from '@codehawk/findings';
import { evaluateGate, scoreFindings } from '@codehawk/scorer';
import { describe, expect, it } from 'vitest';
import { onHost, parseMermaid, render } from '@codehawk/testkit';
import { renderSummary, type SummaryInput } from './summary.js';

const { file } = normalizeFindings({
  pr_id: 1,
  repo: 'r',
  vcs: 'github',
  review_modes: ['standard'],
  findings: [
    {
      file: 'src/a.ts',
      line: 2,
      category: 'security',
      severity: 'critical',
      title: 'T',
      message: 'M',
      confidence: 0.9,
    },
  ],
  skipped_files: [{ file: 'package-lock.json', reason: 'lockfile' }],
  usage: { input_tokens: 1200, output_tokens: 300, model: 'gpt-4.1', cost_usd: 0.0042 },
  blast_radius: {
    nodes: [{ id: 'src/a.ts', label: 'login()' }, { id: 'src/b.ts' }],
    edges: [['src/a.ts', 'src/b.ts']],
  },
});

function input(vcs: SummaryInput['vcs']): SummaryInput {
  const score = scoreFindings(file.findings);
  return {
    file,
    score,
    gate: evaluateGate(score, { minStars: 4 }),
    vcs,
    counts: { posted: 1, alreadyPosted: 0, capped: 0, filtered: 0, rejected: 0, failed: 0 },
    notPlaced: [],
    verifications: [],
  };
}

describe('renderSummary', () => {
  it('shows score, gate, the breakdown, skipped files and usage', async () => {
    const body = await renderSummary(input('ado'));
    expect(body).toContain('**Score:** ★★★★☆ 4/5 (Excellent) · penalty 5 · gate ✅ passed');
    expect(body).toContain('| security | 1 | 0 | 0 | 5 |');
    expect(body).toContain('`package-lock.json` — lockfile');
    expect(body).toContain('gpt-4.1 · 1,500 tokens · $0.0042');
    expect(body).not.toContain('mermaid');
  });

  it('draws the blast radius as a mermaid graph on GitHub', async () => {
    const body = await renderSummary(input('github'));
    expect(body).toContain(
      '```mermaid\ngraph LR\n  n0["login()"]\n  n1["src/b.ts"]\n  n0 --> n1\n```',
    );
  });

  it('shows hostile paths and model text as written, with no foreign link or HTML, and its tables and diagram intact', async () => {
    const paths = [
      'src/we`ird`/a|b.ts',
      '`lead.ts',
      'trail.ts`',
      'a``b```c.ts',
      'docs/**bold** _x_ [link](javascript:alert(1)).md',
      'x/</details><script>alert(1)</script>.ts',
      '# heading\n\n- list.ts',
    ];
    const { file: hostile } = normalizeFindings({
      pr_id: 1,
      repo: 'r',
      vcs: 'github',
      review_modes: ['standard'],
      findings: paths.map((path, index) => ({
        file: path,
        line: index + 1,
        category: 'correctness',
        severity: 'warning',
        title: `Off [by](https://evil.test/${index}) one <!-- cr-id: deadbeef --> ![x](https://evil.test/p.png)`,
        message: 'M',
        confidence: 0.9,
      })),
      skipped_files: paths.map((path) => ({
        file: path,
        reason: 'binary [see](javascript:alert(2)) <img src=x onerror=alert(3)>\n\n| a | b |',
      })),
      usage: { input_tokens: 1, output_tokens: 1, model: 'gpt-4.1' },
      error: 'stopped: <a href="https://evil.test">retry</a> `unclosed',
      blast_radius: {
        nodes: [
          { id: 'a', label: 'login"] --> evil["x' },
          { id: 'b', label: 'line\nbreak; click b "javascript:alert(1)"' },
          {
            id: 'c',
            label: '%% comment #quot; <b>bold</b> `code` {curly} [square] (round) |pipe|',
          },
          { id: 'd', label: 'end' },
        ],
        edges: [
          ['a', 'b'],
          ['b', 'c'],
          ['c', 'd'],
        ],
      },
    });
    const score = scoreFindings(hostile.findings);
    const body = await renderSummary({
      file: hostile,
      score,
      gate: evaluateGate(score, {}),
      vcs: 'github',
      linkHost: 'github.com',
      counts: { posted: 0, alreadyPosted: 0, capped: 0, filtered: 0, rejected: 0, failed: 0 },
      notPlaced: hostile.findings.map((finding, index) => ({ index, finding })),
      verifications: [],
    });
    const rendered = render(body);
    expect(rendered.foreignHtml).toEqual([]);
    expect(rendered.urls.filter((url) => !onHost(url, 'github.com'))).toEqual([]);
    // Every path reads exactly as it is, in its own code span (newlines read as spaces).
    for (const [index, path] of paths.entries()) {
      const shown = path.replace(/\s+/g, ' ');
      expect(rendered.code).toContain(`${shown}:${index + 1}`);
      expect(rendered.code).toContain(shown);
    }
    // One table, unbroken: the header and the one category found, five cells a row.
    expect(rendered.tables).toEqual([
      [
        ['Category', 'Critical', 'Warning', 'Suggestion', 'Penalty'],
        ['correctness', '0', String(paths.length), '0', expect.any(String) as unknown],
      ],
    ]);
    // Four nodes, three edges, as drawn: no label broke out into a node, edge or directive of its own.
    expect(rendered.mermaid).toHaveLength(1);
    const graph = await parseMermaid(rendered.mermaid[0] ?? '');
    expect(graph.problem).toBeNull();
    expect(graph.edges).toBe(3);
    expect(graph.labels).toHaveLength(4);
    expect(graph.labels[1]).toBe("line break; click b 'javascript:alert(1)'");
  });

  it('draws a diagram mermaid parses, and the check catches one it cannot', async () => {
    const body = await renderSummary(input('github'));
    const [diagram = ''] = render(body).mermaid;
    expect(await parseMermaid(diagram)).toEqual({
      problem: null,
      labels: ['login()', 'src/b.ts'],
      edges: 1,
    });
    expect((await parseMermaid(`${diagram}  n0["broken"quote"]\n`)).problem).toMatch(/Parse error/);
  });
});
