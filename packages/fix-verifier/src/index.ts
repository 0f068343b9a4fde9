export { verifyFixes } from './verify.js';
export type { VerifyFixesOptions } from './verify.js';
export { VERIFIER_SYSTEM, verifyPrompt, dismissalPrompt } from './prompts.js';
