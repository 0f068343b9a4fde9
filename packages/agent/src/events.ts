import type { ProviderErrorKind } from './errors.js';
import type { FinishReason, TokenUsage } from './provider.js';
import type { AgentStatus } from './result.js';

/** Everything the runner reports while it works. Arguments and errors are already redacted. */
export type AgentEvent =
  | { type: 'run_started'; model: string; provider: string; maxTurns: number; tools: string[] }
  | { type: 'turn_started'; turn: number; messages: number; windowed: boolean }
  | {
      type: 'model_response';
      turn: number;
      provider: string;
      model: string;
      finishReason: FinishReason;
      toolCalls: number;
    }
  | {
      type: 'usage';
      turn: number;
      usage: TokenUsage;
      total: TokenUsage;
      costUsd: number | undefined;
    }
  | { type: 'tool_call'; turn: number; callId: string; name: string; arguments: string }
  | {
      type: 'tool_result';
      turn: number;
      callId: string;
      name: string;
      outcome:
        | 'ok'
        | 'unknown_tool'
        | 'invalid_arguments'
        | 'handler_error'
        | 'denied'
        | 'cancelled'
        | 'skipped';
      size: number;
      truncated: boolean;
    }
  | {
      type: 'retry';
      provider: string;
      model: string;
      attempt: number;
      delayMs: number;
      kind: ProviderErrorKind;
      status: number | undefined;
    }
  | {
      type: 'fallback';
      from: { provider: string; model: string };
      to: { provider: string; model: string };
      reason: string;
    }
  | { type: 'deadline_injected'; turn: number; remaining: number }
  | { type: 'length_truncated'; turn: number; pendingToolCalls: number }
  | { type: 'finished'; status: AgentStatus; turns: number; durationMs: number };

export type AgentEventHandler = (event: AgentEvent) => void;
