// `this` copied to a local (`const self = this`) in a function whose `this` is written (`get(this:
// System) { const self = this; self.query(…) }`): the local is a System, as `this` is.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('this copied to a local', () => {
  it('has the type written for this', async () => {
    const callersOf = await callersIn({
      'src/system.ts': [
        'export class System { query(name: string) { return name; } }',
        'export class Other { query(name: string) { return name + 1; } }',
      ].join('\n'),
      'src/accessors.ts': [
        "import type { System } from './system.js';",
        'export function get(this: System) {',
        '  const self = this;',
        "  return () => self.query('read');",
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/system.ts#System.query')).toEqual(['src/accessors.ts#get@2 likely type']);
    expect(callersOf('src/system.ts#Other.query')).toEqual([]);
  });

  it("is an instance of the class in a class's method, getter or arrow function", async () => {
    const callersOf = await callersIn({
      'src/controller.ts': [
        'export class Controller {',
        '  itemsMatch(a: number, b: number) { return a === b; }',
        '  seekTo(x: number) {',
        '    const c = this;',
        '    return c.itemsMatch(x, 1);',
        '  }',
        '  get index() {',
        '    const c = this;',
        '    return [1, 2].findIndex((i) => c.itemsMatch(i, 2));',
        '  }',
        '}',
        'export class Other { itemsMatch(a: number, b: number) { return a !== b; } }',
      ].join('\n'),
    });
    expect(callersOf('src/controller.ts#Controller.itemsMatch')).toEqual([
      'src/controller.ts#Controller.index@7 likely type',
      'src/controller.ts#Controller.seekTo@3 likely type',
    ]);
    expect(callersOf('src/controller.ts#Other.itemsMatch')).toEqual([]);
  });

  it('is not the global `self` of JavaScript, which is no instance of the class', async () => {
    const callersOf = await callersIn({
      'src/task-loop.ts': [
        'export class TaskLoop {',
        '  setInterval(millis: number) { return millis; }',
        '  tick() { self.setInterval(() => this.tick(), 10); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/task-loop.ts#TaskLoop.setInterval')).toEqual([]);
  });
});
