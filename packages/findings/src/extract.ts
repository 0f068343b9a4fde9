import {
  braceSpans,
  fencedBlocks,
  occurrenceTest,
  parseFindingsObject,
  type FencedBlock,
  type JsonObject,
  type Span,
} from './json-scan.js';
import type { ReviewMode, VcsKind } from './schema.js';

/** The error recorded when no tier found findings (CodeHawk's wording). */
export const TURN_BUDGET_EXHAUSTED = 'Agent exhausted turn budget without producing findings';

/** How the findings were recovered. */
export type ExtractionMethod =
  'json_fence' | 'pr_id_object' | 'whole_text' | 'history_fence' | 'history_object' | 'synthesized';

export interface ExtractionResult {
  /** The recovered object: it has a `findings` array; pass it to `normalizeFindings`. */
  data: JsonObject;
  /** 1: the final message; 2: an earlier assistant message; 3: nothing found, an empty file synthesized. */
  tier: 1 | 2 | 3;
  method: ExtractionMethod;
  /** Whether raw control characters inside strings had to be tolerated. */
  tolerant: boolean;
}

/** Fields for the synthesized tier-3 file. */
export interface ExtractOptions {
  prId?: number | string | null;
  repo?: string;
  vcs?: VcsKind;
  reviewModes?: ReviewMode[];
}

interface Found {
  data: JsonObject;
  method: ExtractionMethod;
}

const CR_NUMBER = /cr-\d{3}/;

/** One message, scanned at most once per question whatever the number of passes over it. */
class ScannedMessage {
  private blocks: FencedBlock[] | undefined;
  private readonly spans = new Map<string, Span[]>();
  private readonly parsed = new Map<string, ReturnType<typeof parseFindingsObject>>();
  private readonly objects = new Map<
    string,
    { strict: JsonObject | null; tolerant: JsonObject | null }
  >();

  constructor(readonly text: string) {}

  fences(): FencedBlock[] {
    this.blocks ??= fencedBlocks(this.text);
    return this.blocks;
  }

  /**
   * A candidate text parsed once for both passes: the tolerant check accepts a superset, and says
   * whether control characters were needed, which is all the strict pass has to know.
   */
  parse(candidate: string, tolerant: boolean): JsonObject | null {
    let parsed = this.parsed.get(candidate);
    if (parsed === undefined) {
      parsed = parseFindingsObject(candidate, true);
      this.parsed.set(candidate, parsed);
    }
    return parsed && (tolerant || !parsed.controlCharacters) ? parsed.object : null;
  }

  /** `{…}` spans containing `key`, largest first. */
  spansContaining(key: string): Span[] {
    let spans = this.spans.get(key);
    if (spans === undefined) {
      const contains = occurrenceTest(this.text, key);
      spans = contains === null ? [] : braceSpans(this.text, contains);
      spans.sort((a, b) => b.end - b.start - (a.end - a.start));
      this.spans.set(key, spans);
    }
    return spans;
  }

  /**
   * The largest span containing `key` that is a findings object, strictly and tolerating control
   * characters, found in one pass. Checking work is bounded by a multiple of the text length so
   * adversarial nesting cannot make this quadratic.
   */
  largestObject(key: string, tolerant: boolean): JsonObject | null {
    let found = this.objects.get(key);
    if (found === undefined) {
      found = { strict: null, tolerant: null };
      // The budget counts the characters actually checked: a span that fails early costs little.
      let budget = this.text.length + 65_536;
      const progress = { reached: 0 };
      for (const span of this.spansContaining(key)) {
        if (budget <= 0) break;
        progress.reached = span.start;
        const value = parseFindingsObject(this.text, true, span.start, span.end, progress);
        budget -= (value === null ? progress.reached : span.end) - span.start;
        if (value === null) continue;
        found.tolerant ??= value.object;
        if (!value.controlCharacters) {
          found.strict = value.object;
          break;
        }
      }
      this.objects.set(key, found);
    }
    return tolerant ? found.tolerant : found.strict;
  }
}

function fromFinalMessage(message: ScannedMessage, tolerant: boolean): Found | null {
  for (const block of message.fences()) {
    if (block.info !== 'json') continue;
    const data = message.parse(block.content, tolerant);
    if (data) return { data, method: 'json_fence' };
  }
  const object = message.largestObject('"pr_id"', tolerant);
  if (object) return { data: object, method: 'pr_id_object' };
  const whole = message.parse(message.text.trim(), tolerant);
  return whole ? { data: whole, method: 'whole_text' } : null;
}

function largestIn(message: ScannedMessage, tolerant: boolean): Found | null {
  const candidates: Found[] = [];
  for (const block of message.fences()) {
    if (!block.content.includes('"findings"') && !CR_NUMBER.test(block.content)) continue;
    const data = message.parse(block.content, tolerant);
    if (data) candidates.push({ data, method: 'history_fence' });
  }
  const object = message.largestObject('"findings"', tolerant);
  if (object) candidates.push({ data: object, method: 'history_object' });
  let best: (Found & { size: number }) | null = null;
  for (const candidate of candidates) {
    const size = JSON.stringify(candidate.data).length;
    if (best === null || size > best.size) best = { ...candidate, size };
  }
  return best && { data: best.data, method: best.method };
}

/**
 * Recovers the findings object from an agent's output with CodeHawk's three-tier cascade:
 * tier 1 reads the final message (a ```json fence, else a `{…}` holding `"pr_id"`, else the whole
 * text; then all of it again tolerating control characters in strings); tier 2 reads every
 * assistant message from last to first and keeps the largest valid findings object of the most
 * recent message that has one; tier 3 synthesizes an empty file with an `error`.
 * Runs in time linear in the size of its input, and never throws.
 *
 * @param finalMessage the last assistant message
 * @param history every assistant message in order (the final one is added if missing)
 */
export function extractFindings(
  finalMessage: string,
  history: readonly string[] = [],
  options: ExtractOptions = {},
): ExtractionResult {
  const final = new ScannedMessage(finalMessage);
  for (const tolerant of [false, true]) {
    const found = fromFinalMessage(final, tolerant);
    if (found) return { ...found, tier: 1, tolerant };
  }

  const texts = history.at(-1) === finalMessage ? history.slice(0, -1) : history;
  const messages = [...texts.map((text) => new ScannedMessage(text)), final];
  for (let index = messages.length - 1; index >= 0; index--) {
    const message = messages[index];
    if (message === undefined) continue;
    for (const tolerant of [false, true]) {
      const found = largestIn(message, tolerant);
      if (found) return { ...found, tier: 2, tolerant };
    }
  }

  return {
    data: {
      pr_id: options.prId ?? null,
      repo: options.repo ?? '',
      vcs: options.vcs ?? 'local',
      review_modes: options.reviewModes ?? ['standard'],
      findings: [],
      fix_verifications: [],
      error: TURN_BUDGET_EXHAUSTED,
    },
    tier: 3,
    method: 'synthesized',
    tolerant: false,
  };
}
