// What one agent run has gathered so far, and the endings it can come to: over budget, or a
// provider failure classified.
import type { AgentEvent } from './events.js';
import { ProviderError } from './errors.js';
import { costOf, type PriceTable } from './pricing.js';
import { addUsage, type Message, type TokenUsage } from './provider.js';
import type { SharedBudget } from './shared-budget.js';
import type { AgentResult, AgentStatus, AttemptRecord } from './result.js';

export interface RunState {
  messages: Message[];
  assistantTexts: string[];
  usage: TokenUsage;
  cost: number | undefined;
  unpriced: boolean;
  toolCalls: number;
  turns: number;
  invalidArguments: number;
  deadlineInjected: boolean;
  model: string;
  provider: string;
  attempts: AttemptRecord[];
}

export type Ending = { status: AgentStatus; error?: AgentResult['error'] };

/**
 * Adds a turn's usage and cost to the run (and to a budget shared with other runs); the `usage`
 * event that reports it. `models` are the requested model, then the one the server reported.
 */
export function accountUsage(
  state: RunState,
  models: readonly string[],
  usage: TokenUsage,
  turn: number,
  prices: PriceTable | undefined,
  shared?: SharedBudget,
): AgentEvent {
  state.usage = addUsage(state.usage, usage);
  const cost = costOf(models, usage, prices);
  shared?.charge(cost, usage.totalTokens);
  if (cost === undefined) state.unpriced = true;
  else state.cost = (state.cost ?? 0) + cost;
  return {
    type: 'usage',
    turn,
    usage,
    total: state.usage,
    costUsd: state.unpriced ? undefined : state.cost,
  };
}

/** The ending when the run has gone over its token or cost budget (cost only when every turn was priced). */
export function budgetEnding(
  state: RunState,
  budget: { maxTotalTokens?: number; maxCostUsd?: number } | undefined,
): Ending | undefined {
  if (budget?.maxTotalTokens !== undefined && state.usage.totalTokens > budget.maxTotalTokens) {
    return {
      status: 'budget_exceeded',
      error: {
        kind: 'budget',
        message: `Token budget exceeded: ${state.usage.totalTokens} > ${budget.maxTotalTokens}.`,
      },
    };
  }
  if (
    budget?.maxCostUsd !== undefined &&
    !state.unpriced &&
    (state.cost ?? 0) > budget.maxCostUsd
  ) {
    return {
      status: 'budget_exceeded',
      error: {
        kind: 'budget',
        message: `Cost budget exceeded: $${(state.cost ?? 0).toFixed(4)} > $${budget.maxCostUsd}.`,
      },
    };
  }
  return undefined;
}

/** The ending when a budget shared with other runs is spent; checked before each turn. */
export function sharedBudgetEnding(
  shared: SharedBudget | undefined,
  now: number,
): Ending | undefined {
  const reason = shared?.exhausted(now);
  return reason === undefined
    ? undefined
    : { status: 'budget_exceeded', error: { kind: 'budget', message: reason } };
}

/** A provider failure as the run's ending; `describe` renders (and redacts) a non-provider error. */
export function providerEnding(raw: unknown, describe: (error: unknown) => string): Ending {
  const error = raw instanceof ProviderError ? raw : new ProviderError('unknown', describe(raw));
  const details = {
    kind: error.kind,
    message: error.message,
    ...(error.status === undefined ? {} : { status: error.status }),
  };
  if (error.kind === 'cancelled') return { status: 'cancelled', error: details };
  if (error.transient) return { status: 'failed:transient', error: details };
  if (error.kind === 'auth') return { status: 'failed:permission', error: details };
  return { status: 'failed:system', error: details };
}
