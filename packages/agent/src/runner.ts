import type { AgentEvent, AgentEventHandler } from './events.js';
import {
  DEFAULT_RETRY_POLICY,
  ModelCaller,
  systemClock,
  type CallResult,
  type Clock,
  type ModelRoute,
  type RetryPolicy,
} from './model-caller.js';
import type { PriceTable } from './pricing.js';
import {
  EMPTY_USAGE,
  type AssistantMessage,
  type LlmProvider,
  type LlmResponse,
  type ResponseFormat,
  type ToolCall,
  type ToolDefinition,
} from './provider.js';
import { createRedactor, redactDeep, type Redactor } from './redact.js';
import {
  accountUsage,
  budgetEnding,
  providerEnding,
  sharedBudgetEnding,
  type Ending,
  type RunState,
} from './run-state.js';
import type { AgentResult, AgentStatus } from './result.js';
import type { SharedBudget } from './shared-budget.js';
import { ToolRegistry } from './tool-registry.js';
import { runToolCalls, unansweredResults, type ApprovalHandler } from './tool-turn.js';
import { slideWindow } from './window.js';

/** CodeHawk's deadline notice, injected as a user message `deadlineTurns` turns before the end. */
export const DEFAULT_DEADLINE_MESSAGE =
  'DEADLINE: You have 3 turns remaining. You MUST output your findings JSON NOW.\n' +
  'Do not make any more tool calls. Produce the ```json findings block immediately\n' +
  'with whatever findings you have collected so far. Partial output is required.';

const LENGTH_NOTICE =
  'Your previous response was cut off by the output limit while writing tool calls, so none of them ran. ' +
  'Make fewer or smaller tool calls, or give your answer.';

export interface AgentRunnerOptions {
  provider: LlmProvider;
  model: string;
  registry?: ToolRegistry;
  /** Tried in order after (provider, model) is exhausted or cooling down. */
  fallbacks?: readonly ModelRoute[];
  /** Keep the original prompt plus this many latest exchanges (CodeHawk: 3). Default: full history. */
  slidingWindow?: number;
  /** Tool results longer than this are cut (CodeHawk: 30,000). */
  maxToolResultChars?: number;
  deadlineMessage?: string;
  /** How many turns before the end the deadline is injected (CodeHawk: 3). */
  deadlineTurns?: number;
  retry?: Partial<RetryPolicy>;
  clock?: Clock;
  /** Stop when total tokens or cost go over. */
  budget?: { maxTotalTokens?: number; maxCostUsd?: number };
  /** A budget shared with other runs (all batches of a review); no turn starts once it is spent. */
  sharedBudget?: SharedBudget;
  /** Prices by model; a turn is priced by the requested model, else by the model the server reported. */
  prices?: PriceTable;
  /** Decides on calls to tools annotated `destructive`; without it they are denied and the run stops. */
  approve?: ApprovalHandler;
  onEvent?: AgentEventHandler;
  /** Values to mask in events, results and errors (API keys, tokens). */
  secrets?: readonly (string | undefined)[];
  /** Environment whose secret-looking variables are masked too. */
  env?: Readonly<Record<string, string | undefined>>;
  /** How many invalid-argument results the model may get before the run fails as model logic. */
  maxArgumentCorrections?: number;
  responseFormat?: ResponseFormat;
  maxOutputTokens?: number;
  temperature?: number;
}

export interface RunInput {
  system?: string;
  prompt: string;
  maxTurns: number;
  signal?: AbortSignal;
}

/** What every step of one run shares. */
interface RunContext {
  readonly input: RunInput;
  readonly state: RunState;
  readonly signal: AbortSignal;
  readonly clock: Clock;
  readonly emit: AgentEventHandler;
  readonly caller: ModelCaller;
  readonly tools: ToolDefinition[];
}

/** The model's answer as history: its text, tool calls, response id and its own route's reasoning. */
function assistantMessage(response: LlmResponse, route: ModelRoute): AssistantMessage {
  const assistant: AssistantMessage = { role: 'assistant', content: response.text };
  if (response.toolCalls.length > 0) assistant.toolCalls = response.toolCalls;
  if (response.responseId !== undefined) assistant.responseId = response.responseId;
  if (response.reasoning !== undefined && response.reasoning.length > 0) {
    assistant.reasoning = {
      provider: route.provider.name,
      model: route.model,
      items: response.reasoning,
    };
  }
  return assistant;
}

/**
 * The agent loop. `run` never throws: every outcome, including provider failures, budgets,
 * cancellation and bugs in tools, ends in an `AgentResult` with a status.
 */
export class AgentRunner {
  private readonly registry: ToolRegistry;
  private readonly redact: Redactor;

  constructor(private readonly options: AgentRunnerOptions) {
    this.registry = options.registry ?? new ToolRegistry();
    this.redact = createRedactor({ secrets: options.secrets ?? [], env: options.env ?? {} });
  }

