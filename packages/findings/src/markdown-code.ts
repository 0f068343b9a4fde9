// Markdown code regions render literally, so a marker inside one is text a reader sees, not a marker.

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const INLINE_CODE = /(`+)[^`]+?\1(?!`)/g;

interface FenceScan {
  /** The text with every code region blanked out (same length, line breaks kept). */
  masked: string;
  /** The opening run of a fence still open at the end of the text, if any. */
  openFence: string | null;
}

/** Scans Markdown once, following CommonMark's fence rules (a closer is the same character, at least as long). */
export function scanCode(text: string): FenceScan {
  const lines = text.split('\n');
  let open: string | null = null;
  const out: string[] = [];
  for (const line of lines) {
    const fence = FENCE.exec(line)?.[1];
    if (open === null) {
      if (fence !== undefined) {
        open = fence;
        out.push(' '.repeat(line.length));
      } else {
        out.push(line.replace(INLINE_CODE, (span) => ' '.repeat(span.length)));
      }
      continue;
    }
    const closes =
      fence !== undefined &&
      fence[0] === open[0] &&
      fence.length >= open.length &&
      line.trim() === fence;
    if (closes) open = null;
    out.push(' '.repeat(line.length));
  }
  return { masked: out.join('\n'), openFence: open };
}

/**
 * Applies `transform` to the prose of a Markdown text — everything outside fenced code blocks and
 * inline code spans — leaving code exactly as written.
 */
export function mapProse(text: string, transform: (prose: string) => string): string {
  let open: string | null = null;
  return text
    .split('\n')
    .map((line) => {
      const fence = FENCE.exec(line)?.[1];
      if (open !== null) {
        if (
          fence !== undefined &&
          fence[0] === open[0] &&
          fence.length >= open.length &&
          line.trim() === fence
        )
          open = null;
        return line;
      }
      if (fence !== undefined) {
        open = fence;
        return line;
      }
      return line
        .split(/(`+[^`]*`+)/)
        .map((part, index) => (index % 2 === 1 ? part : transform(part)))
        .join('');
    })
    .join('\n');
}
