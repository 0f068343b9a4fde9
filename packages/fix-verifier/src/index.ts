export { verifyFixes } from './verify.js';
export type { VerifyFixesOptions } from './verify.js';
export { priorFindingsFromThreads } from './prior-findings.js';
export type { PriorFinding } from './prior-findings.js';
export { VERIFIER_SYSTEM, verifyPrompt, dismissalPrompt } from './prompts.js';
