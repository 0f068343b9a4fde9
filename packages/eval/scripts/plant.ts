// Makes the starter corpus: each case takes a real file from a registry package as its base (an
// excerpt, kept small), applies a pull request's edits — one of which plants a bug, or none for a
// clean case — and writes change.patch and case.json. Cases planted in the same base share one copy
// of it under bases/. Run again after editing PLANTINGS:
//   pnpm --filter @codehawk/eval exec tsx scripts/plant.ts [case-id …]
// A case whose base is stored reuses it, so regeneration needs no source package installed.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
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

/** The base the case was planted in last time, wherever its case.json says it is. */
function storedBase(planting: Planting, folder: string): string | undefined {
  const definition = join(folder, 'case.json');
  if (!existsSync(definition)) return undefined;
  const { base_dir: baseDirectory } = JSON.parse(readFileSync(definition, 'utf8')) as {
    base_dir?: string;
  };
  const stored = resolve(folder, baseDirectory ?? 'base', planting.file);
  return existsSync(stored) ? readFileSync(stored, 'utf8') : undefined;
}

function baseText(planting: Planting, folder: string): string {
  const stored = storedBase(planting, folder);
  if (stored !== undefined) return stored;
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
  // One stored copy per distinct base (path and text), shared by every case planted in it.
  const digest = createHash('sha256').update(planting.file).update('\0').update(base).digest('hex');
  const shared = `${planting.language}-${basename(planting.file).replace(/\W+/g, '-')}-${digest.slice(0, 8)}`;
  const sharedFolder = join(CORPUS, 'bases', shared);
  if (!existsSync(join(sharedFolder, planting.file))) {
    mkdirSync(dirname(join(sharedFolder, planting.file)), { recursive: true });
    writeFileSync(join(sharedFolder, planting.file), base);
  }
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });

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
    base_dir: `../bases/${shared}`,
    patch: 'change.patch',
    expected,
  };
  writeFileSync(join(folder, 'case.json'), `${JSON.stringify(definition, null, 2)}\n`);
}

const only = process.argv.slice(2);
for (const planting of PLANTINGS)
  if (only.length === 0 || only.includes(planting.id)) plant(planting);
console.log(`planted ${only.length === 0 ? PLANTINGS.length : only.length} case(s) in ${CORPUS}`);
