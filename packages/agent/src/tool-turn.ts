import type { AgentEventHandler, AgentEvent } from './events.js';
import type { ToolCall, ToolMessage } from './provider.js';
import type { Redactor } from './redact.js';
import type { ToolRegistry } from './tool-registry.js';
import { defused, untrusted } from './untrusted.js';

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
 * `shown` is the tool's text that stays, `note` what CodeHawk says about the cut.
 */
export function truncateResult(
  content: string,
  limit: number,
): { content: string; shown: string; note?: string; truncated: boolean; shownLines?: number } {
  if (content.length <= limit) return { content, shown: content, truncated: false };
  const boundary = content.lastIndexOf('\n', limit);
  const shown = boundary > 0 ? content.slice(0, boundary) : content.slice(0, limit);
  const shownLines = shown.split('\n').length;
  const totalLines = content.split('\n').length;
  const note =
    `${TRUNCATION_MARKER} ` +
    `(showing lines 1–${shownLines} of ${totalLines} of this result, ${shown.length} of ${content.length} characters; ` +
    `the last line shown ends the block above). Continue with the same call for what follows: a start_line after ` +
    `the last line shown, a narrower search pattern or path, or one file at a time.`;
  return { content: `${shown}\n${note}`, shown, note, truncated: true, shownLines };
}

/** Where a tool's result came from, as its untrusted block names it. */
const resultSource = (toolName: string): string => `${toolName} result`;

/**
 * A tool's result as the model sees it. What a tool returns is read from the pull request and its
 * repository (files, diffs, comments, the graph built from them), so it goes in one untrusted block;
 * CodeHawk's own words (a cut, an error we wrote) stay outside it, without tags or markers.
 */
function presentResult(
  toolName: string,
  content: string,
  fromTool: boolean,
  limit: number,
): { text: string; truncated: boolean } {
  const cut = truncateResult(content, limit);
  if (!fromTool) return { text: defused(cut.content), truncated: cut.truncated };
  const block = untrusted(cut.shown, resultSource(toolName));
  return { text: cut.note ? `${block}\n${cut.note}` : block, truncated: cut.truncated };
}

/**
 * The tool's own text in a tool message the runner wrote (its untrusted block; our notes around it
 * are left out), and whether it was cut. Nothing for a message we wrote alone, such as a denial.
 */
export function toolResultText(content: string): { text: string; truncated: boolean } {
  const block = /^<untrusted source="[^"]*">\n([\s\S]*?)\n<\/untrusted>/.exec(content);
  if (!block) return { text: '', truncated: false };
  const rest = content.slice(block[0].length);
  return { text: block[1] ?? '', truncated: rest.startsWith(`\n${TRUNCATION_MARKER}`) };
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
    // A handler's error may quote what it read, so it is the tool's text as much as a result is.
    const fromTool = outcome === 'ok' || outcome === 'handler_error';
    const presented = presentResult(call.name, content, fromTool, options.maxResultChars);
    emit({
      type: 'tool_result',
      turn,
      callId: call.id,
      name: call.name,
      outcome,
      size: content.length,
      truncated: presented.truncated,
    });
    messages.push({
      role: 'tool',
      toolCallId: call.id,
      name: call.name,
      content: `${presented.text}\n\n${turnCounter(turn, options.maxTurns)}`,
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
