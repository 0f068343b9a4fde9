// Checks that need no model, run on the lines a change adds: they work offline and cost nothing.
import { crId, type Finding } from '@codehawk/findings';
import { isTestPath } from '@codehawk/graph';
import { findCredentials, maskedCredential } from '@codehawk/secrets';
import { parseFileDiff } from '@codehawk/vcs';

export interface AddedLine {
  line: number;
  text: string;
}

/** The added lines of a unified diff, with their new-file line numbers. */
export function addedLines(diff: string): AddedLine[] {
  return parseFileDiff(diff).hunks.flatMap((hunk) =>
    hunk.lines
      .filter((line) => line.kind === '+')
      .map((line) => ({ line: line.newLine, text: line.text.slice(1) })),
  );
}

/**
 * A model-free check, described for people and for SARIF consumers (GitHub code scanning shows the
 * description and help beside each alert).
 */
export interface StaticCheck {
  /** Stable kebab-case id: the finding's `rule_id`. */
  id: string;
  /** PascalCase name, distinct from the id. */
  name: string;
  category: Finding['category'];
  severity: Finding['severity'];
  /** One line, as the finding's title. */
  title: string;
  /** What the check looks for and why it matters. */
  description: string;
  /** How to fix it, in Markdown. */
  help: string;
}

interface LineRule extends StaticCheck {
  message: string;
  pattern: RegExp;
  /** Only in files this accepts. */
  files?: (path: string) => boolean;
}

// The code graph's rule, so "a test file" means the same to every check.
const TEST_FILE = isTestPath;

