import type { ChangeAnalysis } from '@codehawk/graph';
import { countTokens } from 'gpt-tokenizer/model/gpt-4o';
import { describe, expect, it } from 'vitest';
import { changeBrief, changeBriefPages } from './change-brief.js';

/** A change analysis the size of a 100-file pull request's. */
function analysis(files: number): ChangeAnalysis {
  const symbols = Array.from({ length: files * 3 }, (_, index) => ({
    id: `src/module${index % files}.ts#handler${index}`,
    name: `handler${index}`,
    file: `src/module${index % files}.ts`,
    kind: 'function',
    callers: index % 7,
  }));
  return {
    changedSymbols: symbols,
    callers: symbols.map((symbol) => ({
      symbol: symbol.id,
      callers: Array.from({ length: symbol.callers }, (_, index) => ({
        id: `src/caller${index}.ts#use${index}`,
        file: `src/caller${index}.ts`,
        confidence: 'certain',
      })),
    })),
    dependentFiles: Array.from({ length: 40 }, (_, index) => `src/dependent${index}.ts`),
    blastRadius: [],
    testGaps: symbols.slice(0, 20).map(({ id, name, file }) => ({ id, name, file })),
    testReachUnknown: [],
    fileSignals: {},
    reviewPriorities: Array.from({ length: files }, (_, index) => ({
      file: `src/module${index}.ts`,
      reason: `${index % 7} callers, untested`,
      score: files - index,
    })),
  };
}

describe('changeBrief', () => {
  it('pages a large change analysis at about 1,500 tokens and says how to continue', async () => {
    const full = analysis(100);
    expect(countTokens(JSON.stringify(full))).toBeGreaterThan(15_000);
    const pages = await changeBriefPages(full);
    expect(pages.length).toBeGreaterThan(3);
    for (const page of pages) expect(countTokens(page)).toBeLessThanOrEqual(1_500);
    const first = await changeBrief(full);
    expect(first).toContain('Review first:\n- src/module0.ts: 0 callers, untested');
    expect(first).toContain(`Continue with get_change_analysis(page=2).`);
    const last = await changeBrief(full, { page: pages.length });
    expect(last).toContain(`page ${pages.length} of ${pages.length}.]`);
    expect(last).not.toContain('Continue with');
    // Nothing is lost between pages: every changed function is on one of them.
    const all = pages.join('\n');
    for (const symbol of full.changedSymbols) expect(all).toContain(`- ${symbol.id} (`);
  });

  it('scopes the brief to a batch: its files, their functions and callers', async () => {
    const brief = await changeBrief(analysis(100), { files: new Set(['src/module3.ts']) });
    expect(brief).toContain('- src/module3.ts: 3 callers, untested');
    expect(brief).toContain(
      '- src/module3.ts#handler3 (function, 3 callers) ← src/caller0.ts#use0',
    );
    expect(brief).not.toContain('src/module4.ts');
  });
});
