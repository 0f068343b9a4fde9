import { findCredentials } from '@codehawk/secrets';
import type { Nodes, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { REDACTED_CREDENTIAL } from './constants.js';

/** Credentials found by secretlint's recommended rules, replaced by a placeholder. */
export async function maskCredentials(text: string): Promise<string> {
  const [masked = text] = await maskCredentialsEach([text]);
  return masked;
}

/** `maskCredentials` over many texts, scanned together (linear in their total length). */
export async function maskCredentialsEach(texts: readonly string[]): Promise<string[]> {
  const found = await findCredentials(texts.map((text) => ({ path: 'comment.md', text })));
  return texts.map((text, index) => {
    let masked = text;
    for (const { start, end } of [...(found[index] ?? [])].sort((a, b) => b.start - a.start))
      masked = masked.slice(0, start) + REDACTED_CREDENTIAL + masked.slice(end);
    return masked;
  });
}

export interface SanitizeOptions {
  /**
   * The web host of the repository the comment is posted to (`github.com`, `dev.azure.com`, a
   * GitHub Enterprise host). Links written by the model are kept only when they point there; any
   * other link is dropped and its text kept. Without a host no link is kept.
   */
  linkHost?: string | undefined;
  /**
   * The text continues a line of ours (a title after the severity, a reason after a list bullet):
   * it is put on one line and read as the rest of that line, never as blocks of its own.
   */
  inline?: boolean;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** Ends the text, after a blank line: still a paragraph of its own when the text closed everything it opened. */
const PROBE = 'codehawk-end-of-model-text';
/** Parsed before inline text, so the text is read as the rest of a line, as it is where it is posted. */
const LINE_START = 'x ';

const parse = (markdown: string): Root =>
  fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });

/**
 * A code span showing `text` literally. It is delimited by the shortest backtick run that occurs
 * nowhere in `context` (the text it goes into), so no other backtick run can pair with its ends.
 */
