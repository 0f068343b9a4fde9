import type { AgentRunnerOptions, LlmProvider } from '@codehawk/agent';
import type { FixVerification } from '@codehawk/findings';
import { verifyFixes } from '@codehawk/fix-verifier';
import type { VcsProvider } from '@codehawk/vcs';

export interface FixVerificationOptions {
  vcs: VcsProvider;
  provider: LlmProvider;
  model: string;
  runner?: Omit<AgentRunnerOptions, 'provider' | 'model' | 'registry'>;
}

/** The fate of every earlier finding on a re-push. */
export function verifyEarlierFindings(options: FixVerificationOptions): Promise<FixVerification[]> {
  return verifyFixes(options);
}
