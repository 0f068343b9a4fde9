// `using` declarations (TypeScript 5.2) are newer than the grammar: a statement's read as an
// assignment, a loop's as an error that took the whole file with it. Both declare what they bind.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('using declarations', () => {
  it('type what they bind, in a statement and in a loop, and keep the file readable', async () => {
    const callersOf = await callersIn({
      'src/handle.ts': [
        'export class ElementHandle {',
        '  async click(): Promise<void> {}',
        '  [Symbol.dispose](): void {}',
        '}',
        'export class Other { async click(): Promise<void> {} }',
      ].join('\n'),
      'src/frame.ts': [
        "import { ElementHandle } from './handle.js';",
        "export type * from './handle.js';",
        'export class Frame {',
        '  async $(selector: string): Promise<ElementHandle> { return new ElementHandle(); }',
        '  async *handles(): AsyncIterable<ElementHandle> {}',
        '  async click(selector: string): Promise<void> {',
        '    using handle = await this.$(selector);',
        '    await handle.click();',
        '  }',
        '  async clickAll(): Promise<void> {',
        '    for await (using each of this.handles()) {',
        '      await each.click();',
        '    }',
        '  }',
        '  async focus(): Promise<void> {',
        "    await using lock = await this.$('body');",
        '    await lock.click();',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/handle.ts#ElementHandle.click')).toEqual([
      'src/frame.ts#Frame.click@6 likely type',
      'src/frame.ts#Frame.clickAll@10 likely type',
      'src/frame.ts#Frame.focus@15 likely type',
    ]);
    // The class after the loop is still read (it was lost to the error).
    expect(callersOf('src/frame.ts#Frame.handles')).toEqual([
      'src/frame.ts#Frame.clickAll@10 certain this',
    ]);
    expect(callersOf('src/handle.ts#Other.click')).toEqual([]);
  });
});
