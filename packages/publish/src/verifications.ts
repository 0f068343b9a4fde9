import {
  markersOfComment,
  sameCrId,
  verificationMarker,
  type FixVerification,
} from '@codehawk/findings';
import type { ReviewThread, SettableThreadStatus, VcsProvider } from '@codehawk/vcs';
import { sanitizeModelText } from './sanitize.js';

export interface VerificationOutcome {
  crId: string;
  status: FixVerification['status'];
  /** What was done: replied (and set a status), nothing to do, or no thread carries the id. */
  action: 'replied' | 'unchanged' | 'no_thread' | 'would_reply' | 'failed';
  threadId?: string;
  /** The reply posted (or, in a dry run, that would be), hidden marker included. */
  reply?: string;
  /** The thread status set (or that would be). */
  setStatus?: SettableThreadStatus;
  error?: string;
}

const TARGET_STATUS: Record<FixVerification['status'], SettableThreadStatus> = {
  fixed: 'fixed',
  not_relevant: 'fixed',
  dismissed: 'wont_fix',
  still_present: 'active',
};

/** The last verification status we replied on a thread, from our hidden markers. */
function lastVerification(thread: ReviewThread): string | undefined {
  for (const comment of [...thread.comments].reverse()) {
    const status = markersOfComment(comment).verification;
    if (status) return status;
  }
  return undefined;
}

async function replyFor(
  verification: FixVerification,
  linkHost: string | undefined,
): Promise<string> {
  const reason = await sanitizeModelText(verification.reason, { inline: true, linkHost });
  const rule =
    verification.rule_suggestion === undefined
      ? ''
      : await sanitizeModelText(verification.rule_suggestion, { inline: true, linkHost });
  switch (verification.status) {
    case 'fixed':
      return `✅ **Fixed** — ${reason}`;
    case 'not_relevant':
      return `✅ **No longer relevant** — ${reason}`;
    case 'dismissed':
      return [
        `🚫 **Dismissal accepted** — ${reason}`,
        '',
        'To stop this being raised again, consider adding a rule to `.codereview.md`:',
        '',
        `> ${rule || 'Describe when this pattern is intended, so reviews skip it.'}`,
      ].join('\n');
    case 'still_present':
      return `⏳ **Still present** — ${reason}`;
  }
}

/**
 * Applies fix verifications to our threads: fixed and not-relevant findings get a reply and are
 * resolved, accepted dismissals get a reply with a suggested rule and become won't-fix, findings
 * still present get a short reply only when that is news. Hidden markers make every step
 * idempotent: a re-run, or a run after a crash, never repeats a reply.
 */
export async function applyVerifications(
  verifications: readonly FixVerification[],
  threads: readonly ReviewThread[],
  vcs: VcsProvider,
  dryRun: boolean,
  /** The repository's web host: model-written links elsewhere are dropped (see `sanitizeModelText`). */
  linkHost?: string,
): Promise<VerificationOutcome[]> {
  const outcomes: VerificationOutcome[] = [];
  for (const verification of verifications) {
    const thread = threads.find(
      (candidate) =>
        candidate.ours && candidate.crIds.some((id) => sameCrId(id, verification.cr_id)),
    );
    if (!thread) {
      outcomes.push({ crId: verification.cr_id, status: verification.status, action: 'no_thread' });
      continue;
    }
    const target = TARGET_STATUS[verification.status];
    const needsReply = lastVerification(thread) !== verification.status;
    const needsStatus =
      target === 'active' ? thread.status !== 'active' : thread.status === 'active';
    if (!needsReply && !needsStatus) {
      outcomes.push({
        crId: verification.cr_id,
        status: verification.status,
        action: 'unchanged',
        threadId: thread.id,
      });
      continue;
    }
    const change = {
      ...(needsReply
        ? {
            reply: `${await replyFor(verification, linkHost)}\n\n${verificationMarker(verification.status)}`,
          }
        : {}),
      ...(needsStatus ? { setStatus: target } : {}),
    };
    if (dryRun) {
      outcomes.push({
        crId: verification.cr_id,
        status: verification.status,
        action: 'would_reply',
        threadId: thread.id,
        ...change,
      });
      continue;
    }
    try {
      if (change.reply !== undefined) await vcs.replyToThread(thread.id, change.reply);
      if (change.setStatus) await vcs.setThreadStatus(thread.id, change.setStatus);
      outcomes.push({
        crId: verification.cr_id,
        status: verification.status,
        action: 'replied',
        threadId: thread.id,
        ...change,
      });
    } catch (error) {
      outcomes.push({
        crId: verification.cr_id,
        status: verification.status,
        action: 'failed',
        threadId: thread.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return outcomes;
}