  async run(input: RunInput): Promise<AgentResult> {
    const clock = this.options.clock ?? systemClock;
    const started = clock.now();
    const controller = new AbortController();
    const forwardAbort = (): void => controller.abort(input.signal?.reason);
    if (input.signal?.aborted) controller.abort(input.signal.reason);
    input.signal?.addEventListener('abort', forwardAbort, { once: true });

    const state: RunState = {
      messages: [{ role: 'user', content: input.prompt }],
      assistantTexts: [],
      usage: EMPTY_USAGE,
      cost: 0,
      unpriced: false,
      toolCalls: 0,
      turns: 0,
      invalidArguments: 0,
      deadlineInjected: false,
      model: this.options.model,
      provider: this.options.provider.name,
      attempts: [],
    };
    const emit = this.emitter();
    let ending: Ending;
    try {
      ending = await this.loop(input, state, controller.signal, clock, emit);
    } catch (error) {
      ending = {
        status: 'failed:system',
        error: { kind: 'system', message: this.describe(error) },
      };
    } finally {
      input.signal?.removeEventListener('abort', forwardAbort);
    }
    if (controller.signal.aborted)
      ending = {
        status: 'cancelled',
        error: { kind: 'cancelled', message: 'The run was cancelled.' },
      };
    this.closeDanglingCalls(state, ending.status);

    const durationMs = clock.now() - started;
    emit({ type: 'finished', status: ending.status, turns: state.turns, durationMs });
    const result: AgentResult = {
      status: ending.status,
      returncode: ending.status === 'completed' ? 0 : 1,
      finalText: this.redact(state.assistantTexts.at(-1) ?? ''),
      assistantTexts: state.assistantTexts.map(this.redact),
      inputTokens: state.usage.inputTokens,
      outputTokens: state.usage.outputTokens,
      totalTokens: state.usage.totalTokens,
      usage: state.usage,
      costUsd: state.unpriced ? undefined : state.cost,
      toolCallsCount: state.toolCalls,
      turns: state.turns,
      durationMs,
      model: state.model,
      provider: state.provider,
      deadlineInjected: state.deadlineInjected,
      messages: redactDeep(state.messages, this.redact),
      attempts: state.attempts,
      errorMessage: ending.error ? this.redact(ending.error.message) : undefined,
    };
    if (ending.error)
      result.error = { ...ending.error, message: this.redact(ending.error.message) };
    return result;
  }

  private async loop(
    input: RunInput,
    state: RunState,
    signal: AbortSignal,
    clock: Clock,
    emit: AgentEventHandler,
  ): Promise<Ending> {
    if (!Number.isInteger(input.maxTurns) || input.maxTurns < 1) {
      return {
        status: 'failed:system',
        error: {
          kind: 'system',
          message: `maxTurns must be a whole number ≥ 1, got ${input.maxTurns}.`,
        },
      };
    }
    const run: RunContext = {
      input,
      state,
      signal,
      clock,
      emit,
      caller: this.modelCaller(state, clock, emit),
      tools: this.registry.definitions(),
    };
    emit({
      type: 'run_started',
      model: this.options.model,
      provider: this.options.provider.name,
      maxTurns: input.maxTurns,
      tools: this.registry.names,
    });
    for (let turn = 1; turn <= input.maxTurns; turn++) {
      const ending = await this.takeTurn(run, turn);
      if (ending) return ending;
    }
    return {
      status: 'turn_limit',
      error: {
        kind: 'model_logic',
        message: `The model used all ${input.maxTurns} turns without a final answer.`,
      },
    };
  }

  /** The configured route first, then the fallbacks, with the run's retry policy. */
  private modelCaller(state: RunState, clock: Clock, emit: AgentEventHandler): ModelCaller {
    const routes: ModelRoute[] = [
      { provider: this.options.provider, model: this.options.model },
      ...(this.options.fallbacks ?? []),
    ];
    const policy = { ...DEFAULT_RETRY_POLICY, ...this.options.retry };
    return new ModelCaller(routes, policy, clock, state.attempts, emit, this.redact);
  }

  /** One turn: ask the model, record its answer, run its tool calls. An ending stops the run. */
  private async takeTurn(run: RunContext, turn: number): Promise<Ending | undefined> {
    const { state, signal, emit } = run;
    if (signal.aborted) return { status: 'cancelled' };
    const spent = sharedBudgetEnding(this.options.sharedBudget, run.clock.now());
    if (spent) return spent;
    state.turns = turn;
    const called = await this.callModel(run, turn);
    if ('status' in called) return called;
    this.account(run, turn, called);
    const { response, route } = called;
    if (response.finishReason === 'length' && response.toolCalls.length > 0) {
      // Half-written tool calls are never executed; the model is told and asked again.
      emit({ type: 'length_truncated', turn, pendingToolCalls: response.toolCalls.length });
      state.messages.push({ role: 'user', content: LENGTH_NOTICE });
      return budgetEnding(state, this.options.budget);
    }
    state.messages.push(assistantMessage(response, route));
    const overBudget = budgetEnding(state, this.options.budget);
    if (overBudget) return overBudget;
    if (response.toolCalls.length === 0) return { status: 'completed' };
    return this.runTools(run, turn, response.toolCalls);
  }

