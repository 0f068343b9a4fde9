import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ToolRegistry } from './tool-registry.js';

const context = { signal: new AbortController().signal, callId: 'call_1', turn: 1 };

function registry(): ToolRegistry {
  return new ToolRegistry()
    .register({
      name: 'read_file',
      description: 'Read a file of the workspace.',
      parameters: z.object({ path: z.string(), start_line: z.number().int().min(1).optional() }),
      annotations: { readOnly: true },
      handler: ({ path, start_line }) => ({ path, from: start_line ?? 1 }),
    })
    .register({
      name: 'explode',
      description: 'Always fails.',
      parameters: z.object({}),
      handler: () => {
        throw new RangeError('disk on fire');
      },
    });
}

describe('ToolRegistry', () => {
  it('refuses a duplicate name', () => {
    expect(() =>
      registry().register({
        name: 'read_file',
        description: '',
        parameters: z.object({}),
        handler: () => '',
      }),
    ).toThrow(/already registered/);
  });

  it('gives both API formats from one registration, with JSON Schema parameters', () => {
    const tools = registry();
    const parameters = {
      type: 'object',
      properties: {
        path: { type: 'string' },
        start_line: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
      },
      required: ['path'],
      additionalProperties: false,
    };
    expect(tools.chatCompletionsDefinitions()[0]).toEqual({
      type: 'function',
      function: { name: 'read_file', description: 'Read a file of the workspace.', parameters },
    });
    expect(tools.responsesDefinitions()[0]).toEqual({
      type: 'function',
      name: 'read_file',
      description: 'Read a file of the workspace.',
      parameters,
    });
  });

  it('runs a tool with validated arguments and serialises its value', async () => {
    expect(
      await registry().dispatch('read_file', '{"path":"a.ts","start_line":3}', context),
    ).toEqual({
      content: '{"path":"a.ts","from":3}',
      outcome: 'ok',
    });
  });

  it('answers an unknown tool with CodeHawk’s error and the tools that exist', async () => {
    const result = await registry().dispatch('rm_rf', '{}', context);
    expect(result.outcome).toBe('unknown_tool');
    expect(JSON.parse(result.content)).toEqual({
      error: 'Unknown tool: rm_rf',
      available_tools: 'read_file, explode',
    });
  });

  it('tells the model what to fix when arguments are not JSON or do not match the schema', async () => {
    const broken = await registry().dispatch('read_file', '{"path": "a.ts"', context);
    expect(broken.outcome).toBe('invalid_arguments');
    expect(broken.content).toContain('not valid JSON');
    const invalid = await registry().dispatch('read_file', '{"start_line": 0}', context);
    expect((JSON.parse(invalid.content) as { error: string }).error).toMatch(
      /Invalid arguments for read_file: path: .*; start_line: .*/,
    );
  });

  it('turns a throwing handler into an error result with its type', async () => {
    const result = await registry().dispatch('explode', '', context);
    expect(result).toEqual({
      content: '{"error":"disk on fire","type":"RangeError"}',
      outcome: 'handler_error',
    });
  });
});
