// A class field holding an object literal of methods: calls through the field reach the literal's
// methods, from the class, a subclass in another file, a typed receiver and the class itself.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const AGENT = [
  'export class Agent {',
  '  helpers = {',
  '    run(x: number) { return x; },',
  '  };',
  '  static default = {',
  '    ttsNode(agent: Agent, text: string) { return text; },',
  '  };',
  '  typed: { run(x: number): number } = { run(x: number) { return x; } };',
  '  go() { this.helpers.run(1); return Agent.default.ttsNode(this, "hi"); }',
  '}',
  'export class Other { run() {} ttsNode() {} }',
].join('\n');

describe('a class field holding an object literal of methods', () => {
  it('is reached through the field, from the class, a subclass and a typed receiver', async () => {
    const callersOf = await callersIn({
      'src/agent.ts': AGENT,
      'src/voice.ts': [
        "import { Agent } from './agent.js';",
        'export class Voice extends Agent {',
        '  speak() { this.helpers.run(2); return Agent.default.ttsNode(this, "x"); }',
        '}',
        'export function other(agent: Agent) { return agent.helpers.run(3); }',
      ].join('\n'),
      'src/plain.js': [
        'export class Plain {',
        '  tools = { open() { return 1; } };',
        '  go() { return this.tools.open(); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/agent.ts#Agent.run')).toEqual([
      'src/agent.ts#Agent.go@9 likely type',
      'src/voice.ts#Voice.speak@3 likely type',
      'src/voice.ts#other@5 likely type',
    ]);
    expect(callersOf('src/agent.ts#Agent.ttsNode')).toEqual([
      'src/agent.ts#Agent.go@9 likely type',
      'src/voice.ts#Voice.speak@3 likely type',
    ]);
    expect(callersOf('src/plain.js#Plain.open')).toEqual(['src/plain.js#Plain.go@3 likely type']);
    expect(callersOf('src/agent.ts#Other.run')).toEqual([]);
    expect(callersOf('src/agent.ts#Other.ttsNode')).toEqual([]);
  });
});