  /** The model's answer for this turn over the history's window, or the ending its failure means. */
  private async callModel(run: RunContext, turn: number): Promise<CallResult | Ending> {
    const options = this.options;
    const window =
      options.slidingWindow === undefined
        ? { messages: run.state.messages, dropped: 0 }
        : slideWindow(run.state.messages, options.slidingWindow);
    run.emit({
      type: 'turn_started',
      turn,
      messages: window.messages.length,
      windowed: window.dropped > 0,
    });
    try {
      return await run.caller.call(
        {
          ...(run.input.system === undefined ? {} : { system: run.input.system }),
          messages: window.messages,
          tools: run.tools,
          history: window.dropped > 0 ? 'windowed' : 'full',
          ...(options.responseFormat && { responseFormat: options.responseFormat }),
          ...(options.maxOutputTokens !== undefined && {
            maxOutputTokens: options.maxOutputTokens,
          }),
          ...(options.temperature !== undefined && { temperature: options.temperature }),
        },
        turn,
        run.signal,
      );
    } catch (error) {
      return providerEnding(error, (raw) => this.describe(raw));
    }
  }

  /** Usage, cost and the answering route go on the run; the answer's text is kept. */
  private account(run: RunContext, turn: number, { response, route }: CallResult): void {
    const { state, emit } = run;
    state.model = route.model;
    state.provider = route.provider.name;
    emit(
      accountUsage(
        state,
        [route.model, response.model],
        response.usage,
        turn,
        this.options.prices,
        this.options.sharedBudget,
      ),
    );
    emit({
      type: 'model_response',
      turn,
      provider: route.provider.name,
      model: route.model,
      finishReason: response.finishReason,
      toolCalls: response.toolCalls.length,
    });
    if (response.text.trim() !== '') state.assistantTexts.push(response.text);
  }

  /** Runs the turn's tool calls; a denied destructive call or too many bad arguments end the run. */
  private async runTools(
    run: RunContext,
    turn: number,
    calls: readonly ToolCall[],
  ): Promise<Ending | undefined> {
    const { input, state, signal } = run;
    const options = this.options;
    state.toolCalls += calls.length;
    const results = await runToolCalls(calls, {
      registry: this.registry,
      turn,
      maxTurns: input.maxTurns,
      maxResultChars: options.maxToolResultChars ?? 30_000,
      signal,
      approve: options.approve,
      emit: run.emit,
      redact: this.redact,
    });
    state.messages.push(...results.messages);
    if (signal.aborted) return { status: 'cancelled' };
    if (results.deniedWithoutHandler) {
      return {
        status: 'failed:permission',
        error: {
          kind: 'permission',
          message:
            'A destructive tool was called and no approval handler is configured; the call was denied.',
        },
      };
    }
    state.invalidArguments += results.invalidArguments;
    const corrections = options.maxArgumentCorrections ?? 5;
    if (state.invalidArguments > corrections) {
      return {
        status: 'failed:model_logic',
        error: {
          kind: 'model_logic',
          message: `The model sent invalid tool arguments ${state.invalidArguments} times (limit ${corrections}).`,
        },
      };
    }
    if (turn === input.maxTurns - (options.deadlineTurns ?? 3)) this.injectDeadline(run, turn);
    return undefined;
  }

  /** Tells the model to answer now, `deadlineTurns` turns before the last. */
  private injectDeadline(run: RunContext, turn: number): void {
    run.state.messages.push({
      role: 'user',
      content: this.options.deadlineMessage ?? DEFAULT_DEADLINE_MESSAGE,
    });
    run.state.deadlineInjected = true;
    run.emit({ type: 'deadline_injected', turn, remaining: run.input.maxTurns - turn });
  }

  /** Every tool call in the history gets exactly one result, even when the run ended first. */
  private closeDanglingCalls(state: RunState, status: AgentStatus): void {
    const last = state.messages.at(-1);
    if (last?.role !== 'assistant' || !last.toolCalls?.length) return;
    state.messages.push(
      ...unansweredResults(last.toolCalls, `the run ended (${status}) before this call ran.`),
    );
  }

  private emitter(): AgentEventHandler {
    const handler = this.options.onEvent;
    if (!handler) return () => undefined;
    return (event: AgentEvent) => {
      try {
        handler(redactDeep(event, this.redact));
      } catch {
        // A failing listener must not change the run.
      }
    };
  }

  private describe(error: unknown): string {
    return this.redact(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  }
}
