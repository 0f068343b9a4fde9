// `for (const child of this.children())`: a loop over what a method returns takes the element its
// written return type holds (`children(): Child[]`), as a loop over a field so written does.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('loop variables over a method call', () => {
  it('are typed by what the method is written to return', async () => {
    const callersOf = await callersIn({
      'src/nodes.ts': [
        'export class Child { render() { return "child"; } }',
        'export class Other { render() { return "other"; } }',
        'export class Parent {',
        '  private list: Child[] = [];',
        '  children(): Child[] { return this.list; }',
        '  paint() {',
        '    for (const child of this.children()) child.render();',
        '  }',
        '}',
        'export function paintAll(parent: Parent) {',
        '  for (const child of parent.children()) child.render();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/nodes.ts#Child.render')).toEqual([
      'src/nodes.ts#Parent.paint@6 likely type',
      'src/nodes.ts#paintAll@10 likely type',
    ]);
    expect(callersOf('src/nodes.ts#Other.render')).toEqual([]);
  });
});
