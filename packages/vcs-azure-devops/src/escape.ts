// Azure DevOps renders comments as Markdown with two quirks: `#123` links work item 123, and a
// code fence only opens at the start of a line.

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * Text made safe for Azure DevOps: every `#<number>` outside code is written as `` `#<number>` ``
 * so it does not link a work item, and a code fence that does not start its own line is moved to
 * one. Code blocks and code spans are left as they are.
 */
export function escapeForAzureDevOps(markdown: string): string {
  const lines = markdown
    .replace(
      /([^\n`~])(```|~~~)/g,
      (match: string, before: string, fence: string, offset: number, text: string) => {
        // Up to three spaces may indent a fence; anything else before it means it is not at a line start.
        const lineStart = text.lastIndexOf('\n', offset) + 1;
        return /^ {0,3}$/.test(text.slice(lineStart, offset + 1)) ? match : `${before}\n${fence}`;
      },
    )
    .split('\n');
  let fence: string | null = null;
  return lines
    .map((line) => {
      const opener = FENCE.exec(line)?.[1];
      if (fence !== null) {
        if (
          opener !== undefined &&
          opener[0] === fence[0] &&
          opener.length >= fence.length &&
          line.trim() === opener
        )
          fence = null;
        return line;
      }
      if (opener !== undefined) {
        fence = opener;
        return line;
      }
      // Outside code spans, quote work-item-looking references.
      return line
        .split(/(`+[^`]*`+)/)
        .map((part, index) =>
          index % 2 === 1 ? part : part.replace(/(^|[^\w`&])#(\d+)\b/g, '$1`#$2`'),
        )
        .join('');
    })
    .join('\n');
}
