import { checkJsonObject } from './json-check.js';

// Linear-time helpers for finding JSON objects inside model prose. No regular expression here runs
// over the whole text with nested quantifiers; every scan is a single pass.

export type JsonObject = Record<string, unknown>;

/** A fenced code block: its info string (lower-cased) and its content. */
export interface FencedBlock {
  info: string;
  content: string;
}

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})(.*)$/;

/** Every fenced code block in the text, an unclosed one running to the end (as models truncate). */
export function fencedBlocks(text: string): FencedBlock[] {
  const blocks: FencedBlock[] = [];
  let open: { fence: string; info: string; start: number } | null = null;
  let lineStart = 0;
  while (lineStart <= text.length) {
    const newline = text.indexOf('\n', lineStart);
    const lineEnd = newline === -1 ? text.length : newline;
    // Only lines starting with up to three spaces and a backtick or tilde can open or close a fence.
    const first = text.charCodeAt(lineStart);
    if (first === 32 || first === 96 || first === 126) {
      const line = text.slice(lineStart, lineEnd);
      if (open === null) {
        const match = FENCE_OPEN.exec(line);
        const fence = match?.[1];
        if (fence !== undefined) {
          open = { fence, info: (match?.[2] ?? '').trim().toLowerCase(), start: lineEnd + 1 };
        }
      } else if (isCloser(line.trim(), open.fence)) {
        blocks.push({
          info: open.info,
          content: text.slice(open.start, Math.max(open.start, lineStart - 1)),
        });
        open = null;
      }
    }
    if (newline === -1) break;
    lineStart = newline + 1;
  }
  if (open !== null)
    blocks.push({ info: open.info, content: text.slice(Math.min(open.start, text.length)) });
  return blocks;
}

function isCloser(trimmed: string, fence: string): boolean {
  if (trimmed.length < fence.length || trimmed[0] !== fence[0]) return false;
  for (let index = 1; index < trimmed.length; index++)
    if (trimmed[index] !== fence[0]) return false;
  return true;
}

export interface Span {
  start: number;
  end: number;
}

/**
 * Candidate `{…}` spans in one pass with a stack. Two readings are collected: one that honours JSON
 * strings, so braces inside strings do not count, and one that ignores quotes, so a stray quote in
 * the surrounding prose cannot hide the object. In the first, a string may only open where JSON
 * allows one (after `{`, `[`, `,` or `:`) and a line break ends it, which resynchronises quickly
 * after prose. Only spans accepted by `keep` are returned.
 */
export function braceSpans(text: string, keep: (span: Span) => boolean): Span[] {
  // A `{` closes at one place per reading, so the first reading's end per start dedupes the second.
  const firstEnd = new Int32Array(text.length);
  const spans: Span[] = [];
  for (const honourStrings of [true, false]) {
    const record = (start: number, end: number): void => {
      if (honourStrings) firstEnd[start] = end;
      else if (firstEnd[start] === end) return;
      const span = { start, end };
      if (keep(span)) spans.push(span);
    };
    const stack: number[] = [];
    let inString = false;
    let previous = 0; // last character outside strings that is not white space
    for (let index = 0; index < text.length; index++) {
      const code = text.charCodeAt(index);
      if (inString) {
        // A line break ends the string even after a backslash: JSON allows neither inside one.
        if (code === BACKSLASH && text.charCodeAt(index + 1) !== NEWLINE) index++;
        else if (code === QUOTE || code === NEWLINE) inString = false;
        continue;
      }
      if (code === OPEN_BRACE) stack.push(index);
      else if (code === CLOSE_BRACE) {
        const start = stack.pop();
        if (start !== undefined) record(start, index + 1);
      } else if (code === QUOTE && honourStrings && stack.length > 0 && stringMayFollow(previous)) {
        inString = true;
      }
      if (code > 32) previous = code;
    }
  }
  return spans;
}

const BACKSLASH = 92;
const QUOTE = 34;
const NEWLINE = 10;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
function stringMayFollow(code: number): boolean {
  return code === OPEN_BRACE || code === 91 /* [ */ || code === 44 /* , */ || code === 58; /* : */
}

/**
 * A constant-time test of whether a span holds a whole occurrence of `needle`, or null when the
 * text has none. Built in one pass: for every offset, where the next occurrence starts.
 */
export function occurrenceTest(text: string, needle: string): ((span: Span) => boolean) | null {
  if (text.indexOf(needle) === -1) return null;
  const next = new Int32Array(text.length + 1).fill(-1);
  let upcoming = -1;
  let at = text.lastIndexOf(needle);
  for (let index = text.length - 1; index >= 0; index--) {
    if (index === at) {
      upcoming = at;
      at = index === 0 ? -1 : text.lastIndexOf(needle, index - 1);
    }
    next[index] = upcoming;
  }
  return (span) => {
    const first = next[span.start] ?? -1;
    return first !== -1 && first + needle.length <= span.end;
  };
}

/**
 * Escapes raw control characters inside JSON strings, the way Python's `json.loads(strict=False)`
 * tolerates them (models often emit literal newlines and tabs inside string values).
 */
export function escapeControlCharacters(text: string): string {
  let out = '';
  let inString = false;
  let last = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (!inString) {
      if (code === 34) inString = true;
      continue;
    }
    if (code === 92) {
      index++;
    } else if (code === 34) {
      inString = false;
    } else if (code < 0x20) {
      out += text.slice(last, index) + `\\u${code.toString(16).padStart(4, '0')}`;
      last = index + 1;
    }
  }
  return last === 0 ? text : out + text.slice(last);
}

/**
 * `text.slice(start, end)` parsed, when it is a JSON object whose top level has a `findings` array
 * (and whether raw control characters had to be tolerated); otherwise null. Never throws: a linear syntax check runs first, so JSON.parse only sees text it accepts.
 */
export function parseFindingsObject(
  text: string,
  tolerant: boolean,
  start = 0,
  end = text.length,
  progress?: { reached: number },
): { object: JsonObject; controlCharacters: boolean } | null {
  const check = checkJsonObject(text, start, end, tolerant, progress);
  if (check === null || !check.findingsArray) return null;
  const slice = text.slice(start, end);
  try {
    const value: unknown = JSON.parse(
      check.controlCharacters ? escapeControlCharacters(slice) : slice,
    );
    return isJsonObject(value)
      ? { object: value, controlCharacters: check.controlCharacters }
      : null;
  } catch {
    return null;
  }
}

function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
