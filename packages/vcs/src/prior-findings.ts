import { parseFileFingerprint } from '@codehawk/findings';
import type { ReviewThread } from './contract.js';

/** One of our earlier findings, as read back from its thread. */
export interface PriorFinding {
  crId: string;
  threadId: string;
  file: string;
  line?: number;
  /** Our comment's text (what the finding said). */
  text: string;
  /** Fingerprint of the file when the finding was posted, when recorded. */
  fileFingerprint?: string;
  /** Replies by anyone but our identity. */
  developerReplies: { author: string; body: string }[];
}

/**
 * Our open findings from the threads of a pull request: threads we opened, with a cr-id, not yet
 * resolved. Developer replies are every comment in them not written by our identity.
 */
export function priorFindingsFromThreads(threads: readonly ReviewThread[]): PriorFinding[] {
  return threads.flatMap((thread) => {
    const first = thread.comments[0];
    const crId = thread.crIds[0];
    if (!thread.ours || !first || crId === undefined || !thread.file || thread.status !== 'active')
      return [];
    const fingerprint = parseFileFingerprint(first.body);
    return [
      {
        crId,
        threadId: thread.id,
        file: thread.file,
        ...(thread.line === undefined ? {} : { line: thread.line }),
        text: first.body.replace(/<!--[\s\S]*?-->/g, '').trim(),
        ...(fingerprint === undefined ? {} : { fileFingerprint: fingerprint }),
        developerReplies: thread.comments
          .filter((comment) => !comment.ours)
          .map((comment) => ({ author: comment.author, body: comment.body })),
      },
    ];
  });
}
