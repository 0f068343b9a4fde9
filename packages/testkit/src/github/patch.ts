// GitHub's view of where a review comment may go: the right-side lines of the file's patch.

/** New-file line numbers of added and context lines in a `patch` as GitHub returns it. */
export function commentableLinesOfPatch(patch: string): Set<number> {
  const lines = new Set<number>();
  let next = 0;
  for (const text of patch.split('\n')) {
    const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)/.exec(text);
    if (hunk) next = Number(hunk[1]);
    else if (next > 0 && (text.startsWith('+') || text.startsWith(' '))) lines.add(next++);
  }
  return lines;
}
