// Rewrites of TypeScript the grammar misreads, keeping every offset so positions stay true.

// TypeScript's variance annotations (`<in out A>`) are newer than the grammar: blank them out,
// keeping every offset, so one interface does not turn the rest of the file into an error.
// A comment may stand between the parameter and the `<` or `,` before it. Each comment is read
// whole, to its line's end or its `*/`, and no further: a comment read in part or across another's
// end leaves the search many ways to split a block of comments, exponentially many in its lines.
const VARIANCE =
  /([<,](?:\s|\/\/[^\n]*\n|\/\*(?:[^*]|\*(?!\/))*\*\/)*)((?:in\s+)?out\s+|in\s+)(?=[A-Za-z_$][\w$]*\s*(?:[,>=]|extends\b))/g;

/**
 * `using` read as a name (`for (const using of list)`, `using.text`): the grammar takes it for the
 * start of a `using` declaration (`using handle = open()`), which a name follows. Renamed to a name
 * of the same length; not inside a path or a longer name, nor where a declaration follows, nor as
 * the name of a method or function it declares (`static using<T>(options?: O): Q<T> {`), which the
 * grammar reads and a call (`X.using(options)`) names as written.
 */
const USING_AS_NAME =
  /(?<![\w$.#/'"`-])(?<!\b(?:static|async|get|set|public|private|protected|override|abstract|readonly|accessor|function\*?)\s+)using(?![\w$'"`/-]|\s+[A-Za-z_$]|\s*(?:<[^>\n]*>)?\s*\([^()\n]*\)\s*(?::[^{;=\n]*)?\{)/g;

/**
 * A `using` declaration (`using handle = await open()`, `await using lock = acquire()`, `for (using
 * h of handles)`): the grammar reads a statement as an assignment to `handle`, no declaration, and
 * a loop's as an error that takes the whole file with it. Written as the `const` it declares, of the
 * same length (`await` blanked: the value bound is the initializer's, not awaited). A declaration
 * names a binding on the same line, then `=`, `:` or `of`.
 */
const USING_DECLARATION =
  /(?<![\w$.#/'"`-])(?:await[^\S\n]+)?using(?=[^\S\n]+[A-Za-z_$][\w$]*[^\S\n]*(?:[=:]|of\b))/g;

/**
 * `export type * from './types.js'` (`export type * as T from …`) is newer than the grammar, which
 * errs at `type`: blanked, the re-export it is stays (it exports types only, all the graph reads).
 */
const TYPE_STAR_EXPORT = /\bexport(\s+)type(?=\s*\*)/g;

/**
 * A type parameter named `type` tested in a conditional type (`(type extends 'legacy' ? … :
 * never)`): the grammar takes `type` for the keyword, and the error takes the whole file with it.
 * Renamed, to a name of the same length, wherever `extends` follows it (the keyword never is).
 */
const TYPE_PARAMETER = /(?<![\w$.])type(?=\s+extends\b)/g;

/** `typeof undefined` in a type (`(typeof undefined | string)[]`): the grammar wants a name there. */
const TYPEOF_UNDEFINED = /\btypeof(\s+)undefined\b/g;

/**
 * An abstract field overriding its base class's (`abstract override id: CalendarId;`, either
 * order): the grammar reads `override` there only on a method, and the error takes the class with
 * it. `override` is blanked, before or after `abstract`; a method keeps it.
 */
const ABSTRACT_OVERRIDE_FIELD =
  /\boverride(?=\s+abstract\s+(?:readonly\s+)?[\w$]+[?!]?\s*[:;])|(?<=\babstract\s+)override(?=\s+(?:readonly\s+)?[\w$]+[?!]?\s*[:;])/g;

/** A line ending like this is continued by the next one (`=>`, `extends`, `keyof`, …). */
const CONTINUES = /(=>|\b(?:extends|keyof|typeof|infer|in|of|is|as|satisfies|new|await|yield))$/;

/**
 * Call signatures in type literals, one per line with no separator (`{ (a: A): B \n <C>(c: C): D }`),
 * are valid TypeScript the grammar misreads as one long type, turning the rest of the file into an
 * error. Valid TypeScript never starts a statement with `(` or `<` after a complete line (that
 * would continue the line), so where one does, a `;` is written into its indentation.
 */
function separateSignatures(content: string): string {
  let shimmed = '';
  let copied = 0;
  // Only lines starting with `(` or `<` can need it: find those, then look back for the code before.
  for (const match of content.matchAll(/\n([^\S\n]+)[<(]/g)) {
    const previous = previousCode(content, match.index);
    if (!/[\w$>\])}]$/.test(previous) || CONTINUES.test(previous)) continue;
    // A function's header whose parameters start the next line (`function h<T extends string>`).
    if (/\bfunction\b[^(]*$/.test(previous)) continue;
    const lineStart = match.index + 1;
    const indent = match[1] ?? '';
    shimmed += `${content.slice(copied, lineStart)}${indent.slice(0, -1)};`;
    copied = lineStart + indent.length;
  }
  return copied === 0 ? content : shimmed + content.slice(copied);
}

/** The last line of code ending before `end`, trimmed: blank, comment and JSDoc lines do not count. */
function previousCode(content: string, end: number): string {
  while (end > 0) {
    const start = content.lastIndexOf('\n', end - 1) + 1;
    const code = content
      .slice(start, end)
      .replace(/\/\/.*$/, '')
      .trim();
    if (code !== '' && !code.startsWith('*') && !code.startsWith('/*')) return code;
    end = start - 1;
  }
  return '';
}

/** The source as the grammar can read it: same length, same offsets, same lines. */
export function shimSource(language: string, content: string): string {
  if (language !== 'typescript' && language !== 'tsx') return content;
  // Escaped backticks in template literal types (`Missing \`Self\``) defeat the grammar; as text
  // they carry nothing the graph reads, so they are blanked (escaped backslashes stay pairs).
  const unescaped = content.replace(/\\[\\`]/g, (pair) => (pair === '\\`' ? '  ' : pair));
  const unvaried = unescaped.replace(
    VARIANCE,
    (_match, before: string, modifiers: string) => before + ' '.repeat(modifiers.length),
  );
  const declared = unvaried.includes('using')
    ? unvaried.replace(USING_DECLARATION, (using) => `${' '.repeat(using.length - 5)}const`)
    : unvaried;
  const named = declared.includes('using') ? declared.replace(USING_AS_NAME, 'usin$$') : declared;
  const reexported = named.includes('export type')
    ? named.replace(TYPE_STAR_EXPORT, (_match, space: string) => `export${space}    `)
    : named;
  const renamed = /\btype\s+extends\b/.test(reexported)
    ? reexported.replace(TYPE_PARAMETER, 'typ$$')
    : reexported;
  const defined = renamed.includes('typeof undefined')
    ? renamed.replace(TYPEOF_UNDEFINED, (_match, space: string) => `undefined${space}      `)
    : renamed;
  const fields = /\babstract\s+override|\boverride\s+abstract/.test(defined)
    ? defined.replace(ABSTRACT_OVERRIDE_FIELD, '        ')
    : defined;
  return language === 'typescript' ? separateSignatures(fields) : fields;
}
