// Checks that need no model, run on the lines a change adds: they work offline and cost nothing.
import { crId, type Finding } from '@codehawk/findings';
import { lintSource } from '@secretlint/core';
import { creator as recommendedRules } from '@secretlint/secretlint-rule-preset-recommend';

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

/** A credential shown safely: its first four characters, then the length of the rest. */
function masked(secret: string): string {
  return `${secret.slice(0, 4)}…(${Math.max(0, secret.length - 4)} more characters)`;
}

/** Credentials (secretlint's recommended rules) in added lines. */
async function credentialFindings(file: string, lines: readonly AddedLine[]): Promise<Finding[]> {
  if (lines.length === 0) return [];
  const content = lines.map((line) => line.text).join('\n');
  const result = await lintSource({
    source: {
      filePath: file,
      content,
      ext: file.slice(file.lastIndexOf('.')),
      contentType: 'text',
    },
    options: {
      config: {
        rules: [{ id: '@secretlint/secretlint-rule-preset-recommend', rule: recommendedRules }],
      },
    },
  });
  const starts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    starts.push(offset);
    offset += line.text.length + 1;
  }
  return result.messages.map((message) => {
    const [start, end] = message.range;
    let index = starts.findIndex(
      (lineStart, position) => start >= lineStart && start < (starts[position + 1] ?? Infinity),
    );
    if (index === -1) index = 0;
    const secret = content.slice(start, end);
    return finding(file, lines[index]?.line ?? 1, {
      category: 'security',
      severity: 'critical',
      title: 'Credential committed',
      message: `This change adds what looks like a credential (${message.messageId}: ${masked(secret)}). Revoke it, remove it from the history, and load it from a secret store or the environment.`,
    });
  });
}

/** Model-free findings on the added lines of each changed file. */
export async function staticFindings(
  files: readonly { path: string; diff: string }[],
): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const file of files) {
    const lines = addedLines(file.diff);
    findings.push(...(await credentialFindings(file.path, lines)));
    for (const rule of LINE_RULES) {
      if (rule.files && !rule.files.test(file.path)) continue;
      for (const line of lines)
        if (rule.pattern.test(line.text)) findings.push(finding(file.path, line.line, rule));
    }
  }
  return findings;
}
