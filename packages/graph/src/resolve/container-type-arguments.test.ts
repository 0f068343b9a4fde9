// A generic type whose type argument is one of JavaScript's containers (`ViewManager<View[]>`,
// `new Emitter<Widget[]>()`, `Emitter<Map<string, Row>>`): the value is of the generic type,
// not a container, and its methods are the generic type's.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const TYPES = [
  'export class Row { save() {} }',
  'export class Emitter<T> { fire(event: T) {} }',
  'export class Manager<T> {',
  '  constructor(private readonly held: T) {}',
  '  setProps(props: object) {}',
  '  views(): T { return this.held; }',
  '}',
].join('\n');

async function callersOf(use: string[]): Promise<(symbol: string) => string[]> {
  return callersIn({
    'src/types.ts': TYPES,
    'src/use.ts': [
      "import { Emitter, Manager, Row } from './types.js';",
      'export class Panel {',
      '  protected manager: Manager<Row[]> | null = null;',
      '  protected readonly changed = new Emitter<Row[]>();',
      '  protected readonly byName: Emitter<Map<string, Row>> = new Emitter();',
      ...use,
      '}',
    ].join('\n'),
  });
}

describe('generic types whose type argument is a container', () => {
  it('call the generic type’s methods on fields written or constructed with an array or map argument', async () => {
    const callers = await callersOf([
      '  update() { this.manager?.setProps({}); }',
      '  announce(rows: Row[]) { this.changed.fire(rows); this.byName.fire(new Map()); }',
    ]);
    expect(callers('src/types.ts#Manager.setProps')).toEqual([
      'src/use.ts#Panel.update@6 likely type',
    ]);
    expect(callers('src/types.ts#Emitter.fire')).toEqual([
      'src/use.ts#Panel.announce@7 likely type',
      'src/use.ts#Panel.announce@7 likely type',
    ]);
  });

  it('types parameters written with a container argument, and keeps an array of the type an array', async () => {
    const callers = await callersOf([
      '  take(given: Manager<Array<Row>>) { given.setProps({}); }',
      '  each(rows: Array<Row>) { rows.forEach((row) => row.save()); }',
    ]);
    expect(callers('src/types.ts#Manager.setProps')).toEqual([
      'src/use.ts#Panel.take@6 likely type',
    ]);
    expect(callers('src/types.ts#Row.save')).toEqual(['src/use.ts#Panel.each@7 likely type']);
  });
});
