// A call on a value written with a library's class reaches the overrides of the repository's
// subclasses only where the library may declare the method without a body: an override calling its
// own name on `super` (`get() { return super.get('message'); }`) shows that the library's class
// has the method itself, and a call through the class's type runs that one.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe("a call on a value written with a library's class", () => {
  it('reaches no override that calls the same method on `super`, and still those that do not', async () => {
    const callersOf = await callersIn({
      'src/context.ts': [
        "import ALS from 'alscontext';",
        'export class MessageContext extends ALS {',
        "  get(): string { return super.get('message'); }",
        "  set(message: string) { return super.set('message', message); }",
        '}',
        'export const messageContext = new MessageContext();',
      ].join('\n'),
      'src/set.ts': [
        "import { Collab } from '@collabs/core';",
        'export class CSet extends Collab {',
        '  receive(stack: string[]) { return stack.length; }',
        '}',
      ].join('\n'),
      'src/bus.ts': [
        "import ALS from 'alscontext';",
        "import type { Collab } from '@collabs/core';",
        "import { messageContext } from './context.js';",
        'export class Bus {',
        '  private outbox: ALS<string[]> = new ALS();',
        '  constructor(private readonly root: Collab) {}',
        "  send() { this.outbox.set('outbox', this.outbox.get('outbox')); }",
        '  deliver() { this.root.receive([]); }',
        '  current() { return messageContext.get(); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/context.ts#MessageContext.get')).toEqual([
      'src/bus.ts#Bus.current@9 likely type',
    ]);
    expect(callersOf('src/context.ts#MessageContext.set')).toEqual([]);
    expect(callersOf('src/set.ts#CSet.receive')).toEqual([
      'src/bus.ts#Bus.deliver@8 possible dispatch',
    ]);
  });
});
