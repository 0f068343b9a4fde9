import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { measureSource, readSources } from '../../../scripts/function-lengths.mjs';
import {
  lengthLint,
  longFiles,
  longFunctions,
  maxFileLines,
  maxFunctionLines,
} from '../../../scripts/length-limits.mjs';

const root = resolve(import.meta.dirname, '../../..');
const measure = (file: string) => measureSource(file, readFileSync(join(root, file), 'utf8'));

describe('the lists of long functions and files', () => {
  it('hold only functions still over the limit, none longer than listed', () => {
    const stale = longFunctions.flatMap(({ file, name, lines }) => {
      const found = measure(file).functions.filter((fn) => fn.name === name);
      if (found.length === 0) return [`${name} is not in ${file}: delete or move its entry`];
      return found.flatMap((fn) =>
        fn.lines <= maxFunctionLines
          ? [`${name} (${file}) has ${fn.lines} lines now: delete its entry`]
          : fn.lines > lines
            ? [`${name} (${file}) grew to ${fn.lines} lines from ${lines}`]
            : [],
      );
    });
    expect(stale).toEqual([]);
  });

  it('hold only files still over the limit, none longer than listed', () => {
    const stale = longFiles.flatMap(({ file, lines }) => {
      const now = measure(file).lines;
      if (now <= maxFileLines) return [`${file} has ${now} lines now: delete its entry`];
      return now > lines ? [`${file} grew to ${now} lines from ${lines}`] : [];
    });
    expect(stale).toEqual([]);
  });

  // A listed file's raised ceiling would let a second long function in it pass lint unnamed.
  // It parses every source file of the tree: seconds on a busy machine.
  it('name every function and file over the limit', { timeout: 60_000 }, () => {
    const measured = readSources().map(({ path, text }) => measureSource(path, text));
    const listed = new Set(longFunctions.map(({ file, name }) => `${file} ${name}`));
    const unlisted = measured
      .flatMap((file) => file.functions)
      .filter((fn) => fn.lines > maxFunctionLines && !listed.has(`${fn.file} ${fn.name}`))
      .map((fn) => `${fn.name} (${fn.file}:${fn.line}) has ${fn.lines} lines`);
    expect(unlisted).toEqual([]);
    const files = new Set(longFiles.map(({ file }) => file));
    expect(measured.filter((file) => file.lines > maxFileLines && !files.has(file.file))).toEqual(
      [],
    );
  });
});

describe('lint holds the limits', () => {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    // The snippets below are plain JavaScript in .ts files; the length rules are all that runs.
    overrideConfig: [{ files: ['**/*.ts'] }, ...lengthLint()] as ESLint.Options['overrideConfig'],
  });
  const problems = async (file: string, source: string): Promise<string[]> => {
    const [result] = await eslint.lintText(source, { filePath: join(root, file) });
    return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
  };
  /** A function of `lines` counted lines, with blank and comment lines that do not count. */
  const functionOf = (lines: number): string =>
    [
      'export function long() {',
      ...Array.from({ length: lines - 2 }, (_, index) => `  // step\n\n  void ${index};`),
      '}',
    ].join('\n');

  it('rejects a function over the limit in package source, naming its length', async () => {
    expect(await problems('packages/review/src/x.ts', functionOf(maxFunctionLines))).toEqual([]);
    expect(await problems('apps/cli/src/x.ts', functionOf(maxFunctionLines + 1))).toEqual([
      `max-lines-per-function: Function 'long' has too many lines (${maxFunctionLines + 1}). Maximum allowed is ${maxFunctionLines}.`,
    ]);
  });

  it('lets tests be longer', async () => {
    expect(await problems('packages/review/src/x.test.ts', functionOf(200))).toEqual([]);
  });

  it('lets a listed function stay as long as it is, and no longer', async () => {
    const listed = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      overrideConfig: [
        { files: ['**/*.ts'] },
        ...lengthLint([{ file: 'packages/review/src/old.ts', name: 'long', lines: 120 }], []),
      ] as ESLint.Options['overrideConfig'],
    });
    const lint = async (source: string) =>
      (await listed.lintText(source, { filePath: join(root, 'packages/review/src/old.ts') }))[0]
        ?.messages ?? [];
    expect(await lint(functionOf(120))).toEqual([]);
    expect((await lint(functionOf(121))).map((message) => message.message)).toEqual([
      "Function 'long' has too many lines (121). Maximum allowed is 120.",
    ]);
  });

  it('rejects a file over the limit', async () => {
    const file = Array.from({ length: maxFileLines + 1 }, (_, index) => `void ${index};`);
    expect(await problems('packages/findings/src/x.ts', file.join('\n'))).toEqual([
      `max-lines: File has too many lines (${maxFileLines + 1}). Maximum allowed is ${maxFileLines}.`,
    ]);
  });
});
