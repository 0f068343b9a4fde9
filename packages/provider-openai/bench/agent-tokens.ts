// Input tokens of a scripted 40-turn agent run with CodeHawk's sliding window (prompt + last 3
// exchanges) against the full history, counted with a real tokenizer (o200k, GPT-4o/4.1/5) on
// the exact Chat Completions bodies the provider would send.
import { AgentRunner, ToolRegistry, type LlmRequest } from '@codehawk/agent';
import { ScriptedProvider } from '@codehawk/agent/testing';
import { countTokens } from 'gpt-tokenizer/model/gpt-4o';
import { z } from 'zod';
import { chatCompletionsBody } from '../src/chat-completions.js';

const TURNS = 40;
const GOAL = 0.35;

/** A plausible source file of about 3 KB, different per call. */
function fileContents(seed: number): string {
  const lines: string[] = [];
  for (let line = 1; line <= 80; line++) {
    lines.push(
      `  const value${seed}_${line} = computeSomething(input.field${line % 7}, options.limit * ${line});`,
    );
  }
  return `export function handler${seed}(input, options) {\n${lines.join('\n')}\n}`;
}

const PROMPT = `Review pull request 42.\n\n| file | status | +/- |\n|---|---|---|\n${Array.from(
  { length: 10 },
  (_, index) => `| src/module${index}.ts | modified | +${20 + index}/-${index} |`,
).join('\n')}`;

async function run(
  slidingWindow: number | undefined,
): Promise<{ total: number; perTurn: number[] }> {
  const perTurn: number[] = [];
  const registry = new ToolRegistry().register({
    name: 'read_local_file',
    description: 'Read a file of the workspace.',
    parameters: z.object({ path: z.string() }),
    handler: ({ path }) => fileContents(path.length + perTurn.length),
  });
  const provider = new ScriptedProvider((request: LlmRequest, index: number) => {
    perTurn.push(countTokens(JSON.stringify(chatCompletionsBody(request).messages)));
    return index < TURNS - 1
      ? {
          toolCalls: [
            { name: 'read_local_file', arguments: { path: `src/module${index % 10}.ts` } },
          ],
          text: `Checking module ${index}.`,
        }
      : { text: '```json\n{"findings": []}\n```' };
  });
  const runner = new AgentRunner({
    provider,
    model: 'gpt-4.1',
    registry,
    ...(slidingWindow === undefined ? {} : { slidingWindow }),
    deadlineTurns: 0,
  });
  const result = await runner.run({
    system: 'You are a code review agent.',
    prompt: PROMPT,
    maxTurns: TURNS,
  });
  if (result.turns !== TURNS)
    throw new Error(`expected ${TURNS} turns, ran ${result.turns} (${result.status})`);
  return { total: perTurn.reduce((sum, tokens) => sum + tokens, 0), perTurn };
}

const full = await run(undefined);
const windowed = await run(3);
const ratio = windowed.total / full.total;
console.log(`scripted ${TURNS}-turn run, one ~3 KB file read per turn, tokens counted with o200k`);
console.log(
  `full history:           ${full.total.toLocaleString('en')} input tokens (last turn ${full.perTurn.at(-1)?.toLocaleString('en')})`,
);
console.log(
  `sliding window (3):     ${windowed.total.toLocaleString('en')} input tokens (largest turn ${Math.max(...windowed.perTurn).toLocaleString('en')})`,
);
console.log(
  `ratio windowed ÷ full:  ${ratio.toFixed(3)} (goal ≤ ${GOAL}): ${ratio <= GOAL ? 'met' : 'NOT met'}`,
);
const bound = Math.max(...windowed.perTurn.slice(4));
const floor = Math.min(...windowed.perTurn.slice(4));
console.log(
  `per-turn input with the window stays within ${floor.toLocaleString('en')}–${bound.toLocaleString('en')} tokens after turn 4 (bounded)`,
);
