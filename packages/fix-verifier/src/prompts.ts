// The prompts of the fix verifier. Everything that comes from the pull request (code, comments,
// developer replies) is data inside delimited blocks, never instructions.
import { defused, untrusted, UNTRUSTED_PREAMBLE } from '@codehawk/agent';
import type { PriorFinding } from '@codehawk/vcs';

export const VERIFIER_SYSTEM = [
  'You are CodeHawk’s fix verifier. You decide whether code review findings were addressed.',
  UNTRUSTED_PREAMBLE,
  'Answer with one JSON object and nothing else.',
].join(' ');

/** Lines around each finding, numbered, from the file at the new head. */
export function excerpt(content: string, lines: readonly number[], context = 15): string {
  const all = content.split('\n');
  const keep = new Set<number>();
  for (const line of lines) {
    for (
      let index = Math.max(1, line - context);
      index <= Math.min(all.length, line + context);
      index++
    )
      keep.add(index);
  }
  let previous = 0;
  const out: string[] = [];
  for (const index of [...keep].sort((a, b) => a - b)) {
    if (previous !== 0 && index !== previous + 1) out.push('   …');
    out.push(`${String(index).padStart(4)}  ${all[index - 1] ?? ''}`);
    previous = index;
  }
  return out.join('\n');
}

export function verifyPrompt(
  files: { path: string; content: string; findings: PriorFinding[] }[],
): string {
  const sections = files.map((file) => {
    const findings = file.findings
      .map(
        (finding) =>
          `- cr_id ${finding.crId}, line ${finding.line ?? '?'}:\n${untrusted(finding.text)}`,
      )
      .join('\n');
    return `### ${defused(file.path)}\n\nEarlier findings:\n${findings}\n\nThe file now (around those lines):\n${untrusted(
      excerpt(
        file.content,
        file.findings.map((finding) => finding.line ?? 1),
      ),
    )}`;
  });
  return [
    'These files changed since the findings below were reported. For each finding, decide whether the',
    'current code still has the problem. Say "fixed" only when the code shows it is resolved.',
    '',
    ...sections,
    '',
    'Answer: {"verifications": [{"cr_id": "<id>", "status": "fixed" | "still_present", "reason": "<one sentence>"}]}',
  ].join('\n');
}

export function dismissalPrompt(finding: PriorFinding, code: string): string {
  const replies = finding.developerReplies
    .map((reply) => `${defused(reply.author)}:\n${untrusted(reply.body)}`)
    .join('\n\n');
  return [
    'A developer disagreed with a code review finding. The file has not changed since.',
    'Accept the dismissal only for a valid technical reason (the behaviour is intended and safe, the',
    'finding is wrong, or a constraint makes it moot). "Will fix later", "not my code" or an appeal to',
    'authority are not valid reasons.',
    '',
    `Finding ${finding.crId} on ${defused(finding.file)}:${finding.line ?? '?'}:`,
    untrusted(finding.text),
    '',
    'Developer replies:',
    replies,
    '',
    'The code:',
    untrusted(code),
    '',
    'Answer: {"decision": "accept" | "reject", "explanation": "<one or two sentences>",',
    '"rule_suggestion": "<a rule for the team\'s .codereview.md that would avoid this finding, when accepted>"}',
  ].join('\n');
}
