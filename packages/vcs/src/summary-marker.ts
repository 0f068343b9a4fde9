/** The hidden marker that identifies CodeHawk's summary comment. */
export const SUMMARY_MARKER = '<!-- codehawk-summary -->';

/** Whether a body carries the summary marker outside code (a quoted marker does not count). */
export function hasSummaryMarker(body: string): boolean {
  return body.split('\n').some((line) => line.trim() === SUMMARY_MARKER);
}

/** The body with the summary marker on its own last line, once. */
export function withSummaryMarker(body: string): string {
  const lines = body.split('\n').filter((line) => line.trim() !== SUMMARY_MARKER);
  return `${lines.join('\n').trimEnd()}\n\n${SUMMARY_MARKER}`;
}
