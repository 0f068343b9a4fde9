// A class extending a parameter or variable written with a constructor type extends the class that
// type constructs: `super.m()` and inherited `this.m()` reach that class's methods.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const AGENT = [
  'export class Agent {',
  '  say(text: string) { return text; }',
  '  ttsNode(text: string) { return text; }',
  '}',
  'export class Other { say() {} ttsNode() {} }',
].join('\n');

describe('a class extending a name that holds a constructor', () => {
  it('extends the class its written type constructs', async () => {
    const callersOf = await callersIn({
      'src/agent.ts': AGENT,
      'src/mix.ts': [
        "import { Agent } from './agent.js';",
        'type AgentCtor = new (name: string) => Agent;',
        'export type Constructor<T = object> = new (...args: any[]) => T;',
        'export function createAgentV2(AgentBase: AgentCtor) {',
        '  class AgentV2 extends AgentBase {',
        '    speak() { this.say("c"); return super.ttsNode("d"); }',
        '  }',
        '  return AgentV2;',
        '}',
        'export function withLogging<TBase extends Constructor<Agent>>(Base: TBase) {',
        '  const Logged = class extends Base { log() { return super.ttsNode("b"); } };',
        '  return Logged;',
        '}',
        'const Base: typeof Agent = Agent;',
        'export class Third extends Base { go() { return super.ttsNode("e"); } }',
      ].join('\n'),
    });
    expect(callersOf('src/agent.ts#Agent.say')).toEqual([
      'src/mix.ts#createAgentV2.AgentV2.speak@6 certain this',
    ]);
    expect(callersOf('src/agent.ts#Agent.ttsNode')).toEqual([
      'src/mix.ts#Third.go@15 certain this',
      'src/mix.ts#createAgentV2.AgentV2.speak@6 certain this',
      'src/mix.ts#withLogging.Logged.log@11 certain this',
    ]);
    expect(callersOf('src/agent.ts#Other.say')).toEqual([]);
    expect(callersOf('src/agent.ts#Other.ttsNode')).toEqual([]);
  });
});
