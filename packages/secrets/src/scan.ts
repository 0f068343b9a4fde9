import { lintSource } from '@secretlint/core';
import { secretLintProfiler } from '@secretlint/profiler';
import { creator as recommendedRules } from '@secretlint/secretlint-rule-preset-recommend';

// secretlint's profiler keeps every performance mark it ever saw and searches them all on each
// `::end` mark — quadratic in the number of lint calls — and it measures between marks named after
// the file, so a file name with a newline or `::end` in it fails a measure in a promise nobody
// awaits, which ends the process. We never read its figures: its marks are switched off.
secretLintProfiler.mark = () => undefined;

/** One credential: where it is in the text given, and which rule found it. */
export interface Credential {
  /** Offset of its first character in the text. */
  start: number;
  /** Offset just past its last character. */
  end: number;
  /** secretlint's message id, e.g. `AWSAccessKeyID`. */
  kind: string;
  /** The credential itself (never log it: mask it first). */
  secret: string;
  /**
   * It sits in a URL on a host reserved for examples and tests (`example.com`, `*.test`,
   * `localhost`…): most likely a fixture, not a live credential.
   */
  fixture: boolean;
}

/** Hosts reserved for documentation and tests (RFC 2606, RFC 6761) and the loopback. */
const FIXTURE_HOST =
  /^(?:[^@/\s]*\.)?(?:example\.(?:com|net|org)|[^.@/\s]+\.(?:example|test|invalid|localhost)|localhost|127\.0\.0\.1|\[::1\])(?::\d+)?$/i;

/** Whether a URL-shaped credential points at a reserved example or loopback host. */
function onFixtureHost(secret: string): boolean {
  const host = /@([^/?#"'`\s]+)/.exec(secret)?.[1];
  return host !== undefined && FIXTURE_HOST.test(host);
}

/** A text to scan and the file it comes from (some rules look at the name: `.npmrc`, `package.json`). */
export interface ScanInput {
  path: string;
  text: string;
}

/** Texts of one file are linted together, at most this many characters at a time. */
const CHUNK_CHARACTERS = 256 * 1024;
/** Between texts linted together: a line no rule's pattern continues across. */
const SEPARATOR = '\n\n\u0000\n\n';

const config = {
  rules: [{ id: '@secretlint/secretlint-rule-preset-recommend', rule: recommendedRules }],
};

/** A file name secretlint can carry: control characters out, the extension and base name kept. */
function safeName(path: string): string {
  let name = '';
  for (const character of path) {
    const code = character.charCodeAt(0);
    name += code < 0x20 || code === 0x7f ? '_' : character;
  }
  return name;
}

async function lintChunk(path: string, texts: readonly string[]): Promise<Credential[][]> {
  const content = texts.join(SEPARATOR);
  const name = safeName(path);
  const dot = name.lastIndexOf('.');
  const result = await lintSource({
    source: {
      filePath: name,
      content,
      ext: dot > name.lastIndexOf('/') ? name.slice(dot) : '',
      contentType: 'text',
    },
    options: { config },
  });
  const starts: number[] = [];
  let offset = 0;
  for (const text of texts) {
    starts.push(offset);
    offset += text.length + SEPARATOR.length;
  }
  const found: Credential[][] = texts.map(() => []);
  for (const message of result.messages) {
    const [start, end] = message.range;
    // The last text starting at or before the match holds it (binary search: chunks are large).
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] ?? 0) <= start) low = middle;
      else high = middle - 1;
    }
    const base = starts[low] ?? 0;
    const text = texts[low] ?? '';
    const local = { start: start - base, end: Math.min(end - base, text.length) };
    const secret = text.slice(local.start, local.end);
    found[low]?.push({
      ...local,
      kind: message.messageId,
      secret,
      fixture: onFixtureHost(secret),
    });
  }
  return found;
}

/**
 * Credentials in each text, by secretlint's recommended rules. Texts of the same file are linted
 * together, so the cost is linear in the characters scanned, not in the number of texts.
 */
export async function findCredentials(inputs: readonly ScanInput[]): Promise<Credential[][]> {
  const found: Credential[][] = inputs.map(() => []);
  const byPath = new Map<string, number[]>();
  inputs.forEach((input, index) => {
    if (input.text.trim() === '') return;
    const indexes = byPath.get(input.path);
    if (indexes) indexes.push(index);
    else byPath.set(input.path, [index]);
  });
  for (const [path, indexes] of byPath) {
    let chunk: number[] = [];
    let size = 0;
    const flush = async (): Promise<void> => {
      if (chunk.length === 0) return;
      const results = await lintChunk(
        path,
        chunk.map((index) => inputs[index]?.text ?? ''),
      );
      chunk.forEach((index, position) => (found[index] = results[position] ?? []));
      chunk = [];
      size = 0;
    };
    for (const index of indexes) {
      const length = inputs[index]?.text.length ?? 0;
      if (size > 0 && size + length > CHUNK_CHARACTERS) await flush();
      chunk.push(index);
      size += length + SEPARATOR.length;
    }
    await flush();
  }
  return found;
}

/** A credential shown safely: its first four characters, then the length of the rest. */
export function maskedCredential(secret: string): string {
  return `${secret.slice(0, 4)}…(${Math.max(0, secret.length - 4)} more characters)`;
}