export function codeSpan(text: string, context = text): string {
  const runs = new Set([...`${context}${text}`.matchAll(/`+/g)].map((run) => run[0].length));
  let length = 1;
  while (runs.has(length)) length++;
  const fence = '`'.repeat(length);
  const content = text.replace(/\s+/g, ' ');
  // A space each side keeps a backtick or space at either end (CommonMark strips one of each).
  const pad = /^[` ]|[` ]$/.test(content) ? ' ' : '';
  return `${fence}${pad}${content}${pad}${fence}`;
}

/** Whether a link the model wrote may stay a link: http(s), on the repository's own host, no user info. */
function allowedLink(url: string, host: string | undefined): boolean {
  if (host === undefined) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (
    (parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
    parsed.username === '' &&
    parsed.password === '' &&
    parsed.host === host.toLowerCase()
  );
}

/** One pass over the text: where its nodes are, and the edits found so far. */
interface Pass {
  /** The text edited, without the prefix parsed before it. */
  text: string;
  /** The prefix's length: node offsets minus this are offsets into `text`. */
  offset: number;
  host: string | undefined;
  edits: Edit[];
}

const spanOf = (node: Nodes, offset: number): [number, number] => [
  (node.position?.start.offset ?? 0) - offset,
  (node.position?.end.offset ?? 0) - offset,
];

/** Prose: @-mentions defused, fence-like runs escaped. */
function textEdits(text: string, from: number, end: number): Edit[] {
  const edits: Edit[] = [];
  const raw = text.slice(from, end);
  // No notifications: a model must not @-mention people or teams.
  for (const mention of raw.matchAll(/(^|[^\w`])@(?=[A-Za-z0-9])/g)) {
    const at = from + (mention.index ?? 0) + (mention[1]?.length ?? 0) + 1;
    edits.push({ start: at, end: at, text: '\u200b' });
  }
  // A fence-like run in prose would open a code block if a platform moved it to a line's
  // start (Azure DevOps does), swallowing our markers: each character is escaped.
  for (const run of raw.matchAll(/`{3,}|~{3,}/g)) {
    const at = from + (run.index ?? 0);
    edits.push({ start: at, end: at + run[0].length, text: run[0].replace(/./g, '\\$&') });
  }
  return edits;
}

/**
 * A link stays only when it points to the repository's own host; otherwise its text stays and
 * the link goes. Returns whether the link's children are still to be visited.
 */
function linkEdits(node: Extract<Nodes, { type: 'link' | 'linkReference' }>, pass: Pass): boolean {
  const { text, edits } = pass;
  const [start, end] = spanOf(node, pass.offset);
  const url = node.type === 'link' ? node.url : undefined;
  if (url !== undefined && allowedLink(url, pass.host)) return true;
  const first = node.children[0];
  const last = node.children.at(-1);
  if (text[start] !== '[') {
    // An autolink (`<https://…>`, a bare URL or e-mail address): its text as code, never a link.
    const shown = codeSpan(text.slice(start, end).replace(/^<|>$/g, ''), text);
    edits.push({ start, end, text: shown });
    return false;
  }
  if (!first || !last) {
    edits.push({ start, end, text: '' });
    return false;
  }
  // `[text](url)`: the text stays, the link goes.
  edits.push({ start, end: spanOf(first, pass.offset)[0], text: '' });
  edits.push({ start: spanOf(last, pass.offset)[1], end, text: '' });
  return true;
}

/** The edits one node needs; returns whether its children are still to be visited. */
function nodeEdits(node: Nodes, pass: Pass): boolean {
  const { text, edits } = pass;
  const [start, end] = spanOf(node, pass.offset);
  switch (node.type) {
    case 'code':
    case 'inlineCode':
      return false; // Rendered literally.
    case 'html': {
      // Raw HTML (including comments that would forge our hidden markers) is shown, never run.
      const from = Math.max(0, start);
      const raw = text.slice(from, end);
      edits.push({ start: from, end, text: raw.replace(/</g, '&lt;').replace(/>/g, '&gt;') });
      return false;
    }
    case 'text':
      edits.push(...textEdits(text, Math.max(0, start), end));
      return false;
    case 'image':
    case 'imageReference':
      // No remote images: they would load (and track) whenever the comment is viewed.
      edits.push({ start: start + 1, end: start + 1, text: '\\' });
      return false;
    case 'definition':
    case 'footnoteDefinition':
    case 'footnoteReference': {
      // A reference definition would turn `[text][name]` anywhere into a link, a footnote would
      // move text below our own: both are shown as written.
      const bracket = text.indexOf('[', start);
      edits.push({ start: bracket, end: bracket, text: '\\' });
      return false;
    }
    case 'link':
    case 'linkReference':
      return linkEdits(node, pass);
    default:
      return true;
  }
}

/** A code fence the text leaves open would swallow everything after it, our markers included. */
function unclosedFenceEdit(tree: Root, text: string): Edit | undefined {
  const lastBlock = tree.children.at(-1);
  const closed =
    lastBlock?.type === 'paragraph' &&
    lastBlock.children.length === 1 &&
    lastBlock.children[0]?.type === 'text' &&
    lastBlock.children[0].value === PROBE;
  const opener =
    lastBlock?.type === 'code'
      ? /^ {0,3}(`{3,}|~{3,})/.exec(text.slice(spanOf(lastBlock, 0)[0]))?.[1]
      : undefined;
  if (closed || opener === undefined) return undefined;
  const length = text.length - PROBE.length - 2;
  return { start: length, end: length, text: `\n${opener}` };
}

/** The changes one pass makes; none when the text is safe as it stands. */
function editsFor(source: string, offset: number, host: string | undefined): Edit[] {
  const tree = parse(source);
  const pass: Pass = { text: source.slice(offset), offset, host, edits: [] };
  const visit = (node: Nodes): void => {
    if (spanOf(node, offset)[1] <= 0) return;
    if (nodeEdits(node, pass) && 'children' in node) node.children.forEach(visit);
  };
  visit(tree);
  const fence = offset === 0 ? unclosedFenceEdit(tree, pass.text) : undefined;
  return fence ? [...pass.edits, fence] : pass.edits;
}

function applyEdits(text: string, edits: Edit[]): string {
  let result = text;
  for (const edit of [...edits].sort((a, b) => b.start - a.start || b.end - a.end))
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}

/** Every ASCII punctuation character escaped: Markdown shows such text exactly as written. */
const literal = (text: string): string => text.replace(/[!-/:-@[-`{-~]/g, '\\$&');

function defuseMarkdown(markdown: string, options: SanitizeOptions): string {
  let text = markdown;
  for (let pass = 0; pass < 8; pass++) {
    const edits = options.inline
      ? editsFor(LINE_START + text, LINE_START.length, options.linkHost)
      : editsFor(`${text}\n\n${PROBE}`, 0, options.linkHost);
    if (edits.length === 0) return text;
    text = applyEdits(options.inline ? text : `${text}\n\n${PROBE}`, edits);
    if (!options.inline) text = text.slice(0, -(PROBE.length + 2));
  }
  // Text built to keep changing under the passes above is shown as plain characters.
  return literal(markdown);
}

/**
 * Model text made safe to post: raw HTML shown as text, remote images not loaded, @-mentions
 * defused, reference definitions neutralised, links kept only to the repository's own host (other
 * links keep their text, bare URLs show as code), a code fence it leaves open closed, and
 * credentials masked (in code too). Code blocks and code spans keep their content. The Markdown is
 * read by a CommonMark/GFM parser, as the platforms read it.
 */
export async function sanitizeModelText(
  text: string,
  options: SanitizeOptions = {},
): Promise<string> {
  const masked = await maskCredentials(options.inline ? text.replace(/\s+/g, ' ').trim() : text);
  let safe = defuseMarkdown(masked, options);
  // A trailing backslash would escape the character of ours that follows the text.
  if (options.inline && /(?:^|[^\\])(?:\\\\)*\\$/.test(safe)) safe += '\\';
  return safe;
}
