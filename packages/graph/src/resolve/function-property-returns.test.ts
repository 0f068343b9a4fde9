// An interface's property written with a function type (`getEngagedIndices: () =>
// ConsecutiveNumbers`) returns what that type writes when called through a value of the interface,
// as a method signature's return type does: `this.tracker.getEngagedIndices().toArray()`.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('function-typed properties of an interface', () => {
  it('return the type their function type writes', async () => {
    const callersOf = await callersIn({
      'src/numbers.ts': [
        'export class ConsecutiveNumbers { toArray(): number[] { return []; } }',
        'export class Indices { toArray(): number[] { return []; } }',
      ].join('\n'),
      'src/tracker.ts': [
        "import { ConsecutiveNumbers } from './numbers';",
        'export interface Tracker {',
        '  getEngagedIndices: () => ConsecutiveNumbers;',
        '  update: (offset: number) => ConsecutiveNumbers | undefined;',
        '}',
      ].join('\n'),
      'src/manager.ts': [
        "import type { Tracker } from './tracker';",
        'export class Manager {',
        '  constructor(private readonly tracker: Tracker) {}',
        '  visible() { return this.tracker.getEngagedIndices().toArray(); }',
        '  scroll(offset: number) { return this.tracker.update(offset)?.toArray(); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/numbers.ts#ConsecutiveNumbers.toArray')).toEqual([
      'src/manager.ts#Manager.scroll@5 likely type',
      'src/manager.ts#Manager.visible@4 likely type',
    ]);
    expect(callersOf('src/numbers.ts#Indices.toArray')).toEqual([]);
  });
});
