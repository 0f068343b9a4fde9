// A perfect reviewer that only sees what it is sent: it reports a planted bug exactly when the
// bug's line appears in a request (prompt or tool result), on the line that text shows, and it
// uses the tools as the prompt tells it to — one call a turn, following "continue with" hints —
// until the deadline notice or until nothing is left to read.
import { ScriptedProvider, type ScriptedReply } from '@codehawk/agent/testing';
import type { LlmRequest, Message } from '@codehawk/agent';
import { countTokens } from 'gpt-tokenizer/model/gpt-4o';

interface Sighting {
  id: string;
  file: string;
  line: number;
}

const HUNK = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/;
const NUMBERED = /^\s*(\d+) {2}/;

/** Where each marker appears in a text: diff lines by their hunk, numbered lines by their number. */
function sightings(text: string, markers: ReadonlyMap<string, string>): Sighting[] {
  const found: Sighting[] = [];
  let next: number | undefined;
  for (const line of text.split('\n')) {
    const hunk = HUNK.exec(line);
    if (hunk) {
      next = Number(hunk[1]);
      continue;
    }
    let number: number | undefined;
    if (next !== undefined && (line.startsWith('+') || line.startsWith(' '))) number = next++;
    else if (next !== undefined && line.startsWith('-')) number = undefined;
    else {
      next = undefined;
      const numbered = NUMBERED.exec(line);
      if (numbered) number = Number(numbered[1]);
    }
    if (number === undefined) continue;
    for (const [id, file] of markers) if (line.includes(id)) found.push({ id, file, line: number });
  }
  return found;
}

function contentOf(message: Message): string {
  return message.content;
}

interface Call {
  name: string;
  arguments: Record<string, unknown>;
}

/** The calls the verify prompt asks for: the old graph-first rule, listed pages, or hunks to drill into. */
function plannedCalls(system: string, prompt: string): Call[] {
  const calls: Call[] = [];
  if (/FIRST call must be get_change_analysis/.test(system))
    calls.push({ name: 'get_change_analysis', arguments: {} });
  for (const match of prompt.matchAll(
    /get_file_diff\(path=\\?"([^"\\]+)\\?", start_line=(\d+), end_line=(\d+)\)/g,
  ))
    calls.push({
      name: 'get_file_diff',
      arguments: { path: match[1], start_line: Number(match[2]), end_line: Number(match[3]) },
    });
  // Before pages were listed, a large diff's summary listed its hunks to read one by one.
  for (const block of prompt.split('Diff of ').slice(1)) {
    const path = /^([^\n:]+):/.exec(block)?.[1];
    if (!path || !block.includes('get_file_diff(path="' + path + '", start_line, end_line)'))
      continue;
    for (const row of block.matchAll(/^- lines (\d+)–(\d+):/gm))
      calls.push({
        name: 'get_file_diff',
        arguments: { path, start_line: Number(row[1]), end_line: Number(row[2]) },
      });
  }
  return calls;
}

interface RunState {
  queue: Call[];
  seen: Map<string, Sighting>;
}

export interface StandIn {
  provider: ScriptedProvider;
  /** Bugs seen in any request, by id. */
  reached: Set<string>;
  calls: () => number;
  tokens: () => number;
}

/** The stand-in for one pull request; `markers` maps each bug id to its file. */
export function perfectReviewer(markers: ReadonlyMap<string, string>): StandIn {
  const runs = new Map<string, RunState>();
  const reached = new Set<string>();
  let tokens = 0;
  const finding = (sighting: Sighting) => ({
    file: sighting.file,
    line: sighting.line,
    category: 'correctness',
    severity: 'warning',
    title: `Planted bug ${sighting.id}`,
    message: `The line carries ${sighting.id}.`,
    confidence: 0.9,
  });
  const provider = new ScriptedProvider((request: LlmRequest): ScriptedReply => {
    const input =
      countTokens(request.system ?? '') +
      countTokens(JSON.stringify(request.messages)) +
      (request.tools.length > 0 ? countTokens(JSON.stringify(request.tools)) : 0);
    const answer = (reply: ScriptedReply): ScriptedReply => {
      const output = countTokens(JSON.stringify(reply));
      tokens += input + output;
      return { ...reply, usage: { inputTokens: input, outputTokens: output } };
    };
    const seenNow = request.messages.flatMap((message) => sightings(contentOf(message), markers));
    for (const sighting of seenNow) reached.add(sighting.id);
    const prompt = contentOf(request.messages[0] as Message);
    if (request.tools.length === 0)
      return answer({ text: JSON.stringify({ candidates: seenNow.map(finding) }) });
    let state = runs.get(prompt);
    if (!state) {
      state = { queue: plannedCalls(request.system ?? '', prompt), seen: new Map() };
      runs.set(prompt, state);
    }
    for (const sighting of seenNow) state.seen.set(sighting.id, sighting);
    const last = request.messages.at(-1);
    if (last?.role === 'tool') {
      const more =
        /continue with get_file_diff\(path="([^"]+)", start_line=(\d+)(?:, end_line=(\d+))?\)/.exec(
          last.content,
        );
      if (more)
        state.queue.unshift({
          name: 'get_file_diff',
          arguments: {
            path: more[1],
            start_line: Number(more[2]),
            ...(more[3] ? { end_line: Number(more[3]) } : {}),
          },
        });
    }
    const deadline = request.messages.some(
      (message) => message.role === 'user' && contentOf(message).startsWith('DEADLINE'),
    );
    const call = deadline ? undefined : state.queue.shift();
    if (call) return answer({ toolCalls: [call] });
    return answer({
      text: `\`\`\`json\n${JSON.stringify({ findings: [...state.seen.values()].map((sighting) => ({ cr_id: null, ...finding(sighting) })) })}\n\`\`\``,
    });
  });
  return { provider, reached, calls: () => provider.requests.length, tokens: () => tokens };
}
