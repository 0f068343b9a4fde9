// Checks that need no model, run on the lines a change adds: they work offline and cost nothing.
import { crId, type Finding } from '@codehawk/findings';
import { findCredentials, maskedCredential } from '@codehawk/secrets';

export interface AddedLine {
  line: number;
  text: string;
}

/** The added lines of a unified diff, with their new-file line numbers. */
export function addedLines(diff: string): AddedLine[] {
  const added: AddedLine[] = [];
  let next = 0;
  for (const text of diff.split('\n')) {
    const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(text);
    if (hunk) {
      next = Number(hunk[1]);
      continue;
    }
    if (next === 0 || text.startsWith('+++') || text.startsWith('---')) continue;
    if (text.startsWith('+')) added.push({ line: next++, text: text.slice(1) });
    else if (text.startsWith(' ')) next++;
  }
  return added;
}

interface LineRule {
  id: string;
  category: Finding['category'];
  severity: Finding['severity'];
  title: string;
  message: string;
  pattern: RegExp;
  /** Only in files whose path matches. */
  files?: RegExp;
}

const TEST_FILE =
  /(^|\/)(tests?|__tests__|spec)\/|\.(test|spec)\.[cm]?[jt]sx?$|_test\.(go|py)$|(^|\/)test_[^/]*\.py$/;

const LINE_RULES: readonly LineRule[] = [
  {
    id: 'merge-conflict',
    category: 'correctness',
    severity: 'critical',
    title: 'Merge conflict marker committed',
    message:
      'A merge-conflict marker was committed; the file will not compile or run as intended. Resolve the conflict.',
    pattern: /^(<{7}|>{7})( |$)|^={7}$/,
  },
  {
    id: 'focused-test',
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
    category: 'code_style',
    severity: 'warning',
    title: 'Debugger statement left in',
    message:
      'A debugger call was left in; it stops or slows the program wherever it runs. Remove it.',
    pattern:
      /^\s*debugger\s*;?\s*$|\bbreakpoint\(\)|\bpdb\.set_trace\(\)|\bipdb\.set_trace\(\)|\bbinding\.pry\b|\bdbg!\(|\bSystem\.Diagnostics\.Debugger\.Break\(\)/,
  },
];

function finding(
  file: string,
  line: number,
  rule: Pick<LineRule, 'category' | 'severity' | 'title' | 'message'>,
): Finding {
  return {
    cr_id: crId(file, line, rule.category),
    file,
    line,
    category: rule.category,
    severity: rule.severity,
    title: rule.title,
    message: rule.message,
    confidence: 0.95,
    source: 'static',
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
        credential.fixture
          ? {
              category: 'security',
              severity: 'suggestion',
              title: 'Credential on an example host',
              message: `This change adds a credential in a URL on a host reserved for examples or tests (${credential.kind}: ${maskedCredential(credential.secret)}), most likely a fixture. If it is real, revoke it and load it from a secret store or the environment.`,
            }
          : {
              category: 'security',
              severity: 'critical',
              title: 'Credential committed',
              message: `This change adds what looks like a credential (${credential.kind}: ${maskedCredential(credential.secret)}). Revoke it, remove it from the history, and load it from a secret store or the environment.`,
            },
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
      if (rule.files && !rule.files.test(file.path)) continue;
      for (const line of file.lines)
        if (rule.pattern.test(line.text)) findings.push(finding(file.path, line.line, rule));
    }
  return findings;
}
