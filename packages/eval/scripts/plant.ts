// Makes the starter corpus: each case takes a real file from a registry package as its base (an
// excerpt, kept small), applies a pull request's edits — one of which plants a bug, or none for a
// clean case — and writes base/, change.patch and case.json. Run again after editing PLANTINGS:
//   pnpm --filter @codehawk/eval exec tsx scripts/plant.ts [case-id …]
// A case whose base/ exists reuses it, so regeneration needs no source package installed.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLANTINGS, type Planting } from './plantings.js';

const CORPUS = fileURLToPath(new URL('../corpus', import.meta.url));
const REPOSITORY = fileURLToPath(new URL('../../..', import.meta.url));

function git(cwd: string, ...args: string[]): string {
  return execFileSync(
    'git',
    [
      '-c',
      'user.name=corpus',
      '-c',
      'user.email=corpus@codehawk.invalid',
      '-c',
      'commit.gpgsign=false',
      ...args,
    ],
    { cwd, encoding: 'utf8' },
  );
}

function baseText(planting: Planting, folder: string): string {
  const stored = join(folder, 'base', planting.file);
  if (existsSync(stored)) return readFileSync(stored, 'utf8');
  const from = planting.source.from.startsWith('/')
    ? planting.source.from
    : join(REPOSITORY, planting.source.from);
  const lines = readFileSync(from, 'utf8').split('\n');
  const [start, end] = planting.source.lines ?? [1, lines.length];
  return `${lines
    .slice(start - 1, end)
    .join('\n')
    .trimEnd()}\n`;
}

function applyEdits(planting: Planting, base: string): string {
  let head = base;
  for (const edit of planting.edits) {
    if (edit.find === undefined) {
      head = `${head.trimEnd()}\n${edit.replace}`;
      continue;
    }
    const count = head.split(edit.find).length - 1;
    if (count !== 1)
      throw new Error(
        `${planting.id}: "${edit.find}" occurs ${count} times in the base; it must occur once.`,
      );
    head = head.replace(edit.find, edit.replace);
  }
  return head;
}

function lineOf(planting: Planting, head: string, snippet: string): number {
  const index = head.split('\n').findIndex((line) => line.includes(snippet));
  if (index < 0) throw new Error(`${planting.id}: the bug line "${snippet}" is not in the head.`);
  return index + 1;
}

function plant(planting: Planting): void {
  const folder = join(CORPUS, planting.id);
  const base = baseText(planting, folder);
  const head = applyEdits(planting, base);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(dirname(join(folder, 'base', planting.file)), { recursive: true });
  writeFileSync(join(folder, 'base', planting.file), base);

  const scratch = mkdtempSync(join(tmpdir(), 'codehawk-plant-'));
  try {
    git(scratch, 'init', '-q', '-b', 'base');
    mkdirSync(dirname(join(scratch, planting.file)), { recursive: true });
    writeFileSync(join(scratch, planting.file), base);
    git(scratch, 'add', '-A');
    git(scratch, 'commit', '-q', '-m', 'base');
    writeFileSync(join(scratch, planting.file), head);
    writeFileSync(join(folder, 'change.patch'), git(scratch, 'diff'));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }

  const expected = (planting.bugs ?? []).map((bug) => ({
    file: planting.file,
    line: lineOf(planting, head, bug.line),
    ...(bug.lines && bug.lines > 1
      ? { end_line: lineOf(planting, head, bug.line) + bug.lines - 1 }
      : {}),
    category: bug.category,
    severity: bug.severity,
    ...(bug.keywords ? { keywords: bug.keywords } : {}),
    note: bug.note,
  }));
  const definition = {
    id: planting.id,
    title: planting.title,
    language: planting.language,
    kind: planting.kind,
    description: planting.description ?? planting.title,
    source: {
      package: planting.source.package,
      files: [planting.source.path],
      license: planting.source.license,
    },
    made: planting.made,
    base_dir: 'base',
    patch: 'change.patch',
    expected,
  };
  writeFileSync(join(folder, 'case.json'), `${JSON.stringify(definition, null, 2)}\n`);
}

const only = process.argv.slice(2);
for (const planting of PLANTINGS)
  if (only.length === 0 || only.includes(planting.id)) plant(planting);
console.log(`planted ${only.length === 0 ? PLANTINGS.length : only.length} case(s) in ${CORPUS}`);
