/**
 * The JSON value of a short model answer asked to be JSON: the whole text, else one fenced block,
 * else the span from the first `{` to the last `}`. Undefined when none parses. (For findings
 * files, use the linear-time `extractFindings` cascade.)
 */
export function parseJsonAnswer(text: string): unknown {
  const fenced = /```(?:json)?\s*\n([\s\S]*?)\n```/.exec(text)?.[1];
  for (const candidate of [
    text.trim(),
    fenced,
    text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1),
  ]) {
    if (!candidate) continue;
    try {
      return JSON.parse(candidate);
    } catch {
      // the next reading
    }
  }
  return undefined;
}
