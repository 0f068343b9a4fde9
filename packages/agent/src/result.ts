import type { ProviderErrorKind } from './errors.js';
import type { Message, TokenUsage } from './provider.js';

export type AgentStatus =
  | 'completed'
  | 'turn_limit'
  | 'budget_exceeded'
  | 'cancelled'
  | 'failed:model_logic'
  | 'failed:permission'
  | 'failed:transient'
  | 'failed:system';

/** One call to a model, successful or not. */
export interface AttemptRecord {
  provider: string;
  model: string;
  turn: number;
  outcome: 'ok' | ProviderErrorKind;
  status?: number;
  usage?: TokenUsage;
}

export interface AgentResult {
  status: AgentStatus;
  /** 0 when the run completed, 1 otherwise. */
  returncode: 0 | 1;
  /** The last assistant text (what the extraction cascade reads first). */
  finalText: string;
  /** Every non-empty assistant text, in order (the extraction cascade's history). */
  assistantTexts: string[];
  inputTokens: number;
  outputTokens: number;
  totalTokens: number;
  usage: TokenUsage;
  /** US dollars; undefined when a model used has no price. */
  costUsd: number | undefined;
  toolCallsCount: number;
  turns: number;
  durationMs: number;
  /** The model (and provider) that produced the last response. */
  model: string;
  provider: string;
  deadlineInjected: boolean;
  /** The whole conversation; every tool call in it has exactly one result. */
  messages: Message[];
  attempts: AttemptRecord[];
  error?: {
    kind: ProviderErrorKind | 'budget' | 'permission' | 'model_logic' | 'system';
    message: string;
    status?: number;
  };
  /** The error message alone, or undefined. */
  errorMessage: string | undefined;
}
