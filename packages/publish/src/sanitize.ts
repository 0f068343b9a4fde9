import { mapProse } from '@codehawk/findings';
import { findCredentials } from '@codehawk/secrets';
import { REDACTED_CREDENTIAL } from './constants.js';

/** Credentials found by secretlint's recommended rules, replaced by a placeholder. */
export async function maskCredentials(text: string): Promise<string> {
  const [masked = text] = await maskCredentialsEach([text]);
  return masked;
}

/** `maskCredentials` over many texts, scanned together (linear in their total length). */
export async function maskCredentialsEach(texts: readonly string[]): Promise<string[]> {
  const found = await findCredentials(texts.map((text) => ({ path: 'comment.md', text })));
  return texts.map((text, index) => {
    let masked = text;
    for (const { start, end } of [...(found[index] ?? [])].sort((a, b) => b.start - a.start))
      masked = masked.slice(0, start) + REDACTED_CREDENTIAL + masked.slice(end);
    return masked;
  });
}

function defuseProse(text: string): string {
  return (
    text
      // Raw HTML (including comments that could forge our hidden markers) is shown, never run.
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      // No remote images: they would load (and track) whenever the comment is viewed.
      .replace(/!\[/g, '!\\[')
      // No notifications: a model must not @-mention people or teams.
      .replace(/(^|[^\w`])@([A-Za-z0-9][\w-]*(?:\/[\w-]+)?)/g, '$1@\u200b$2')
  );
}

/**
 * Model text made safe to post: HTML and remote images neutralised, @-mentions defused,
 * credentials masked. Code blocks and code spans keep their content (they render literally),
 * except for credentials, which are masked everywhere.
 */
export async function sanitizeModelText(text: string): Promise<string> {
  return mapProse(await maskCredentials(text), defuseProse);
}
