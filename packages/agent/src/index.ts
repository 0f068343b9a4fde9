export { AgentRunner, DEFAULT_DEADLINE_MESSAGE } from './runner.js';
export type { AgentRunnerOptions, RunInput } from './runner.js';
export { ToolRegistry, ToolRegistrationError } from './tool-registry.js';
export type { Tool, ToolAnnotations, ToolContext, DispatchResult } from './tool-registry.js';
export { AgentError, ProviderError, kindForStatus, retryAfterFromHeaders } from './errors.js';
export type { AgentErrorCode, ProviderErrorKind } from './errors.js';
export { EMPTY_USAGE, addUsage } from './provider.js';
export type {
  LlmProvider,
  LlmRequest,
  LlmResponse,
  Message,
  AssistantMessage,
  CarriedReasoning,
  ToolMessage,
  ToolCall,
  ToolDefinition,
  ResponseFormat,
  FinishReason,
  TokenUsage,
  JsonValue,
} from './provider.js';
export { DEFAULT_RETRY_POLICY, messagesForRoute, systemClock } from './model-caller.js';
export type { ModelRoute, RetryPolicy, Clock } from './model-caller.js';
export { slideWindow } from './window.js';
export { defused, untrusted, UNTRUSTED_PREAMBLE } from './untrusted.js';
export { costOf, priceOf } from './pricing.js';
export { SharedBudget } from './shared-budget.js';
export type { SharedBudgetLimits } from './shared-budget.js';
export type { ModelPrice, PriceTable } from './pricing.js';
export { createRedactor, REDACTED } from './redact.js';
export type { Redactor, RedactorOptions } from './redact.js';
export { TRUNCATION_MARKER, toolResultText, turnCounter, truncateResult } from './tool-turn.js';
export type { ApprovalHandler, ApprovalRequest } from './tool-turn.js';
export type { AgentEvent, AgentEventHandler } from './events.js';
export type { AgentResult, AgentStatus, AttemptRecord } from './result.js';
export {
  CassetteError,
  RecordingProvider,
  ReplayMismatchError,
  ReplayProvider,
  normalizeRequest,
  parseCassette,
  requestHash,
  serializeCassette,
} from './cassette.js';
export type { Cassette, CassetteExchange, CassetteOptions } from './cassette.js';
