// A method called on a class constructed in place (`new OutgoingMessage(name).writeStateless(p)`)
// is that class's, and so is what it returns: a chained call, or a variable holding the chain
// (`const message = new OutgoingMessage(name).writeStateless(p); message.toUint8Array()`), and a
// method it inherits (`new FunctionLocator(func).setTimeout(t)`); a builder's chain, sixteen calls deep.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('chains on a class constructed in place', () => {
  it('type the methods called on what the chain returns', async () => {
    const callersOf = await callersIn({
      'src/message.ts': [
        'export class OutgoingMessage {',
        '  constructor(private readonly name: string) {}',
        '  writeStateless(payload: string): OutgoingMessage { return this; }',
        '  toUint8Array(): Uint8Array { return new Uint8Array(); }',
        '}',
        'export class Other { toUint8Array() { return new Uint8Array(); } }',
      ].join('\n'),
      'src/connection.ts': [
        "import { OutgoingMessage } from './message';",
        'export function sendStateless(name: string, payload: string) {',
        '  const message = new OutgoingMessage(name).writeStateless(payload);',
        '  return message.toUint8Array();',
        '}',
        'export function direct(name: string) {',
        "  return new OutgoingMessage(name).writeStateless('x').toUint8Array();",
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/message.ts#OutgoingMessage.toUint8Array')).toEqual([
      'src/connection.ts#direct@6 likely import',
      'src/connection.ts#sendStateless@2 likely type',
    ]);
    expect(callersOf('src/message.ts#Other.toUint8Array')).toEqual([]);
  });

  it('reach a method the constructed class inherits', async () => {
    const callersOf = await callersIn({
      'src/locator.ts': [
        'export abstract class Locator<T> {',
        '  setTimeout(timeout: number): Locator<T> { return this; }',
        '}',
        'export class FunctionLocator<T> extends Locator<T> {',
        '  constructor(readonly func: () => T) { super(); }',
        '  static create<Ret>(func: () => Ret): Locator<Ret> {',
        '    return new FunctionLocator<Ret>(func).setTimeout(30);',
        '  }',
        '}',
        'export class Timer { setTimeout(timeout: number): void {} }',
        'export class ObservableSet<T> extends Set<T> {',
        '  union<U>(other: Set<U>): Set<T | U> { return new Set(this).union(other); }',
        '}',
      ].join('\n'),
      'src/page.ts': [
        "import { FunctionLocator } from './locator.js';",
        'export function locate(func: () => number) {',
        '  return new FunctionLocator(func).setTimeout(10);',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/locator.ts#Locator.setTimeout')).toEqual([
      'src/locator.ts#FunctionLocator.create@6 likely type',
      'src/page.ts#locate@2 likely type',
    ]);
    expect(callersOf('src/locator.ts#Timer.setTimeout')).toEqual([]);
    // A builtin's instance (`new Set(this)`) calls the builtin's method, no class of the repository's.
    expect(callersOf('src/locator.ts#ObservableSet.union')).toEqual([]);
  });

  it("follow a builder's chain to its sixteenth call", async () => {
    const stores = Array.from({ length: 12 }, (_, index) => `.store(${index})`).join('');
    const callersOf = await callersIn({
      'src/builder.ts': [
        'export class Builder { store(n: number): Builder { return this; } end(): Cell { return new Cell(); } }',
        'export class Cell { hash(): string { return ""; } }',
      ].join('\n'),
      'src/use.ts': [
        "import { Builder } from './builder.js';",
        `export const cell = () => new Builder()${stores}.end().hash();`,
      ].join('\n'),
    });
    expect(callersOf('src/builder.ts#Builder.end')).toEqual(['src/use.ts#cell@2 likely type']);
    expect(callersOf('src/builder.ts#Cell.hash')).toEqual(['src/use.ts#cell@2 likely type']);
  });
});
