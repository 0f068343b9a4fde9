// Function and file lengths of every package's source, counted as ESLint's max-lines-per-function
// and max-lines count them (blank and comment-only lines skipped), with the TypeScript compiler.
//
//   node scripts/function-lengths.mjs                 largest function per package, working tree
//   node scripts/function-lengths.mjs --at <commit>   the same at a commit (read from git, not checked out)
//   node scripts/function-lengths.mjs --over 80       every function over 80 lines, longest first
//   node scripts/function-lengths.mjs --files 400     every file over 400 lines
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Source a package ships: `packages/x/src` and `apps/x/src`, without tests, fixtures or declarations. */
export function isMeasuredSource(path) {
  return (
    /^(packages|apps)\/[^/]+\/src\/.+\.tsx?$/.test(path) &&
    !/\.(test|spec)\.tsx?$/.test(path) &&
    !path.endsWith('.d.ts') &&
    !/\/(__fixtures__|__tests__|__mocks__)\//.test(path)
  );
}

/** Line numbers (0-based) that hold only comments, from every token's leading and trailing trivia. */
function commentLines(sourceFile) {
  const text = sourceFile.text;
  const ranges = new Map();
  const collect = (list) => list?.forEach((range) => ranges.set(range.pos, range));
  const visit = (node) => {
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    // Tokens as well as nodes: comments sit in the trivia before any token.
    for (const child of node.getChildren(sourceFile)) visit(child);
  };
  visit(sourceFile);
  // The text with every comment blanked out: a line left empty that was not empty held only comments.
  const chars = text.split(''); // UTF-16 units, as the comment ranges count
  for (const range of ranges.values()) {
    for (let at = range.pos; at < range.end; at++) if (chars[at] !== '\n') chars[at] = ' ';
  }
  const stripped = chars.join('').split(/\r?\n/);
  const lines = text.split(/\r?\n/);
  const comments = new Set();
  stripped.forEach((line, index) => {
    if (line.trim() === '' && lines[index].trim() !== '') comments.add(index);
  });
  return comments;
}

/** Counts lines between two 0-based line numbers as ESLint does with skipBlankLines and skipComments. */
function countLines(lines, comments, first, last) {
  let count = 0;
  for (let line = first; line <= last; line++) {
    if (lines[line].trim() === '' || comments.has(line)) continue;
    count++;
  }
  return count;
}

function isFunctionLike(node) {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

/** ESLint skips immediately invoked functions by default, so this does too. */
function isImmediatelyInvoked(node) {
  if (!ts.isFunctionExpression(node) && !ts.isArrowFunction(node)) return false;
  let parent = node.parent;
  while (ts.isParenthesizedExpression(parent)) parent = parent.parent;
  if (!ts.isCallExpression(parent)) return false;
  let callee = parent.expression;
  while (ts.isParenthesizedExpression(callee)) callee = callee.expression;
  return callee === node;
}

function nameText(name, sourceFile) {
  return name === undefined ? undefined : name.getText(sourceFile);
}

/** A readable name: `foo`, `Class.method`, `(callback of describe in bar)`. */
function functionName(node, sourceFile, enclosing) {
  const owner = (member) => {
    const parent = member.parent;
    if (ts.isClassLike(parent)) return `${parent.name?.text ?? '(class)'}.`;
    if (ts.isObjectLiteralExpression(parent)) return '';
    return '';
  };
  if (ts.isConstructorDeclaration(node)) return `${owner(node)}constructor`;
  if (ts.isFunctionDeclaration(node)) return node.name?.text ?? '(default export)';
  if (
    ts.isMethodDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  ) {
    return `${owner(node)}${nameText(node.name, sourceFile)}`;
  }
  if (ts.isFunctionExpression(node) && node.name) return node.name.text;
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) {
    return nameText(parent.name, sourceFile);
  }
  if (ts.isPropertyDeclaration(parent))
    return `${owner(parent)}${nameText(parent.name, sourceFile)}`;
  if (ts.isCallExpression(parent)) {
    const callee = parent.expression.getText(sourceFile).split('\n')[0];
    return `(callback of ${callee}${enclosing ? ` in ${enclosing}` : ''})`;
  }
  return `(anonymous${enclosing ? ` in ${enclosing}` : ''})`;
}

