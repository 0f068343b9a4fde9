import { embedMarker, fileMarker, type Finding } from '@codehawk/findings';
import type { VcsKind } from '@codehawk/vcs';
import { maskCredentials, sanitizeModelText } from '../sanitize.js';

const SEVERITY_LABEL: Record<Finding['severity'], string> = {
  critical: '🔴 Critical',
  warning: '🟠 Warning',
  suggestion: '🔵 Suggestion',
};

const CODE_FENCE = /^\s*(`{3,}|~{3,})[^\n]*\n([\s\S]*?)\n\s*\1\s*$/;

/** The code of a suggestion written as one fenced block, or null when it is prose. */
export function suggestedCode(suggestion: string): string | null {
  return CODE_FENCE.exec(suggestion)?.[2] ?? null;
}

/**
 * The Markdown body of an inline comment: severity, category, title, message and suggestion, with
 * model text sanitised, the file's fingerprint and the hidden cr-id marker appended. On GitHub a suggestion written as one
 * code block becomes a ```suggestion block (one click applies it to the commented lines).
 */
export async function renderComment(
  finding: Finding,
  vcs: VcsKind,
  fileFingerprint?: string,
  /** The repository's web host: model-written links elsewhere are dropped. */
  linkHost?: string,
): Promise<string> {
  const title = await sanitizeModelText(finding.title, { inline: true, linkHost });
  const message = await sanitizeModelText(finding.message.trim(), { linkHost });
  const parts = [
    `**${SEVERITY_LABEL[finding.severity]} · ${finding.category.replace(/_/g, ' ')}** — ${title}`,
    '',
    message,
  ];
  if (finding.suggestion) {
    const code = suggestedCode(finding.suggestion);
    if (code !== null) {
      // Code is shown (and on GitHub applied) exactly as written: only credentials are masked.
      const safe = await maskCredentials(code);
      const fence = '`'.repeat(
        Math.max(3, ...[...safe.matchAll(/`{3,}/g)].map((match) => match[0].length + 1)),
      );
      parts.push(
        '',
        '**Suggestion:**',
        '',
        `${fence}${vcs === 'github' ? 'suggestion' : ''}`,
        safe,
        fence,
      );
    } else {
      const safe = await sanitizeModelText(finding.suggestion.trim(), { linkHost });
      parts.push('', `**Suggestion:**`, '', safe);
    }
  }
  parts.push(
    '',
    `<sub>confidence ${Math.round(finding.confidence * 100)}%${finding.source === 'static' ? ' · static check' : ''}</sub>`,
  );
  // Lets the next push's fix verification know whether the file changed since this was posted.
  if (fileFingerprint !== undefined) parts.push('', fileMarker(fileFingerprint));
  return embedMarker(parts.join('\n'), finding.cr_id ?? '');
}
