// A value read by key or index from a container (`this.extensionMap[key]`, `list[0]`, `map.get(k)`)
// is what the container's written type holds: `Record<K, V>`, `{ [k: string]: V }`, `V[]`,
// `Map<K, V>` — V's constraint when V is a type parameter (`E extends BaseExtension`), even when V
// declares a method of the container's name (`ShaderBlockWriter.get`): the container's is called.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const EXTENSIONS = [
  'export interface Updatable { update(options: unknown): void; }',
  'export class Shape implements Updatable { update(options: unknown) { return options; } }',
  'export class BaseExtension<T> { update(options: T) { return options; } }',
].join('\n');

describe('values read from a container', () => {
  it('are what the container holds, a type parameter by its constraint', async () => {
    const callersOf = await callersIn({
      'src/extensions.ts': EXTENSIONS,
      'src/controller.ts': [
        "import type { BaseExtension } from './extensions';",
        'export class Controller<E extends BaseExtension<unknown>> {',
        '  private extensionMap: Record<string, E> = {};',
        '  private named: { [name: string]: BaseExtension<unknown> } = {};',
        '  private list: E[] = [];',
        '  private registry: Map<string, E> = new Map();',
        '  updateOne(key: string) {',
        '    const instance = this.extensionMap[key];',
        '    if (instance) instance.update(key);',
        '  }',
        '  updateNamed(name: string) {',
        '    const extension = this.named[name];',
        '    extension.update(name);',
        '  }',
        '  updateFirst() {',
        '    this.list[0].update("first");',
        '  }',
        '  updateRegistered(key: string) {',
        '    this.registry.get(key)?.update(key);',
        '  }',
        '}',
        'export function updateEach(all: Record<string, BaseExtension<string>>, key: string) {',
        '  const extension = all[key];',
        '  extension.update(key);',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/extensions.ts#BaseExtension.update')).toEqual([
      'src/controller.ts#Controller.updateFirst@15 likely type',
      'src/controller.ts#Controller.updateNamed@11 likely type',
      'src/controller.ts#Controller.updateOne@7 likely type',
      'src/controller.ts#Controller.updateRegistered@18 likely type',
      'src/controller.ts#updateEach@22 likely type',
    ]);
    expect(callersOf('src/extensions.ts#Shape.update')).toEqual([]);
  });

  it('are what a container constructed with type arguments holds (`new Map<string, V>()`)', async () => {
    const callersOf = await callersIn({
      'src/extensions.ts': EXTENSIONS,
      'src/room.ts': [
        "import { Shape } from './extensions';",
        'export class Room {',
        '  private byId = new Map<string, Shape>();',
        '  private pending = new Set<Shape>();',
        '  updateOne(id: string) {',
        '    const shape = this.byId.get(id);',
        '    shape?.update(id);',
        '  }',
        '  updateAll() {',
        '    for (const shape of this.pending) shape.update(null);',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/extensions.ts#Shape.update')).toEqual([
      'src/room.ts#Room.updateAll@9 likely type',
      'src/room.ts#Room.updateOne@5 likely type',
    ]);
    expect(callersOf('src/extensions.ts#BaseExtension.update')).toEqual([]);
  });

  it('are not the types an object type argument names (`new Emitter<{ close: Handler }>()`)', async () => {
    const callersOf = await callersIn({
      'src/emitters.ts': [
        'export class Emitter<T> { emit(event: keyof T) { return event; } }',
        'export class Handler { emit(event: string) { return event; } }',
      ].join('\n'),
      'src/socket.ts': [
        "import { Emitter, type Handler } from './emitters';",
        'export class Socket {',
        '  private events = new Emitter<{ close: Handler }>();',
        "  fire() { this.events.emit('close'); }",
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/emitters.ts#Emitter.emit')).toEqual([
      'src/socket.ts#Socket.fire@4 likely type',
    ]);
    expect(callersOf('src/emitters.ts#Handler.emit')).toEqual([]);
  });

  it("take a reducer's element, after its accumulator", async () => {
    const callersOf = await callersIn({
      'src/nodes.ts': 'export class Node { render(indent: string) { return indent; } }',
      'src/block.ts': [
        "import type { Node } from './nodes';",
        'export class Block {',
        '  private nodes: Node[] = [];',
        '  render(indent: string) {',
        '    return this.nodes.reduce((code, node) => code + node.render(indent), "");',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/nodes.ts#Node.render')).toEqual([
      'src/block.ts#Block.render@4 likely type',
    ]);
  });

  it("are what a Map holds when the held class declares a method of the read's name", async () => {
    const callersOf = await callersIn({
      'src/writer.ts': [
        'export class ShaderBlockWriter {',
        '  get(name: string): number[] { return [name.length]; }',
        '  getData(): Float32Array { return new Float32Array(); }',
        '}',
        'export class Other { getData(): Float32Array { return new Float32Array(); } }',
        'export class UniformStore {',
        '  private readonly writers = new Map<string, ShaderBlockWriter>();',
        '  bufferData(name: string) {',
        '    const writer = this.writers.get(name);',
        '    return writer?.getData();',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/writer.ts#ShaderBlockWriter.getData')).toEqual([
      'src/writer.ts#UniformStore.bufferData@8 likely type',
    ]);
    expect(callersOf('src/writer.ts#ShaderBlockWriter.get')).toEqual([]);
    expect(callersOf('src/writer.ts#Other.getData')).toEqual([]);
  });
});

describe('elements of an interface of index signatures', () => {
  it('are what its signatures hold, read off a field or a parameter', async () => {
    const callersOf = await callersIn({
      'src/refs.ts': [
        'export class Ref<S> { addError(e: Error) { return e; } resolve() { return 1; } }',
        'export class Other { addError(e: Error) { return 0; } resolve() { return 2; } }',
        'interface RefsMap<S extends object = object> {',
        '  [url: string]: Ref<S>;',
        '}',
        'export class Refs<S extends object> {',
        '  _refs: RefsMap<S> = {};',
        '  fail(path: string, err: Error) { this._refs[path].addError(err); }',
        '}',
        'export function all(refs: RefsMap) {',
        '  for (const key of Object.keys(refs)) refs[key].resolve();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/refs.ts#Ref.addError')).toEqual(['src/refs.ts#Refs.fail@8 likely type']);
    expect(callersOf('src/refs.ts#Ref.resolve')).toEqual(['src/refs.ts#all@10 likely type']);
    expect(callersOf('src/refs.ts#Other.addError')).toEqual([]);
    expect(callersOf('src/refs.ts#Other.resolve')).toEqual([]);
  });
});

describe('loops over an element', () => {
  it('take what the container holds at any key (`for (const p of this.processors[event["type"]])`)', async () => {
    const callersOf = await callersIn({
      'src/preprocessor.ts': [
        'export interface Preprocessor { processEvent(event: unknown, client: unknown): void; }',
        'export class RepliesPreprocessor implements Preprocessor {',
        '  processEvent(event: unknown, client: unknown) { return event; }',
        '}',
        'export class Cell { render() { return 1; } }',
        'export class Other { render() { return 2; } }',
      ].join('\n'),
      'src/client.ts': [
        "import { EventEmitter } from 'events';",
        "import { Cell, Preprocessor } from './preprocessor';",
        // A class over a library's may override its methods: a call nothing types reaches them.
        'export class Client extends EventEmitter {',
        '  private processors: { [eventType: string]: Preprocessor[] } = {};',
        '  private grid: Cell[][] = [];',
        '  processEvent(event: any) {',
        '    for (const processor of this.processors[event["type"]]) processor.processEvent(event, this);',
        '    for (const other of this.processors[event.type]) other.processEvent(event, this);',
        '  }',
        '  render(rows: Cell[][], index: number) {',
        '    for (const cell of this.grid[index + 1]) cell.render();',
        '    for (const cell of rows[index]) cell.render();',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/preprocessor.ts#RepliesPreprocessor.processEvent')).toEqual([
      'src/client.ts#Client.processEvent@6 possible dispatch',
      'src/client.ts#Client.processEvent@6 possible dispatch',
    ]);
    expect(callersOf('src/client.ts#Client.processEvent')).toEqual([]);
    expect(callersOf('src/preprocessor.ts#Cell.render')).toEqual([
      'src/client.ts#Client.render@10 likely type',
      'src/client.ts#Client.render@10 likely type',
    ]);
    expect(callersOf('src/preprocessor.ts#Other.render')).toEqual([]);
    expect(callersOf('src/client.ts#Client.render')).toEqual([]);
  });
});

describe('a value written as an element or an array of it', () => {
  it('is the element when called with a method no array has (`nodes: Node | Node[]`)', async () => {
    const callersOf = await callersIn({
      'src/nodes.ts': [
        'export class Node { isGroup() { return true; } getChildren(): Node[] { return []; } }',
        'export class Other { isGroup() { return false; } map() { return 0; } }',
        'export function leaves(nodes: Node | Node[] | null): Node[] {',
        '  if (!nodes) return [];',
        '  if (Array.isArray(nodes)) return nodes.map((node) => node);',
        '  return nodes.isGroup() ? nodes.getChildren() : [nodes];',
        '}',
        'export interface Element { isVisible(): boolean; }',
        'export class BaseElement implements Element { isVisible() { return true; } }',
        'export class Hidden { isVisible() { return false; } }',
        'export function visible(elements: Element | Element[]) {',
        '  return Array.isArray(elements) ? elements.length > 0 : elements.isVisible();',
        '}',
        // Arrays of one type or another type: not the arrays' elements.
        'export function grouped(cells: Node[] | Other) {',
        '  return Array.isArray(cells) ? false : cells.isGroup();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/nodes.ts#BaseElement.isVisible')).toEqual([
      'src/nodes.ts#visible@11 possible dispatch',
    ]);
    expect(callersOf('src/nodes.ts#Hidden.isVisible')).toEqual([]);
    expect(callersOf('src/nodes.ts#Node.isGroup')).toEqual(['src/nodes.ts#leaves@3 likely type']);
    expect(callersOf('src/nodes.ts#Node.getChildren')).toEqual([
      'src/nodes.ts#leaves@3 likely type',
    ]);
    // `map` is the array's.
    expect(callersOf('src/nodes.ts#Other.map')).toEqual([]);
    expect(callersOf('src/nodes.ts#Other.isGroup')).toEqual([]);
  });
});