/** Every function in one file with its length, and the file's own length. */
export function measureSource(path, text) {
  const sourceFile = ts.createSourceFile(
    path,
    text,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const lines = text.split(/\r?\n/);
  const comments = commentLines(sourceFile);
  const functions = [];
  const visit = (node, enclosing) => {
    let inside = enclosing;
    if (isFunctionLike(node) && node.body !== undefined) {
      const name = functionName(node, sourceFile, enclosing);
      inside = name;
      if (!isImmediatelyInvoked(node)) {
        const first = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line;
        const last = sourceFile.getLineAndCharacterOfPosition(node.end).line;
        functions.push({
          name,
          file: path,
          line: first + 1,
          lines: countLines(lines, comments, first, last),
        });
      }
    }
    ts.forEachChild(node, (child) => visit(child, inside));
  };
  visit(sourceFile, undefined);
  return { file: path, lines: countLines(lines, comments, 0, lines.length - 1), functions };
}

/** The package folder (`packages/review`) of a path. */
export function packageOf(path) {
  return path.split('/').slice(0, 2).join('/');
}

/** Paths and contents of the measured sources in the working tree, or at a commit when `at` is given. */
export function readSources(at) {
  if (at === undefined) {
    const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    return listed
      .split('\n')
      .filter(isMeasuredSource)
      .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
  }
  const paths = execFileSync('git', ['ls-tree', '-r', '--name-only', at], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\n')
    .filter(isMeasuredSource);
  // One git process for every blob: `cat-file --batch` answers "<sha> blob <size>\n<bytes>\n" each.
  const output = execFileSync('git', ['cat-file', '--batch'], {
    cwd: root,
    input: paths.map((path) => `${at}:${path}`).join('\n') + '\n',
    maxBuffer: 512 * 1024 * 1024,
  });
  const sources = [];
  let offset = 0;
  for (const path of paths) {
    const headerEnd = output.indexOf(10, offset);
    const size = Number(output.subarray(offset, headerEnd).toString('utf8').split(' ')[2]);
    sources.push({
      path,
      text: output.subarray(headerEnd + 1, headerEnd + 1 + size).toString('utf8'),
    });
    offset = headerEnd + 1 + size + 1;
  }
  return sources;
}

/** The longest function of each package, by package name. */
export function largestPerPackage(measured) {
  const largest = new Map();
  for (const file of measured) {
    for (const fn of file.functions) {
      const current = largest.get(packageOf(fn.file));
      if (current === undefined || fn.lines > current.lines) largest.set(packageOf(fn.file), fn);
    }
  }
  return [...largest.entries()].sort(([a], [b]) => a.localeCompare(b));
}

function main() {
  const { values } = parseArgs({
    options: { at: { type: 'string' }, over: { type: 'string' }, files: { type: 'string' } },
  });
  const measured = readSources(values.at).map(({ path, text }) => measureSource(path, text));
  const label = values.at ?? 'working tree';
  if (values.files !== undefined) {
    const limit = Number(values.files);
    console.log(`Files over ${limit} lines (${label}):\n`);
    measured
      .filter((file) => file.lines > limit)
      .sort((a, b) => b.lines - a.lines)
      .forEach((file) => console.log(`${String(file.lines).padStart(5)}  ${file.file}`));
    return;
  }
  if (values.over !== undefined) {
    const limit = Number(values.over);
    console.log(`Functions over ${limit} lines (${label}):\n`);
    measured
      .flatMap((file) => file.functions)
      .filter((fn) => fn.lines > limit)
      .sort((a, b) => b.lines - a.lines)
      .forEach((fn) =>
        console.log(`${String(fn.lines).padStart(5)}  ${fn.name}  ${fn.file}:${fn.line}`),
      );
    return;
  }
  console.log(
    `Largest function per package (${label}; blank and comment lines not counted, tests excluded):\n`,
  );
  console.log('| package | function | file | lines |');
  console.log('|---|---|---|---:|');
  for (const [pkg, fn] of largestPerPackage(measured)) {
    console.log(
      `| ${pkg} | \`${fn.name}\` | ${fn.file.slice(pkg.length + 1)}:${fn.line} | ${fn.lines} |`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
