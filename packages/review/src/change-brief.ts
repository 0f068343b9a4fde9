// The change analysis as the model reads it: compact lines (ranked files, changed functions with
// their callers, untested changes, dependents) in pages of about 1,500 tokens, instead of the
// graph's full JSON, which ran to 30,000 characters and cost a turn to fetch.
import type { ChangeAnalysis } from '@codehawk/graph';
import { tokenCounter } from './token-count.js';

/** Tokens in one page of the change analysis. */
export const CHANGE_BRIEF_TOKENS = 1_500;

const CALLERS_SHOWN = 4;

function lines(analysis: ChangeAnalysis, files?: ReadonlySet<string>): string[] {
  const inScope = (file: string): boolean => files === undefined || files.has(file);
  const priorities = analysis.reviewPriorities.filter((entry) => inScope(entry.file));
  const symbols = analysis.changedSymbols
    .filter((symbol) => inScope(symbol.file))
    .sort((a, b) => b.callers - a.callers);
  const callers = new Map(analysis.callers.map((entry) => [entry.symbol, entry.callers]));
  const gaps = analysis.testGaps.filter((gap) => inScope(gap.file));
  const out: string[] = [];
  if (priorities.length > 0) {
    out.push('Review first:');
    for (const entry of priorities) out.push(`- ${entry.file}: ${entry.reason}`);
  }
  if (symbols.length > 0) {
    out.push('Changed functions (callers):');
    for (const symbol of symbols) {
      const calledBy = callers.get(symbol.id) ?? [];
      const shown = calledBy
        .slice(0, CALLERS_SHOWN)
        .map((caller) => caller.id)
        .join(', ');
      const more = calledBy.length > CALLERS_SHOWN ? `, +${calledBy.length - CALLERS_SHOWN}` : '';
      out.push(
        `- ${symbol.id} (${symbol.kind}, ${symbol.callers} caller${symbol.callers === 1 ? '' : 's'})${shown ? ` ← ${shown}${more}` : ''}`,
      );
    }
  }
  if (gaps.length > 0) {
    out.push('Changed functions no test reaches:');
    out.push(`- ${gaps.map((gap) => gap.id).join(', ')}`);
  }
  const unknown = analysis.testReachUnknown.filter((gap) => inScope(gap.file));
  if (unknown.length > 0) {
    out.push('Changed functions whose test reach is unknown (calls the graph could not resolve):');
    out.push(`- ${unknown.map((gap) => gap.id).join(', ')}`);
  }
  const dependents = analysis.dependentFiles;
  if (dependents.length > 0) {
    out.push(
      `Files importing changed files (${dependents.length}): ${dependents.slice(0, 12).join(', ')}${dependents.length > 12 ? ', …' : ''}`,
    );
  }
  return out;
}

/** The change analysis in pages of at most `maxTokens` tokens (always at least one page). */
export async function changeBriefPages(
  analysis: ChangeAnalysis,
  options: { files?: ReadonlySet<string>; maxTokens?: number } = {},
): Promise<string[]> {
  const countTokens = await tokenCounter();
  const limit = options.maxTokens ?? CHANGE_BRIEF_TOKENS;
  const pages: string[][] = [[]];
  let tokens = 0;
  for (const line of lines(analysis, options.files)) {
    const cost = countTokens(line) + 1;
    const page = pages.at(-1) as string[];
    if (page.length > 0 && tokens + cost > limit - 40) {
      pages.push([line]);
      tokens = cost;
    } else {
      page.push(line);
      tokens += cost;
    }
  }
  return pages.map((page) =>
    page.length === 0 ? 'No changed functions were found.' : page.join('\n'),
  );
}

/** One page of the change analysis, saying how to get the next. */
export async function changeBrief(
  analysis: ChangeAnalysis,
  options: { files?: ReadonlySet<string>; page?: number; maxTokens?: number } = {},
): Promise<string> {
  const pages = await changeBriefPages(analysis, options);
  const number = Math.min(Math.max(1, options.page ?? 1), pages.length);
  const text = pages[number - 1] as string;
  if (pages.length === 1) return text;
  const next =
    number < pages.length ? ` Continue with get_change_analysis(page=${number + 1}).` : '';
  return `${text}\n[Change analysis page ${number} of ${pages.length}.${next}]`;
}