const LINE_RULES: readonly LineRule[] = [
  {
    id: 'merge-conflict',
    name: 'MergeConflictMarker',
    description:
      'Lines added by the change that start with a merge-conflict marker (`<<<<<<<`, `=======`, `>>>>>>>`): the conflict was committed unresolved, so the file will not compile or will behave as neither side intended.',
    help: 'Resolve the conflict: keep the intended lines from both sides, delete the three marker lines, and build and test again.',
    category: 'correctness',
    severity: 'critical',
    title: 'Merge conflict marker committed',
    message:
      'A merge-conflict marker was committed; the file will not compile or run as intended. Resolve the conflict.',
    pattern: /^(<{7}|>{7})( |$)|^={7}$/,
  },
  {
    id: 'focused-test',
    name: 'FocusedTest',
    description:
      'A focused test (`describe.only`, `it.only`, `test.only`, `fit`, `fdescribe`) in a test file: the runner then skips every other test, so CI passes without running the suite.',
    help: 'Remove the focus (`.only`, or the `f` prefix) before merging, so the whole suite runs again.',
    category: 'testing',
    severity: 'warning',
    title: 'Focused test left in',
    message:
      'A focused test (`.only`, `fit`, `fdescribe`) makes the runner skip every other test. Remove the focus before merging.',
    pattern: /\b(describe|it|test|context)\.only\s*\(|\b(fit|fdescribe)\s*\(/,
    files: TEST_FILE,
  },
  {
    id: 'skipped-test',
    name: 'SkippedTest',
    description:
      'A test marked as skipped (`.skip`, `xit`, `xdescribe`, `@pytest.mark.skip`, `@unittest.skip`, `t.Skip(`, `@Disabled`, `#[ignore]`) in a test file: it no longer checks anything, and the gap is easy to forget.',
    help: 'Fix the test, or delete it if it no longer applies; if it must stay skipped, say why in the change and track the work to re-enable it.',
    category: 'testing',
    severity: 'warning',
    title: 'Test skipped',
    message:
      'This test is skipped, so it no longer checks anything. Fix it or remove it, and say why in the change.',
    pattern:
      /\b(describe|it|test)\.skip\s*\(|\b(xit|xdescribe)\s*\(|@pytest\.mark\.skip\b|@unittest\.skip\b|\bt\.Skip\(|@Disabled\b|#\[ignore\]/,
    files: TEST_FILE,
  },
  {
    id: 'debugger',
    name: 'DebuggerStatement',
    description:
      'A debugger statement or breakpoint call left in added code (`debugger`, `breakpoint()`, `pdb.set_trace()`, `binding.pry`, `dbg!(`, `Debugger.Break()`): it stops or slows the program wherever it runs.',
    help: 'Remove the statement; use logging or a breakpoint set in the debugger instead.',
    category: 'code_style',
    severity: 'warning',
    title: 'Debugger statement left in',
    message:
      'A debugger call was left in; it stops or slows the program wherever it runs. Remove it.',
    pattern:
      /^\s*debugger\s*;?\s*$|\bbreakpoint\(\)|\bpdb\.set_trace\(\)|\bipdb\.set_trace\(\)|\bbinding\.pry\b|\bdbg!\(|\bSystem\.Diagnostics\.Debugger\.Break\(\)/,
  },
];

const CREDENTIAL: StaticCheck = {
  id: 'committed-credential',
  name: 'CommittedCredential',
  category: 'security',
  severity: 'critical',
  title: 'Credential committed',
  description:
    "An added line holds what secretlint's recommended rules recognise as a credential (cloud and API keys, tokens, private keys, passwords in URLs). Anyone who can read the repository, its forks or its history can use it.",
  help: 'Revoke the credential first: removing the line does not remove it from the history. Then delete it from the change, rewrite the history if it was pushed, and load the secret from a secret store or the environment.',
};

const EXAMPLE_HOST_CREDENTIAL: StaticCheck = {
  id: 'example-host-credential',
  name: 'ExampleHostCredential',
  category: 'security',
  severity: 'suggestion',
  title: 'Credential on an example host',
  description:
    'An added line holds a credential in a URL whose host is reserved for examples or tests (example.com, .test, .invalid, localhost): most likely a fixture, but worth a look in case it is real.',
  help: 'If the credential is real, revoke it and load it from a secret store or the environment; if it is a fixture, nothing needs to change.',
};

const DELETED_IMPORT: StaticCheck = {
  id: 'import-of-deleted-file',
  name: 'ImportOfDeletedFile',
  category: 'correctness',
  severity: 'critical',
  title: 'Imports a file the change deletes',
  description:
    'A file the change leaves in place still imports a file the change deletes, and the import resolves to no other file: the build or the first run of that module fails.',
  help: 'Move what the importer needs to a file that stays, update the import, or keep the deleted file.',
};

/** Imports of files the change deletes, from the files that stay (the code graph finds them). */
export function deletedImportFindings(
  importers: readonly { deleted: string; file: string; line: number; source: string }[],
): Finding[] {
  return importers.map((entry) =>
    finding(
      entry.file,
      entry.line,
      DELETED_IMPORT,
      `\`${entry.source}\` names ${entry.deleted}, which this change deletes; nothing else resolves it, so this import breaks.`,
    ),
  );
}

/** Every static check, in the order they run: the rules SARIF describes. */
export const STATIC_CHECKS: readonly StaticCheck[] = [
  CREDENTIAL,
  EXAMPLE_HOST_CREDENTIAL,
  DELETED_IMPORT,
  ...LINE_RULES,
];

function finding(
  file: string,
  line: number,
  check: Pick<StaticCheck, 'id' | 'category' | 'severity' | 'title'>,
  message: string,
): Finding {
  return {
    cr_id: crId(file, line, check.category),
    file,
    line,
    category: check.category,
    severity: check.severity,
    title: check.title,
    message,
    confidence: 0.95,
    source: 'static',
    rule_id: check.id,
  };
}

/** The line of the added lines (joined by newlines) that holds this offset. */
function lineAt(lines: readonly AddedLine[], offset: number): number {
  let start = 0;
  for (const line of lines) {
    start += line.text.length + 1;
    if (offset < start) return line.line;
  }
  return lines.at(-1)?.line ?? 1;
}

/** Credentials (secretlint's recommended rules) in the added lines of each file, scanned together. */
async function credentialFindings(
  files: readonly { path: string; lines: readonly AddedLine[] }[],
): Promise<Finding[]> {
  // A file's added lines are one text (a private key spans lines); all files are scanned together.
  const found = await findCredentials(
    files.map((file) => ({
      path: file.path,
      text: file.lines.map((line) => line.text).join('\n'),
    })),
  );
  return files.flatMap((file, index) =>
    (found[index] ?? []).map((credential) =>
      finding(
        file.path,
        lineAt(file.lines, credential.start),
        credential.fixture ? EXAMPLE_HOST_CREDENTIAL : CREDENTIAL,
        credential.fixture
          ? `This change adds a credential in a URL on a host reserved for examples or tests (${credential.kind}: ${maskedCredential(credential.secret)}), most likely a fixture. If it is real, revoke it and load it from a secret store or the environment.`
          : `This change adds what looks like a credential (${credential.kind}: ${maskedCredential(credential.secret)}). Revoke it, remove it from the history, and load it from a secret store or the environment.`,
      ),
    ),
  );
}

/**
 * Model-free findings on the added lines of each changed file. `documents` (prose, text: files not
 * reviewed as code) are scanned for credentials only — a key pasted into a README leaks as well.
 */
export async function staticFindings(
  files: readonly { path: string; diff: string }[],
  documents: readonly { path: string; diff: string }[] = [],
): Promise<Finding[]> {
  const added = files.map((file) => ({ path: file.path, lines: addedLines(file.diff) }));
  const findings: Finding[] = await credentialFindings([
    ...added,
    ...documents.map((file) => ({ path: file.path, lines: addedLines(file.diff) })),
  ]);
  for (const file of added)
    for (const rule of LINE_RULES) {
      if (rule.files && !rule.files(file.path)) continue;
      for (const line of file.lines)
        if (rule.pattern.test(line.text))
          findings.push(finding(file.path, line.line, rule, rule.message));
    }
  return findings;
}
