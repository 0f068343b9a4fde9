// A non-throwing JSON syntax check. JSON.parse reports failure by throwing, which costs
// microseconds each time; on adversarial text with tens of thousands of brace-balanced candidates
// that alone blows the time budget. This check answers in one pass with no allocation, so only
// candidates that will parse are handed to JSON.parse.

export interface JsonCheck {
  /** The top-level object has a `findings` key whose value is an array. */
  findingsArray: boolean;
  /** A string held a raw control character (only accepted when tolerant). */
  controlCharacters: boolean;
}

// What the next token may be.
const VALUE = 0;
const VALUE_OR_END = 1; // just after `[`
const KEY_OR_END = 2; // just after `{`
const KEY = 3;
const COLON = 4;
const COMMA_OR_END = 5;

function isWhiteSpace(code: number): boolean {
  return code === 32 || code === 10 || code === 13 || code === 9;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function isHexDigit(code: number): boolean {
  return isDigit(code) || (code >= 97 && code <= 102) || (code >= 65 && code <= 70);
}

const ESCAPES = new Set([34, 92, 47, 98, 102, 110, 114, 116]); // " \ / b f n r t

/** End of the string starting at `start` (the opening quote), or -1. */
interface ScanState {
  control: boolean;
  tolerant: boolean;
  /** How far the scan got before it failed: the work it did. */
  reached: number;
}

function failAt(state: ScanState, index: number): -1 {
  state.reached = Math.max(state.reached, index);
  return -1;
}

function scanString(text: string, start: number, end: number, state: ScanState): number {
  for (let index = start + 1; index < end; index++) {
    const code = text.charCodeAt(index);
    if (code === 34) return index + 1;
    if (code === 92) {
      const next = text.charCodeAt(index + 1);
      if (next === 117 /* u */) {
        for (let digit = 2; digit <= 5; digit++) {
          if (!isHexDigit(text.charCodeAt(index + digit))) return failAt(state, index);
        }
        index += 5;
      } else if (ESCAPES.has(next)) {
        index++;
      } else {
        return failAt(state, index);
      }
    } else if (code < 0x20) {
      if (!state.tolerant) return failAt(state, index);
      state.control = true;
    }
  }
  return failAt(state, end);
}

function scanNumber(text: string, start: number, end: number): number {
  let index = start;
  if (text.charCodeAt(index) === 45 /* - */) index++;
  if (text.charCodeAt(index) === 48 /* 0 */) index++;
  else if (isDigit(text.charCodeAt(index)))
    while (index < end && isDigit(text.charCodeAt(index))) index++;
  else return -1;
  if (text.charCodeAt(index) === 46 /* . */) {
    index++;
    if (!isDigit(text.charCodeAt(index))) return -1;
    while (index < end && isDigit(text.charCodeAt(index))) index++;
  }
  const exponent = text.charCodeAt(index);
  if (exponent === 101 || exponent === 69) {
    index++;
    const sign = text.charCodeAt(index);
    if (sign === 43 || sign === 45) index++;
    if (!isDigit(text.charCodeAt(index))) return -1;
    while (index < end && isDigit(text.charCodeAt(index))) index++;
  }
  return index <= end ? index : -1;
}

const SHARED_STATE: ScanState = { control: false, tolerant: false, reached: 0 };
const SHARED_STACK: number[] = [];

function stopAt(progress: { reached: number } | undefined, at: number): null {
  if (progress) progress.reached = Math.max(SHARED_STATE.reached, at);
  return null;
}

/**
 * Whether `text.slice(start, end)` is one JSON object, and what JSON.parse would find at its top
 * level. Returns null when it is not valid JSON. Runs in time linear in the span, never throws.
 */
export function checkJsonObject(
  text: string,
  start: number,
  end: number,
  tolerant: boolean,
  progress?: { reached: number },
): JsonCheck | null {
  // Reused across calls (the check is synchronous): adversarial text makes tens of thousands of them.
  const state = SHARED_STATE;
  state.control = false;
  state.tolerant = tolerant;
  state.reached = start;
  const stack = SHARED_STACK; // 123 for an object, 91 for an array
  stack.length = 0;
  let expect = VALUE;
  let findingsArray = false;
  let keyIsTopLevelFindings = false;
  let index = start;

  while (index < end) {
    const code = text.charCodeAt(index);
    if (isWhiteSpace(code)) {
      index++;
      continue;
    }
    if ((expect === VALUE_OR_END && code === 93) || (expect === KEY_OR_END && code === 125)) {
      expect = COMMA_OR_END; // an empty container: the closer is handled there
      continue;
    }
    if (expect === KEY_OR_END || expect === KEY) {
      if (code !== 34) return stopAt(progress, index);
      const after = scanString(text, index, end, state);
      if (after === -1) return stopAt(progress, index);
      keyIsTopLevelFindings =
        stack.length === 1 && after - index === 10 && text.startsWith('"findings"', index);
      index = after;
      expect = COLON;
    } else if (expect === COLON) {
      if (code !== 58) return stopAt(progress, index);
      index++;
      expect = VALUE;
    } else if (expect === COMMA_OR_END) {
      const container = stack.at(-1);
      if (container === undefined) return stopAt(progress, index); // text after the top-level value
      if (code === 44) {
        index++;
        expect = container === 123 ? KEY : VALUE;
      } else if ((code === 125 && container === 123) || (code === 93 && container === 91)) {
        stack.pop();
        index++;
        if (stack.length === 0) {
          while (index < end && isWhiteSpace(text.charCodeAt(index))) index++;
          return index === end
            ? { findingsArray, controlCharacters: state.control }
            : stopAt(progress, index);
        }
      } else {
        return stopAt(progress, index);
      }
    } else {
      // A value.
      if (stack.length === 0 && code !== 123) return stopAt(progress, index); // the top level must be an object
      if (stack.length === 1 && keyIsTopLevelFindings) findingsArray = code === 91;
      if (code === 123 || code === 91) {
        stack.push(code);
        index++;
        expect = code === 123 ? KEY_OR_END : VALUE_OR_END;
        continue;
      }
      let after: number;
      if (code === 34) after = scanString(text, index, end, state);
      else if (code === 45 || isDigit(code)) after = scanNumber(text, index, end);
      else if (text.startsWith('true', index)) after = index + 4;
      else if (text.startsWith('false', index)) after = index + 5;
      else if (text.startsWith('null', index)) after = index + 4;
      else return stopAt(progress, index);
      if (after === -1 || after > end) return stopAt(progress, index);
      index = after;
      expect = COMMA_OR_END;
    }
  }
  return stopAt(progress, index);
}
