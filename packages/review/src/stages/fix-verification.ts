import type { AgentRunnerOptions, LlmProvider } from '@codehawk/agent';
import type { Finding, FixVerification } from '@codehawk/findings';
import type { ReviewThread, VcsProvider } from '@codehawk/vcs';

/** What a fix verifier is given: the pull request, its threads (read once, by the snapshot), the model. */
export interface FixVerificationRequest {
  vcs: VcsProvider;
  threads: readonly ReviewThread[];
  /** Open findings without a thread (off the diff, in the summary only): verified too. */
  summaryFindings?: readonly Finding[];
  provider: LlmProvider;
  model: string;
  runner?: Omit<AgentRunnerOptions, 'provider' | 'model' | 'registry'>;
}

/**
 * Decides the fate of every earlier finding on a re-push. Injected by the apps
 * (`@codehawk/fix-verifier`'s `verifyFixes` fits), so Phase 1 does not depend on one verifier.
 */
export type FixVerifier = (request: FixVerificationRequest) => Promise<FixVerification[]>;
