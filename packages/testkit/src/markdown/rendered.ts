// Renders posted Markdown as the platforms do (markdown-it with GitHub's flavour: tables,
// strikethrough, autolinked URLs and e-mail addresses) and reads back what a reader would get.
import { createRequire } from 'node:module';
import type * as Jsdom from 'jsdom';
import MarkdownIt from 'markdown-it';

const require = createRequire(import.meta.url);

/** A DOM of this HTML. jsdom loads on first use: at import it cost every test file ~0.6 s. */
function domOf(html: string): Jsdom.JSDOM {
  const { JSDOM } = require('jsdom') as typeof Jsdom;
  return new JSDOM(html);
}

const markdown = new MarkdownIt({ html: true, linkify: true });
// markdown-it drops `javascript:` and similar links on its own; the tests must see every link the
// Markdown asks for, as a less careful renderer would draw it.
markdown.validateLink = () => true;
// GitHub links `www.` hosts, http(s) URLs and e-mail addresses, not bare domain names.
markdown.linkify.set({ fuzzyLink: false, fuzzyEmail: true });
markdown.linkify.add('www.', {
  validate: (text, position) =>
    /^[\w-]+(?:\.[\w-]+)+[^\s<]*/.exec(text.slice(position))?.[0].length ?? 0,
  normalize: (match) => {
    match.url = `http://${match.url}`;
  },
});

/** Our own raw HTML: the hidden markers and the tags the summary and comments are built with. */
const OURS = [
  /^<!-- (?:cr-id|codehawk-[\w-]+|codehawk:[\w-]+)[:=]? [^<>]*-->\s*$/,
  /^<\/?(?:sub|details|summary)>/,
];

export interface Rendered {
  html: string;
  /** Every `href` and `src` in the HTML, as the browser would resolve them. */
  urls: string[];
  /** Raw HTML in the Markdown that is not one of our own tags or markers. */
  foreignHtml: string[];
  /** Tables as rows of cell texts. */
  tables: string[][][];
  /** The text of each code span and code block, as shown. */
  code: string[];
  /** The Markdown of each ```mermaid block. */
  mermaid: string[];
  text: string;
}

export function render(body: string): Rendered {
  const tokens = markdown.parse(body, {});
  const foreignHtml: string[] = [];
  const mermaid: string[] = [];
  const walk = (list: typeof tokens): void => {
    for (const token of list) {
      if (token.type === 'html_block' || token.type === 'html_inline') {
        for (const piece of token.content.split(/(?<=>)\s*(?=<)/))
          if (!OURS.some((pattern) => pattern.test(piece.trim()))) foreignHtml.push(piece);
      }
      if (token.type === 'fence' && token.info.trim() === 'mermaid') mermaid.push(token.content);
      if (token.children) walk(token.children);
    }
  };
  walk(tokens);
  const html = markdown.renderer.render(tokens, markdown.options, {});
  const { document } = domOf(html).window;
  const urls = [...document.querySelectorAll('[href],[src]')].map(
    (element) => element.getAttribute('href') ?? element.getAttribute('src') ?? '',
  );
  const tables = [...document.querySelectorAll('table')].map((table) =>
    [...table.querySelectorAll('tr')].map((row) =>
      [...row.querySelectorAll('th,td')].map((cell) => cell.textContent.trim()),
    ),
  );
  const code = [...document.querySelectorAll('code')].map((element) => element.textContent);
  return { html, urls, foreignHtml, tables, code, mermaid, text: document.body.textContent };
}

/** Whether a rendered link or image stays on `host`, over http(s), with no user information. */
export function onHost(url: string, host: string): boolean {
  try {
    const parsed = new URL(url);
    return (
      (parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
      parsed.host === host &&
      parsed.username === ''
    );
  } catch {
    return false;
  }
}

export interface MermaidGraph {
  /** Mermaid's own parser's complaint, or null when the diagram parses. */
  problem: string | null;
  /** Each node's label, as mermaid read it. */
  labels: string[];
  edges: number;
}

interface FlowchartDb {
  getVertices?: () => Map<string, { text?: string }>;
  getEdges?: () => unknown[];
}

/** A flowchart as mermaid's own parser reads it. */
export async function parseMermaid(diagram: string): Promise<MermaidGraph> {
  // Mermaid reads `window` and `document` when it loads: a DOM is lent to it.
  const { window } = domOf('<!doctype html><html><body></body></html>');
  Object.assign(globalThis, { window, document: window.document });
  const { default: mermaid } = await import('mermaid');
  try {
    await mermaid.parse(diagram);
  } catch (error) {
    return {
      problem: error instanceof Error ? error.message : String(error),
      labels: [],
      edges: 0,
    };
  }
  const db = (await mermaid.mermaidAPI.getDiagramFromText(diagram)).db as FlowchartDb;
  return {
    problem: null,
    labels: [...(db.getVertices?.().values() ?? [])].map((vertex) => vertex.text ?? ''),
    edges: db.getEdges?.().length ?? 0,
  };
}
