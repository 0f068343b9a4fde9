export { classifyRisk, createRiskClassifier, pathWords } from './classify.js';
export type {
  RiskInput,
  RiskLevel,
  RiskOptions,
  RiskComponent,
  RiskAssessment,
  MissingSignalPolicy,
} from './classify.js';
export {
  DEFAULT_WEIGHTS,
  DEFAULT_THRESHOLDS,
  DEFAULT_SENSITIVE_PATHS,
  DEFAULT_SENSITIVE_WORDS,
  DEFAULT_LOW_RISK_PATHS,
} from './defaults.js';
export type { RiskComponentName, RiskWeights } from './defaults.js';
