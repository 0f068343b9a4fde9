import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Message } from './provider.js';
import { slideWindow } from './window.js';

/** A history as the runner builds it: prompt, then turns of assistant + results (+ a notice). */
const history = fc
  .array(
    fc.record({
      calls: fc.integer({ min: 0, max: 4 }),
      notice: fc.boolean(),
    }),
    { maxLength: 30 },
  )
  .map((turns) => {
    const messages: Message[] = [{ role: 'user', content: 'review this PR' }];
    turns.forEach((turn, index) => {
      const toolCalls = Array.from({ length: turn.calls }, (_, call) => ({
        id: `t${index}c${call}`,
        name: 'read_file',
        arguments: '{}',
      }));
      messages.push({
        role: 'assistant',
        content: `turn ${index}`,
        ...(toolCalls.length ? { toolCalls } : {}),
      });
      for (const call of toolCalls)
        messages.push({ role: 'tool', toolCallId: call.id, name: call.name, content: 'r' });
      if (turn.notice) messages.push({ role: 'user', content: 'DEADLINE' });
    });
    return messages;
  });

describe('slideWindow', () => {
  it('never orphans a tool result nor leaves a call unanswered, and keeps the prompt', () => {
    fc.assert(
      fc.property(history, fc.integer({ min: 0, max: 6 }), (messages, size) => {
        const { messages: kept, dropped } = slideWindow(messages, size);
        expect(kept[0]).toEqual(messages[0]);
        expect(kept.length + dropped).toBe(messages.length);
        const calls = new Set(
          kept.flatMap((message) =>
            message.role === 'assistant' ? (message.toolCalls ?? []).map((call) => call.id) : [],
          ),
        );
        const answered = new Set(
          kept.flatMap((message) => (message.role === 'tool' ? [message.toolCallId] : [])),
        );
        expect(answered).toEqual(calls);
        // Results still follow their own call.
        kept.forEach((message, index) => {
          if (message.role !== 'tool') return;
          const owner = kept
            .slice(0, index)
            .findLast((candidate) => candidate.role === 'assistant');
          expect(
            owner?.role === 'assistant' &&
              owner.toolCalls?.some((call) => call.id === message.toolCallId),
          ).toBe(true);
        });
        const assistants = kept.filter((message) => message.role === 'assistant').length;
        expect(assistants).toBe(
          Math.min(size, messages.filter((message) => message.role === 'assistant').length),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the last three exchanges, as CodeHawk does', () => {
    const messages: Message[] = [{ role: 'user', content: 'p' }];
    for (let turn = 0; turn < 5; turn++) {
      messages.push({
        role: 'assistant',
        content: '',
        toolCalls: [{ id: `c${turn}`, name: 'x', arguments: '{}' }],
      });
      messages.push({ role: 'tool', toolCallId: `c${turn}`, name: 'x', content: 'r' });
    }
    const { messages: kept, dropped } = slideWindow(messages, 3);
    expect(dropped).toBe(4);
    expect(
      kept
        .filter((message) => message.role === 'tool')
        .map((message) => message.role === 'tool' && message.toolCallId),
    ).toEqual(['c2', 'c3', 'c4']);
  });
});
