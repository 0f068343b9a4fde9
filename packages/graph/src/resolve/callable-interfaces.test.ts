// A value written with an interface that has call signatures (`event: Event<T>`, `interface
// Event<T> { (listener: (e: T) => void): Disposable }`): calling it returns what the signature
// taking the call's arguments writes, so `listener.dispose()` is a call through a Disposable.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const FILES = {
  'src/event.ts': [
    'export interface Disposable { readonly disposed: boolean; dispose(): void }',
    'export interface Event<T> {',
    '  (listener: (e: T) => void): Disposable',
    '  (listener: (e: T) => void, owner: object): Disposable',
    '}',
    'export class Listener implements Disposable { disposed = false; dispose() {} }',
  ].join('\n'),
  'src/panel.ts': [
    'export interface Closeable { dispose(): void; close(): void }',
    'export class Panel implements Closeable { dispose() {} close() {} }',
  ].join('\n'),
};

describe('a value of an interface with call signatures', () => {
  it("types a call of it by the signature taking the call's arguments", async () => {
    const callersOf = await callersIn({
      ...FILES,
      'src/use.ts': [
        "import type { Event } from './event.js';",
        'export function subscribe(event: Event<string>) {',
        '  const listener = event(() => {});',
        '  listener.dispose();',
        '}',
        'export function subscribeFor(event: Event<string>, owner: object) {',
        '  event(() => {}, owner).dispose();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/event.ts#Listener.dispose')).toEqual([
      'src/use.ts#subscribe@2 possible dispatch',
      'src/use.ts#subscribeFor@6 possible dispatch',
    ]);
    expect(callersOf('src/panel.ts#Panel.dispose')).toEqual([]);
  });
});
