// JSON as tsconfig and package.json files are written in practice: with comments and trailing
// commas (JSONC), which `JSON.parse` refuses.

// A JSON string is matched whole, and kept: what it holds is never a comment or a comma to drop.
const COMMENTS = /("(?:[^"\\\n]|\\.)*")|\/\/[^\n]*|\/\*[\s\S]*?(?:\*\/|$)/g;
const TRAILING_COMMAS = /("(?:[^"\\\n]|\\.)*")|,(?=\s*[}\]])/g;

/**
 * JSON with comments and trailing commas, as tsconfig allows, made plain JSON. Strings are kept
 * whole: a path alias `"@/*"` and an include glob ending in `*` + `/*.ts` would otherwise read as
 * a comment's start and end, and the comment stripped would take the configuration with it.
 */
function plainJson(text: string): string {
  const keepStrings = (_match: string, string: string | undefined): string => string ?? '';
  return text.replace(COMMENTS, keepStrings).replace(TRAILING_COMMAS, keepStrings);
}

/** The value of a JSON file that may hold comments and trailing commas; undefined if unreadable. */
export function parseJson(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(plainJson(text));
  } catch {
    return undefined;
  }
}
