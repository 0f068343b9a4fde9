// Values typed by where they are, not by what is written on them: the parameter of a promise's
// `then` callback is what the promise resolves to; a loop over a class's instance takes what the
// class's iterator yields; a parameter typed by a member of a type declared beside an import means
// the class that file imports, not another folder's class of the same name (nor another file's
// interface of that name), unless that class lacks the method.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const VALUES = {
  'src/value.ts': [
    'export class Value { get(): number { return 1; } asStatic(): Value { return this; } }',
    'export class Other { get(): number { return 2; } asStatic(): Other { return this; } }',
  ].join('\n'),
};

describe('a value typed by its context', () => {
  it("is what a promise resolves to, in its then callback's parameter", async () => {
    const callersOf = await callersIn({
      ...VALUES,
      'src/use.ts': [
        "import { Value } from './value.js';",
        'async function load(): Promise<Value> { return new Value(); }',
        'export function fromCall() { return load().then((value) => value.asStatic()); }',
        'export function fromParameter(pending: Promise<Value>) {',
        '  return pending.then((value) => value.get(), (error) => error.get());',
        '}',
        'export function afterCatch() {',
        '  return load().catch(() => undefined).then((value) => value?.asStatic());',
        '}',
        'export async function afterFinally() {',
        '  (await load().finally(() => undefined)).asStatic();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/value.ts#Value.asStatic')).toEqual([
      'src/use.ts#afterCatch@7 likely type',
      'src/use.ts#afterFinally@10 likely type',
      'src/use.ts#fromCall@3 likely type',
    ]);
    // The rejection handler's parameter is whatever was thrown: not the promised value.
    expect(callersOf('src/value.ts#Value.get')).toEqual(['src/use.ts#fromParameter@4 likely type']);
    expect(callersOf('src/value.ts#Other.get')).toEqual([]);
  });

  it("is what a class's iterator yields, in a loop over its instance or over this", async () => {
    const callersOf = await callersIn({
      ...VALUES,
      'src/stream.ts': [
        "import { Value } from './value.js';",
        'export class Stream {',
        '  async *[Symbol.asyncIterator](): AsyncGenerator<Value> { yield new Value(); }',
        '  async all() {',
        '    const out: number[] = [];',
        '    for await (const value of this) out.push(value.get());',
        '    return out;',
        '  }',
        '}',
        'export class Values {',
        '  *[Symbol.iterator](): Generator<Value> { yield new Value(); }',
        '}',
      ].join('\n'),
      'src/use.ts': [
        "import type { Stream, Values } from './stream.js';",
        'export async function drain(stream: Stream) {',
        '  for await (const value of stream) value.asStatic();',
        '}',
        'export function each(values: Values) {',
        '  for (const value of values) value.asStatic();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/value.ts#Value.get')).toEqual(['src/stream.ts#Stream.all@4 likely type']);
    expect(callersOf('src/value.ts#Value.asStatic')).toEqual([
      'src/use.ts#drain@2 likely type',
      'src/use.ts#each@5 likely type',
    ]);
    expect(callersOf('src/value.ts#Other.asStatic')).toEqual([]);
  });

  it("is the class the declaring file imports, not another folder's class of that name", async () => {
    const callersOf = await callersIn({
      'src/evaluator/scope.ts': 'export class Scope { createNested(): Scope { return this; } }',
      'src/checker/scope.ts': 'export class Scope { createNested(): Scope { return this; } }',
      'src/evaluator/run.ts': [
        "import { Scope } from './scope.js';",
        'type Executor = { run(scope: Scope): number };',
        'export function executor(): Executor {',
        '  return { run(scope) { scope.createNested(); return 1; } };',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/evaluator/scope.ts#Scope.createNested')).toEqual([
      'src/evaluator/run.ts#executor.run@4 likely type',
    ]);
    expect(callersOf('src/checker/scope.ts#Scope.createNested')).toEqual([]);
  });

  it("is another file's class of that name when the file's own has no such method", async () => {
    const callersOf = await callersIn({
      'src/schema/node.ts': 'export class Node { opType(): string { return ""; } }',
      'src/schema/graph.ts': [
        "import { Node } from './node.js';",
        'export class Graph { node(index: number): Node { return new Node(); } }',
      ].join('\n'),
      'src/model.ts': [
        "import type { Graph } from './schema/graph.js';",
        'export class Node { inputs(): Node[] { return []; } }',
        'export function build(graph: Graph) { return graph.node(0).opType(); }',
      ].join('\n'),
    });
    expect(callersOf('src/schema/node.ts#Node.opType')).toEqual([
      'src/model.ts#build@3 likely type',
    ]);
  });

  it('is either class of that name when the file imports the other under another name', async () => {
    const callersOf = await callersIn({
      'src/fb/message.ts': [
        'export class Message {',
        '  static root(bytes: Uint8Array): Message { return new Message(); }',
        '  bodyLength(): number { return 0; }',
        '}',
      ].join('\n'),
      'src/message.ts': [
        "import { Message as _Message } from './fb/message.js';",
        'export class Message {',
        '  bodyLength(): number { return 1; }',
        '  static decode(bytes: Uint8Array) { return _Message.root(bytes).bodyLength(); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/fb/message.ts#Message.bodyLength')).toEqual([
      'src/message.ts#Message.decode@4 likely type',
    ]);
  });

  it("is not another file's interface of that name, naming a class", async () => {
    const callersOf = await callersIn({
      'src/stream.ts': 'export class Stream { pipe(): void {} }',
      'src/streams.ts': [
        "import type { Stream } from './stream.js';",
        'export interface Literal extends Stream {}',
      ].join('\n'),
      'src/schema.ts': [
        'export interface Literal { pipe(): Literal }',
        'export function tag(literal: Literal) { return literal.pipe(); }',
      ].join('\n'),
    });
    expect(callersOf('src/stream.ts#Stream.pipe')).toEqual([]);
  });
});
