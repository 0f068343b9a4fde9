// A variable initialised with `a || b` (or `a ?? b`) holds what either side gives: `const rttNode =
// this.rttParent || this.findParentRTTNode()`, then `rttNode.setUpdateType(…)`.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('a variable initialised with || or ??', () => {
  it('holds what either side gives, a field read or a call', async () => {
    const callersOf = await callersIn({
      'src/nodes.ts': [
        'export class Cached { refresh() {} }',
        'export class Loaded { refresh() {} }',
        'export class Other { refresh() {} }',
        'export class Node {',
        '  parent?: Node;',
        '  cache?: Cached;',
        '  findParent(): Node { return this; }',
        '  load(): Loaded { return new Loaded(); }',
        '  setUpdateType() {}',
        '  notify() {',
        '    const node = this.parent || this.findParent();',
        '    node.setUpdateType();',
        '  }',
        '  update() {',
        '    const store = this.cache ?? this.load();',
        '    store.refresh();',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/nodes.ts#Node.setUpdateType')).toEqual([
      'src/nodes.ts#Node.notify@10 likely type',
    ]);
    expect(callersOf('src/nodes.ts#Cached.refresh')).toEqual([
      'src/nodes.ts#Node.update@14 likely type',
    ]);
    expect(callersOf('src/nodes.ts#Loaded.refresh')).toEqual([
      'src/nodes.ts#Node.update@14 likely type',
    ]);
    expect(callersOf('src/nodes.ts#Other.refresh')).toEqual([]);
  });
});
