// `new this(…)` in a static method constructs the class around it: a variable holding it is an
// instance of that class (`const tc = new this(from, to); tc.compareColumns()`), and so is the
// value itself (`new this({ cancellable: true }).run(fn)`).
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('an instance a static method constructs with `new this()`', () => {
  it('calls the methods of the class around it', async () => {
    const callersOf = await callersIn({
      'src/table.ts': [
        'export class TableComparator {',
        '  static computeDiff(from: string[], to: string[]) {',
        '    const tc = new this(from, to);',
        '    return tc.compareColumns() + tc.compareIndices();',
        '  }',
        '  constructor(readonly from: string[], readonly to: string[]) {}',
        '  protected compareColumns() { return this.to.length - this.from.length; }',
        '  protected compareIndices() { return 0; }',
        '}',
        'export class ColumnComparator {',
        '  compareColumns() { return 1; }',
        '  compareIndices() { return 1; }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/table.ts#TableComparator.compareColumns')).toEqual([
      'src/table.ts#TableComparator.computeDiff@2 likely type',
    ]);
    expect(callersOf('src/table.ts#TableComparator.compareIndices')).toEqual([
      'src/table.ts#TableComparator.computeDiff@2 likely type',
    ]);
    expect(callersOf('src/table.ts#ColumnComparator.compareColumns')).toEqual([]);
  });

  it('is what a method is called on in place', async () => {
    const callersOf = await callersIn({
      'src/scope.ts': [
        'export class CancellationScope {',
        '  constructor(readonly options: { cancellable: boolean }) {}',
        '  run<T>(fn: () => T): T { return fn(); }',
        '  static cancellable<T>(fn: () => T): T {',
        '    return new this({ cancellable: true }).run(fn);',
        '  }',
        '}',
        'export class Worker {',
        '  run<T>(fn: () => T): T { return fn(); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/scope.ts#CancellationScope.run')).toEqual([
      'src/scope.ts#CancellationScope.cancellable@4 likely type',
    ]);
    expect(callersOf('src/scope.ts#Worker.run')).toEqual([]);
  });

  it('types what a static method generic over its `this` returns (`static as<A>(this: AbilityType<A>): A`)', async () => {
    const callersOf = await callersIn({
      'src/ability.ts': [
        'export type AbilityType<A extends Ability> = abstract new (...args: any[]) => A;',
        'export abstract class Ability {',
        '  static as<A extends Ability>(this: AbilityType<A>, actor: { name: string }): A {',
        '    return actor as unknown as A;',
        '  }',
        '  describe(): string { return "ability"; }',
        '}',
        'export class PerformActivities extends Ability { perform(): void {} }',
        'export class TakeNotes extends Ability { perform(): void {} }',
      ].join('\n'),
      'src/actor.ts': [
        "import { PerformActivities } from './ability.js';",
        'export function act(actor: { name: string }) {',
        '  PerformActivities.as(actor).perform();',
        '  const ability = PerformActivities.as(actor);',
        '  return ability.describe();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/ability.ts#PerformActivities.perform')).toEqual([
      'src/actor.ts#act@2 likely type',
    ]);
    expect(callersOf('src/ability.ts#TakeNotes.perform')).toEqual([]);
    expect(callersOf('src/ability.ts#Ability.describe')).toEqual([
      'src/actor.ts#act@2 likely type',
    ]);
  });
});
