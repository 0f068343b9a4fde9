import { CrIdSet, type Finding, type FixVerification } from '@codehawk/findings';
import { priorFindingsFromThreads, type ReviewThread } from '@codehawk/vcs';

/** The mark our comments carry for a finding of a model-free check. */
const STATIC_MARK = '· static check';

/**
 * Earlier findings of the model-free checks that the same checks no longer report: fixed, with
 * certainty — a deterministic check that stops finding something on the change means it is gone.
 * A finding the same check still reports in the same file (moved to another line) is not fixed.
 */
export function vanishedStaticFindings(
  threads: readonly ReviewThread[],
  found: readonly Finding[],
): FixVerification[] {
  // A thread an earlier version posted carries an 8-character id of the same finding.
  const current = new CrIdSet(found.flatMap((finding) => finding.cr_id ?? []));
  return priorFindingsFromThreads(threads)
    .filter(
      (prior) =>
        prior.text.includes(STATIC_MARK) &&
        !current.has(prior.crId) &&
        !found.some(
          (finding) =>
            finding.source === 'static' &&
            finding.file === prior.file &&
            prior.text.includes(finding.title),
        ),
    )
    .map((prior) => ({
      cr_id: prior.crId,
      status: 'fixed' as const,
      reason: `The model-free check that reported this no longer finds it in ${prior.file}.`,
    }));
}
