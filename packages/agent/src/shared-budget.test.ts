import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ProviderError } from './errors.js';
import type { AssistantMessage, LlmProvider } from './provider.js';
import { AgentRunner } from './runner.js';
import { SharedBudget } from './shared-budget.js';
import { ManualClock, ScriptedProvider } from './testing.js';
import { ToolRegistry } from './tool-registry.js';

const registry = (): ToolRegistry =>
  new ToolRegistry().register({
    name: 'read_file',
    description: 'Read a file.',
    parameters: z.object({ path: z.string() }),
    handler: ({ path }) => `contents of ${path}`,
  });

const readCall = { toolCalls: [{ name: 'read_file', arguments: { path: 'a.ts' } }] };
const prices = { 'gpt-4.1': { input: 1_000_000, output: 0 } }; // $1 per input token

describe('SharedBudget — one budget for every run of a review', () => {
  it('stops the second run before its first turn once the first spent the money', async () => {
    const budget = new SharedBudget({ maxCostUsd: 150 });
    const provider = new ScriptedProvider([
      { ...readCall, usage: { inputTokens: 100 } },
      { text: 'done one', usage: { inputTokens: 100 } },
      { text: 'never asked' },
    ]);
    const options = {
      provider,
      model: 'gpt-4.1',
      registry: registry(),
      prices,
      clock: new ManualClock(),
      sharedBudget: budget,
    };
    const first = await new AgentRunner(options).run({ prompt: 'review', maxTurns: 5 });
    expect(first.status).toBe('completed');
    const second = await new AgentRunner(options).run({ prompt: 'review', maxTurns: 5 });
    expect(second.status).toBe('budget_exceeded');
    expect(second.errorMessage).toMatch(/Cost budget reached: \$200\.0000 of \$150\./);
    expect(provider.requests).toHaveLength(2);
    expect(budget.costUsd).toBe(200);
  });

  it('ends a run between turns, with its partial output, when the time budget runs out', async () => {
    const clock = new ManualClock(0);
    const budget = new SharedBudget({ deadlineAt: 1_000 });
    const provider = new ScriptedProvider([
      async () => {
        await clock.sleep(2_000, new AbortController().signal); // the turn took two seconds
        return { text: 'partial', ...readCall };
      },
      { text: 'never asked' },
    ]);
    const result = await new AgentRunner({
      provider,
      model: 'm',
      registry: registry(),
      clock,
      sharedBudget: budget,
    }).run({ prompt: 'p', maxTurns: 5 });
    expect(result.status).toBe('budget_exceeded');
    expect(result.errorMessage).toContain('Time budget reached');
    expect(result.assistantTexts).toEqual(['partial']);
    expect(provider.requests).toHaveLength(1);
  });

  it('prices a deployment by the model the server reports, and a dated snapshot by its family', async () => {
    const scripted = new ScriptedProvider([{ text: 'ok', usage: { inputTokens: 2 } }]);
    const azureLike: LlmProvider = {
      name: 'azure',
      generate: async (request) => ({
        ...(await scripted.generate(request)),
        model: 'gpt-4.1-2025-04-14',
      }),
    };
    const result = await new AgentRunner({
      provider: azureLike,
      model: 'my-deployment',
      prices,
      clock: new ManualClock(),
    }).run({ prompt: 'p', maxTurns: 2 });
    expect(result.costUsd).toBe(2);
  });
});

describe('carried reasoning — replayed to its own route only', () => {
  const withReasoning = {
    ...readCall,
    reasoning: [{ type: 'reasoning', encrypted_content: 'vendor-a-reasoning' }],
  };

  it('sends reasoning back to the provider and model that produced it', async () => {
    const primary = new ScriptedProvider([withReasoning, { text: 'done' }], 'vendor-a');
    await new AgentRunner({
      provider: primary,
      model: 'reasoner',
      registry: registry(),
      clock: new ManualClock(),
    }).run({ prompt: 'p', maxTurns: 3 });
    const assistant = primary.requests[1]?.messages.find(
      (message): message is AssistantMessage => message.role === 'assistant',
    );
    expect(assistant?.reasoning).toEqual({
      provider: 'vendor-a',
      model: 'reasoner',
      items: withReasoning.reasoning,
    });
  });

  it('strips it when the fallback chain switches provider mid-run', async () => {
    const down = new ProviderError('server', 'down', { status: 503 });
    const primary = new ScriptedProvider([withReasoning, down, down], 'vendor-a');
    const backup = new ScriptedProvider([{ text: 'backup answers' }], 'vendor-b');
    const result = await new AgentRunner({
      provider: primary,
      model: 'reasoner',
      registry: registry(),
      clock: new ManualClock(),
      retry: { maxAttempts: 2 },
      fallbacks: [{ provider: backup, model: 'other' }],
    }).run({ prompt: 'p', maxTurns: 3 });
    expect(result.status).toBe('completed');
    expect(backup.requests).toHaveLength(1);
    expect(JSON.stringify(backup.requests[0]?.messages)).not.toContain('vendor-a-reasoning');
    // The run's own record keeps it: only what is sent to another vendor is stripped.
    expect(JSON.stringify(result.messages)).toContain('vendor-a-reasoning');
  });
});
