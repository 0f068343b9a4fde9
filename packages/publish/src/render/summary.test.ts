import { normalizeFindings } from '@codehawk/findings';
import { evaluateGate, scoreFindings } from '@codehawk/scorer';
import { describe, expect, it } from 'vitest';
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
});
