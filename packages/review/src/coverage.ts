// Coverage: which changed lines the model was actually shown. It is read from what was sent — the
// diffs in the prompts and the text of every tool result — never from what the model was told it
// could fetch, so a cut result or an unread page counts as unseen.
import { toolResultText, type Message } from '@codehawk/agent';
import type { Coverage, CoverageReason, FileCoverage } from '@codehawk/findings';
import { addedLineNumbers } from './diff-pages.js';
import type { PromptContext } from './prompts.js';

/** Changed (added) new-file lines shown to the model, per file. */
export type ShownLines = Map<string, Set<number>>;

function add(shown: ShownLines, path: string, lines: Iterable<number>): void {
  let set = shown.get(path);
  if (!set) shown.set(path, (set = new Set()));
  for (const line of lines) set.add(line);
}

/** Merges `from` into `into`. */
export function mergeShown(into: ShownLines, from: ShownLines): void {
  for (const [path, lines] of from) add(into, path, lines);
}

/** The added lines the prompt's diffs show (a summarised diff shows none). */
export function shownInPrompt(context: PromptContext): ShownLines {
  const shown: ShownLines = new Map();
  for (const diff of context.diffs) add(shown, diff.path, addedLineNumbers(diff.text));
  return shown;
}

const NUMBERED = /^\s*(\d+) {2}/;

function normalisePath(path: string): string {
  return path.replace(/^\.\//, '');
}

function argumentsOf(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** What a tool result showed of the files' new versions: diff pages, numbered or whole file text. */
function shownInResult(name: string, args: Record<string, unknown>, content: string): number[] {
  const { text, truncated } = toolResultText(content);
  if (name === 'get_file_diff') return addedLineNumbers(text);
  if (name === 'read_local_file') {
    const lines: number[] = [];
    for (const line of text.split('\n')) {
      const match = NUMBERED.exec(line);
      if (match) lines.push(Number(match[1]));
    }
    return lines;
  }
  if (name === 'get_file_content' && args.side !== 'base' && text !== '') {
    // Raw text from line 1 up to a cut, if the runner cut it (its last line may be cut inside).
    const whole = text.split('\n').length;
    const complete = truncated ? whole - 1 : whole;
    return Array.from({ length: Math.max(0, complete) }, (_, index) => index + 1);
  }
  return [];
}

/** The new-file lines tool results showed, per file, from a run's full message history. */
export function shownInMessages(messages: readonly Message[]): ShownLines {
  const shown: ShownLines = new Map();
  const calls = new Map<string, { name: string; args: Record<string, unknown> }>();
  for (const message of messages) {
    if (message.role === 'assistant')
      for (const call of message.toolCalls ?? [])
        calls.set(call.id, { name: call.name, args: argumentsOf(call.arguments) });
    if (message.role !== 'tool') continue;
    const call = calls.get(message.toolCallId);
    const path = call?.args.path;
    if (!call || typeof path !== 'string') continue;
    add(shown, normalisePath(path), shownInResult(call.name, call.args, message.content));
  }
  return shown;
}

/** Collapses sorted line numbers into inclusive ranges. */
export function toRanges(lines: readonly number[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (const line of [...lines].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && line <= last[1] + 1) last[1] = Math.max(last[1], line);
    else ranges.push([line, line]);
  }
  return ranges;
}

export interface CoverageFileInput {
  path: string;
  /** Added new-file lines, or just their count when the diff was never read (skipped files). */
  changed: readonly number[] | number;
  /** Set aside before review, with the reason. */
  skipped?: string;
  /** Why lines of a reviewed file were not shown, if some were not. */
  unseenReason?: { reason: CoverageReason; detail: string };
}

/** Per file and in total: changed lines, lines shown to the model, and the unseen ones with why. */
export function buildCoverage(
  files: readonly CoverageFileInput[],
  shown: ShownLines,
  totalTokens?: number,
): Coverage {
  const entries: FileCoverage[] = files.map((file) => {
    if (typeof file.changed === 'number' || file.skipped) {
      const count = typeof file.changed === 'number' ? file.changed : file.changed.length;
      const lines = typeof file.changed === 'number' ? [] : toRanges(file.changed);
      return {
        file: file.path,
        changed_lines: count,
        shown_lines: 0,
        not_shown:
          count === 0
            ? []
            : [{ lines, count, reason: 'skipped', detail: file.skipped ?? 'set aside' }],
      };
    }
    const seen = shown.get(file.path) ?? new Set<number>();
    const unseen = file.changed.filter((line) => !seen.has(line));
    const why = file.unseenReason ?? { reason: 'not_fetched', detail: 'the model did not read it' };
    return {
      file: file.path,
      changed_lines: file.changed.length,
      shown_lines: file.changed.length - unseen.length,
      not_shown:
        unseen.length === 0
          ? []
          : [
              {
                lines: toRanges(unseen),
                count: unseen.length,
                reason: why.reason,
                detail: why.detail,
              },
            ],
    };
  });
  const changed = entries.reduce((sum, entry) => sum + entry.changed_lines, 0);
  const shownLines = entries.reduce((sum, entry) => sum + entry.shown_lines, 0);
  const skipped = entries
    .filter((entry) => entry.not_shown.some((gap) => gap.reason === 'skipped'))
    .reduce((sum, entry) => sum + entry.changed_lines, 0);
  return {
    changed_lines: changed,
    reviewable_lines: changed - skipped,
    shown_lines: shownLines,
    ...(totalTokens !== undefined && shownLines > 0
      ? { tokens_per_shown_line: Math.round((totalTokens / shownLines) * 10) / 10 }
      : {}),
    files: entries,
  };
}
