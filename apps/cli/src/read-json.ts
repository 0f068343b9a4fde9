import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { UsageError } from './exit-codes.js';

function lineAndColumn(text: string, position: number): string {
  const before = text.slice(0, position);
  const line = before.split('\n').length;
  return `line ${line}, column ${position - before.lastIndexOf('\n')}`;
}

/** Reads and parses a JSON file; a missing or malformed file is a `UsageError` that says where. */
export async function readJsonFile(path: string, cwd: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(resolve(cwd, path), 'utf8');
  } catch (error) {
    const reason =
      error instanceof Error && 'code' in error && error.code === 'ENOENT'
        ? 'no such file'
        : String(error);
    throw new UsageError(`Cannot read ${path}: ${reason}. Pass the path of a findings.json file.`);
  }
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(message)?.[1];
    const where = position === undefined ? '' : ` at ${lineAndColumn(text, Number(position))}`;
    throw new UsageError(`${path} is not valid JSON${where}: ${message}`);
  }
}
