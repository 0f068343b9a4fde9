// A call on a value written with a library's type reaches the overrides of the repository's
// subclasses of that type, and only of that one: a class extending a name imported from another
// module (`ALS` from 'alscontext', a value of any type, where the receiver's `ALS` is the class
// of 'alscontext/dist/als/als') is none of its subclasses, whatever the names.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe("a call on a value written with a library's type", () => {
  it('reaches the overrides of classes extending the type imported as the receiver imports it', async () => {
    const callersOf = await callersIn({
      'src/context.ts': [
        "import ALS from 'alscontext';",
        'export class MessageContext extends ALS {',
        "  get(): string { return super.get('message'); }",
        '}',
        'export const messageContext = new MessageContext();',
      ].join('\n'),
      'src/dialog.ts': [
        "import { Widget } from '@lumino/widgets';",
        'export class Dialog extends Widget {',
        '  dispose() { super.dispose(); }',
        '}',
      ].join('\n'),
      'src/bus.ts': [
        "import ALS from 'alscontext/dist/als/als';",
        "import type { Widget } from '@lumino/widgets';",
        "import { messageContext } from './context.js';",
        'export class Bus {',
        '  private outbox: ALS<string[]> = new ALS();',
        "  send() { return this.outbox.get('outbox'); }",
        '  current() { return messageContext.get(); }',
        '  close(tabs: Widget[]) { for (const tab of tabs) tab.dispose(); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/context.ts#MessageContext.get')).toEqual([
      'src/bus.ts#Bus.current@7 likely type',
    ]);
    expect(callersOf('src/dialog.ts#Dialog.dispose')).toEqual([
      'src/bus.ts#Bus.close@8 possible dispatch',
    ]);
  });
});
