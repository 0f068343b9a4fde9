// What TypeScript infers where nothing is written (an entity-component system's dispatcher, a PDF
// library's form fields): a field declared without a type and set to a constructed instance, a
// local holding a field behind `!`, an element of what a held call returns, a name destructured
// from a chain of fields, an interface extending a class, a record's fields, and a field copying
// another of its class (`protected _gainNode = this.output`).
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const files = {
  'src/model.ts': [
    'export class Registry { flush() { return 1; } }',
    'export class Binding { define() { return 2; } }',
    'export class Widget { onValue() { return 3; } }',
    'export class Context { lookup() { return 4; } }',
    'export class Dict { context: Context = new Context(); }',
    'export class Field { dict: Dict = new Dict(); widgets(): Widget[] { return []; } }',
    'export class FrameImpl { begin() { return 5; } }',
    'export interface Frame extends FrameImpl {}',
    'export class Type { __binding?: Binding; }',
    'export class Base { m() { return 6; } }',
    'export class Sub extends Base { m() { return 7; } }',
  ].join('\n'),
  'src/dispatcher.ts': [
    "import { Base, Field, Frame, Registry, Sub, Type } from './model.js';",
    'export class Dispatcher {',
    '  readonly registry;',
    '  declared: Base;',
    '  constructor(private field: Field, private frame: Frame) {',
    '    this.registry = new Registry();',
    '    this.declared = new Sub();',
    '  }',
    '  flush() { this.registry.flush(); }',
    '  define(type: Type) { const binding = type.__binding!; binding.define(); }',
    '  value(index: number) { const widgets = this.field.widgets(); const widget = widgets[index]; widget.onValue(); }',
    '  lookup() { const { context } = this.field.dict; context.lookup(); }',
    '  begin() { this.frame.begin(); }',
    '  run() { this.declared.m(); }',
    '}',
  ].join('\n'),
};

describe('types inferred where none is written', () => {
  it('reach the methods of what TypeScript infers', async () => {
    const callersOf = await callersIn(files);
    expect(callersOf('src/model.ts#Registry.flush')).toEqual([
      'src/dispatcher.ts#Dispatcher.flush@9 likely type',
    ]);
    expect(callersOf('src/model.ts#Binding.define')).toEqual([
      'src/dispatcher.ts#Dispatcher.define@10 likely type',
    ]);
    expect(callersOf('src/model.ts#Widget.onValue')).toEqual([
      'src/dispatcher.ts#Dispatcher.value@11 likely type',
    ]);
    expect(callersOf('src/model.ts#Context.lookup')).toEqual([
      'src/dispatcher.ts#Dispatcher.lookup@12 likely type',
    ]);
    expect(callersOf('src/model.ts#FrameImpl.begin')).toEqual([
      'src/dispatcher.ts#Dispatcher.begin@13 likely type',
    ]);
  });

  it('keep a written type over the instance a constructor sets', async () => {
    const callersOf = await callersIn(files);
    expect(callersOf('src/model.ts#Base.m')).toEqual([
      'src/dispatcher.ts#Dispatcher.run@14 likely type',
    ]);
    expect(callersOf('src/model.ts#Sub.m')).toEqual([]);
  });
  it('read the fields of a record as what it holds', async () => {
    const callersOf = await callersIn({
      'src/lists.ts': [
        'export class EntityList { add(id: number) { return id; } }',
        'export class OtherList { add(id: number) { return id + 1; } }',
      ].join('\n'),
      'src/query.ts': [
        "import { EntityList } from './lists.js';",
        "type Flavor = 'added' | 'removed';",
        'export class Query {',
        '  results: Record<Flavor, EntityList> = { added: new EntityList(), removed: new EntityList() };',
        '  handle(id: number) { this.results.added.add(id); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/lists.ts#EntityList.add')).toEqual([
      'src/query.ts#Query.handle@5 likely type',
    ]);
    expect(callersOf('src/lists.ts#OtherList.add')).toEqual([]);
  });

  it('type a field copying another field of its class by that field', async () => {
    const callersOf = await callersIn({
      'src/source.ts': [
        'export class Param { setValueAtTime(value: number) { return value; } }',
        'export class Other { setValueAtTime(value: number) { return value; } }',
        'export class Gain { readonly gain: Param = new Param(); }',
        'export class OneShotSource {',
        '  output: Gain = new Gain();',
        '  protected gainNode = this.output;',
        '  start() { this.gainNode.gain.setValueAtTime(1); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/source.ts#Param.setValueAtTime')).toEqual([
      'src/source.ts#OneShotSource.start@7 likely type',
    ]);
    expect(callersOf('src/source.ts#Other.setValueAtTime')).toEqual([]);
  });
});
