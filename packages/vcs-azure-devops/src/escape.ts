import { mapProse, scanCode } from '@codehawk/findings';

// Azure DevOps renders comments as Markdown with two quirks: `#123` links work item 123, and a
// code fence only opens at the start of a line.

/**
 * Text made safe for Azure DevOps: every `#<number>` outside code is written as `` `#<number>` ``
 * so it does not link a work item, and a code fence that does not start its own line is moved to
 * one — unless that would leave a fence open, turning the rest of the comment (our hidden markers
 * included) into code. Code blocks and code spans are left as they are.
 */
export function escapeForAzureDevOps(markdown: string): string {
  const moved = markdown.replace(
    /([^\n`~])(```|~~~)/g,
    (match: string, before: string, fence: string, offset: number, text: string) => {
      // Up to three spaces may indent a fence; anything else before it means it is not at a line start.
      const lineStart = text.lastIndexOf('\n', offset) + 1;
      return /^ {0,3}$/.test(text.slice(lineStart, offset + 1)) ? match : `${before}\n${fence}`;
    },
  );
  const fencesOnOwnLines = scanCode(moved).openFence === null ? moved : markdown;
  // Outside code, quote work-item-looking references.
  return mapProse(fencesOnOwnLines, (prose) => prose.replace(/(^|[^\w`&])#(\d+)\b/g, '$1`#$2`'));
}
