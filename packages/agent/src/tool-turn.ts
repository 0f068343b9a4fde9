import type { AgentEventHandler, AgentEvent } from './events.js';
import type { ToolCall, ToolMessage } from './provider.js';
import type { Redactor } from './redact.js';
import type { ToolRegistry } from './tool-registry.js';

/** What an approval handler is asked about a destructive tool call. */
export interface ApprovalRequest {
  callId: string;
  toolName: string;
  /** Redacted argument text. */
  arguments: string;
  turn: number;
}

export type ApprovalHandler = (request: ApprovalRequest) => boolean | Promise<boolean>;

export interface ToolTurnOptions {
  registry: ToolRegistry;
  turn: number;
  maxTurns: number;
  maxResultChars: number;
  signal: AbortSignal;
  approve: ApprovalHandler | undefined;
  emit: AgentEventHandler;
  redact: Redactor;
}

export interface ToolTurnResult {
  /** One result per call, in the order of the calls. */
  messages: ToolMessage[];
  invalidArguments: number;
  /** A destructive tool was called with no approval handler: the run must stop. */
  deniedWithoutHandler: boolean;
}

type Outcome = Extract<AgentEvent, { type: 'tool_result' }>['outcome'];

export const TRUNCATION_MARKER = '... [truncated, too large]';

/**
 * Cuts an over-long result at the last line boundary within the limit (a line longer than the limit
 * is cut inside), and tells the model exactly how much it saw and how to continue after it.
 */
export function truncateResult(
  content: string,
  limit: number,
): { content: string; truncated: boolean; shownLines?: number } {
  if (content.length <= limit) return { content, truncated: false };
  const boundary = content.lastIndexOf('\n', limit);
  const shown = boundary > 0 ? content.slice(0, boundary) : content.slice(0, limit);
  const shownLines = shown.split('\n').length;
  const totalLines = content.split('\n').length;
  const lastLine = shown.slice(shown.lastIndexOf('\n') + 1).slice(0, 120);
  return {
    content:
      `${shown}\n${TRUNCATION_MARKER} ` +
      `(showing lines 1–${shownLines} of ${totalLines} of this result, ${shown.length} of ${content.length} characters; ` +
      `the last line shown is "${lastLine}"). Continue with the same call for what follows: a start_line after ` +
      `the last line shown, a narrower search pattern or path, or one file at a time.`,
    truncated: true,
    shownLines,
  };
}

/** CodeHawk's turn counter, appended to every tool result. */
export function turnCounter(turn: number, maxTurns: number): string {
  return `[Turn ${turn}/${maxTurns} used. ${maxTurns - turn} remaining.]`;
}

const ARGUMENT_PREVIEW = 2_000;

/**
 * Answers every tool call of one turn, in order, each exactly once — with the tool's result, or an
 * error when the tool is unknown, the arguments are wrong, the call is denied or the run was
 * cancelled meanwhile.
 */
export async function runToolCalls(
  calls: readonly ToolCall[],
  options: ToolTurnOptions,
): Promise<ToolTurnResult> {
  const { registry, turn, signal, emit, redact } = options;
  const messages: ToolMessage[] = [];
  let invalidArguments = 0;
  let deniedWithoutHandler = false;

  for (const call of calls) {
    const shownArguments = redact(call.arguments).slice(0, ARGUMENT_PREVIEW);
    emit({ type: 'tool_call', turn, callId: call.id, name: call.name, arguments: shownArguments });
    let outcome: Outcome;
    let content: string;
    const tool = registry.get(call.name);
    if (signal.aborted) {
      outcome = 'cancelled';
      content = JSON.stringify({ error: 'The run was cancelled before this tool ran.' });
    } else if (deniedWithoutHandler) {
      outcome = 'skipped';
      content = JSON.stringify({
        error: 'Not run: the run is stopping because an earlier call was denied.',
      });
    } else if (
      tool?.annotations?.destructive &&
      !(await isApproved(options, call, shownArguments))
    ) {
      outcome = 'denied';
      deniedWithoutHandler ||= options.approve === undefined;
      content = JSON.stringify({
        error: `Permission denied: ${call.name} changes state and ${options.approve ? 'the approver refused this call' : 'no approval handler is configured'}.`,
      });
    } else {
      const result = await registry.dispatch(call.name, call.arguments, {
        signal,
        callId: call.id,
        turn,
      });
      outcome = signal.aborted && result.outcome !== 'ok' ? 'cancelled' : result.outcome;
      if (result.outcome === 'invalid_arguments') invalidArguments++;
      content = result.content;
    }
    const cut = truncateResult(content, options.maxResultChars);
    emit({
      type: 'tool_result',
      turn,
      callId: call.id,
      name: call.name,
      outcome,
      size: content.length,
      truncated: cut.truncated,
    });
    messages.push({
      role: 'tool',
      toolCallId: call.id,
      name: call.name,
      content: `${cut.content}\n\n${turnCounter(turn, options.maxTurns)}`,
    });
  }
  return { messages, invalidArguments, deniedWithoutHandler };
}

async function isApproved(
  options: ToolTurnOptions,
  call: ToolCall,
  shownArguments: string,
): Promise<boolean> {
  if (options.approve === undefined) return false;
  try {
    return (
      (await options.approve({
        callId: call.id,
        toolName: call.name,
        arguments: shownArguments,
        turn: options.turn,
      })) === true
    );
  } catch {
    return false; // an approver that fails denies
  }
}

/** Results for calls that will never run (the run ended first), so the history stays valid. */
export function unansweredResults(calls: readonly ToolCall[], reason: string): ToolMessage[] {
  return calls.map((call) => ({
    role: 'tool',
    toolCallId: call.id,
    name: call.name,
    content: JSON.stringify({ error: `Not run: ${reason}` }),
  }));
}
