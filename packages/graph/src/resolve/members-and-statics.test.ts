// What a class's member call reaches: `this.dfs()` its method, not a function of that name
// declared inside another of its methods; a call on an instance its field, not a static method of
// that name (`reject: Function` beside `static reject()`); a call on a static field holding an
// instance (`MessageSerializer.instance.serialize()`) the class's method; a static method called on
// a subclass that does not declare it (`ToneAudioNode.getDefaults()`) the nearest base class's.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const files = {
  'src/tree.ts': [
    'export class Tree {',
    '  dfs(visit: (n: number) => void): number[] { return []; }',
    '  size(): number {',
    '    let count = 0;',
    '    const dfs = (n: number) => { count++; };',
    '    dfs(1);',
    '    return count;',
    '  }',
    '  balance() { return this.dfs(() => 0); }',
    '}',
    'export class SearchTree extends Tree {',
    '  override dfs(visit: (n: number) => void): number[] { return super.dfs(visit); }',
    '}',
  ].join('\n'),
  'src/deferred.ts': [
    'export class Deferred {',
    '  public reject: Function;',
    '  constructor() { this.reject = () => 0; }',
    '  static reject(reason?: unknown) { return new Deferred(); }',
    '}',
    'export class Server {',
    '  private ready: Deferred = new Deferred();',
    '  fail(e: Error) { this.ready.reject(e); }',
    '  failed(e: Error) { return Deferred.reject(e); }',
    '}',
  ].join('\n'),
  'src/serializer.ts': [
    'export class MessageSerializer {',
    '  static readonly instance = new this();',
    '  serialize(message: string) { return message; }',
    '}',
    'export class Codec {',
    '  static readonly shared: Codec = new Codec();',
    '  serialize(message: string) { return message.length; }',
    '}',
  ].join('\n'),
  'src/runtime.ts': [
    "import { Codec, MessageSerializer } from './serializer';",
    'export function send(message: string) {',
    '  return MessageSerializer.instance.serialize(message) + Codec.shared.serialize(message);',
    '}',
  ].join('\n'),
};

describe("a class's members", () => {
  it('are not the functions declared inside its methods', async () => {
    const callersOf = await callersIn(files);
    expect(callersOf('src/tree.ts#Tree.size.dfs')).toEqual([
      'src/tree.ts#Tree.size@3 certain same_file',
    ]);
    expect(callersOf('src/tree.ts#Tree.dfs')).toEqual([
      'src/tree.ts#SearchTree.dfs@12 certain this',
      'src/tree.ts#Tree.balance@9 certain this',
    ]);
  });

  it('called on an instance are its fields before a static method of that name', async () => {
    const callersOf = await callersIn(files);
    expect(callersOf('src/deferred.ts#Deferred.reject')).toEqual([
      'src/deferred.ts#Server.failed@9 likely same_file',
    ]);
  });

  it("called on a static field holding an instance are that class's methods", async () => {
    const callersOf = await callersIn(files);
    expect(callersOf('src/serializer.ts#MessageSerializer.serialize')).toEqual([
      'src/runtime.ts#send@2 likely type',
    ]);
    expect(callersOf('src/serializer.ts#Codec.serialize')).toEqual([
      'src/runtime.ts#send@2 likely type',
    ]);
  });

  it("called on a class that inherits a static method are its nearest base class's", async () => {
    const callersOf = await callersIn({
      'src/context.ts': [
        'export abstract class ToneWithContext {',
        '  static getDefaults() { return { context: 1 }; }',
        '  getDefaults() { return { instance: true }; }',
        '}',
        'export abstract class ToneAudioNode extends ToneWithContext {',
        '  static connect() { return 2; }',
        '}',
      ].join('\n'),
      'src/filter.ts': [
        "import { ToneAudioNode } from './context.js';",
        'export class Filter extends ToneAudioNode {',
        '  static getDefaults() {',
        '    return Object.assign(ToneAudioNode.getDefaults(), { frequency: 350 });',
        '  }',
        '}',
        'export class Mono extends ToneAudioNode {',
        '  static create() { return [Mono.getDefaults(), Mono.connect(), Filter.getDefaults()]; }',
        '}',
        'export function instance() { return new Mono().getDefaults(); }',
        'export class Buffer {',
        '  static fromArray(array: number[]) { return new Buffer().fromArray(array); }',
        '  fromArray(array: number[]) { return array.length; }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/context.ts#ToneWithContext.getDefaults@2')).toEqual([
      'src/filter.ts#Filter.getDefaults@3 likely import',
      'src/filter.ts#Mono.create@8 likely same_file',
    ]);
    // On an instance: the instance method it inherits, not the static one.
    expect(callersOf('src/context.ts#ToneWithContext.getDefaults@3')).toEqual([
      'src/filter.ts#instance@10 likely type',
    ]);
    expect(callersOf('src/filter.ts#Buffer.fromArray@12')).toEqual([]);
    expect(callersOf('src/filter.ts#Buffer.fromArray@13')).toEqual([
      'src/filter.ts#Buffer.fromArray@12 likely same_file',
    ]);
    expect(callersOf('src/context.ts#ToneAudioNode.connect')).toEqual([
      'src/filter.ts#Mono.create@8 likely same_file',
    ]);
    expect(callersOf('src/filter.ts#Filter.getDefaults')).toEqual([
      'src/filter.ts#Mono.create@8 likely same_file',
    ]);
  });

  it("types a variable holding a class's static field by the field", async () => {
    const callersOf = await callersIn({
      'src/long.ts': [
        'export class Long {',
        '  static ZERO = new Long();',
        '  static ONE: Long = Long.fromInt(1);',
        '  static fromInt(n: number): Long { return new Long(); }',
        '  add(other: Long): Long { return this; }',
        '  mul(other: Long): Long { return this; }',
        '}',
        'export class Other { add(other: Other) { return this; } }',
      ].join('\n'),
      'src/sum.ts': [
        "import { Long } from './long';",
        'export function sum(values: number[]) {',
        '  let result = Long.ZERO;',
        '  for (const value of values) result = result.add(Long.fromInt(value));',
        '  const one = Long.ONE;',
        '  return one.mul(result);',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/long.ts#Long.add')).toEqual(['src/sum.ts#sum@2 likely type']);
    expect(callersOf('src/long.ts#Long.mul')).toEqual(['src/sum.ts#sum@2 likely type']);
    expect(callersOf('src/long.ts#Other.add')).toEqual([]);
  });
});
