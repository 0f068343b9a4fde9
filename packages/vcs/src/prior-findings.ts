import { CrIdSet, parseFileFingerprint, type Finding } from '@codehawk/findings';
import type { ReviewThread } from './contract.js';

/** One of our earlier findings, as read back from its thread. */
export interface PriorFinding {
  crId: string;
  /** Absent: the finding lives only in the summary (it was off the diff). */
  threadId?: string;
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

/**
 * Our open findings that have no thread (off the diff, kept in the summary's run state), less those
 * a thread already carries. Nobody can reply to them, so the model verifies each against the code.
 */
export function priorFindingsFromSummary(
  findings: readonly Finding[],
  fromThreads: readonly PriorFinding[],
): PriorFinding[] {
  // A thread an earlier version posted carries an 8-character id: the same finding.
  const threaded = new CrIdSet(fromThreads.map((finding) => finding.crId));
  return findings.flatMap((finding) =>
    // A model-free check's finding is settled by running the check again, not by the model.
    finding.cr_id === null || threaded.has(finding.cr_id) || finding.source === 'static'
      ? []
      : [
          {
            crId: finding.cr_id,
            file: finding.file,
            line: finding.line,
            text: `**${finding.title}**\n\n${finding.message}`,
            developerReplies: [],
          },
        ],
  );
}
