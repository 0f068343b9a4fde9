// A callback passed where an alias of a function type is expected takes the parameter types the
// alias writes, an object type written inline among them (`type CreateConnectorFn = (config: {
// emitter: Emitter }) => …`), and through a type parameter the alias constrains
// (`createConnector<fn extends CreateConnectorFn>(f: fn)`).
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe("a callback's parameter typed by an alias of a function type", () => {
  it('holds the object type the alias writes for it, also through a constrained type parameter', async () => {
    const callersOf = await callersIn({
      'src/emitter.ts': [
        'export class Emitter<E> { emit(name: string): void {} }',
        'export class Other { emit(name: string): void {} }',
      ].join('\n'),
      'src/connector.ts': [
        "import type { Emitter } from './emitter';",
        'export type CreateFn = (config: {',
        '  chains: number[];',
        '  emitter: Emitter<string>;',
        '}) => { connect(): void };',
        'export function createConnector<fn extends CreateFn>(f: fn) { return f; }',
        'export function plain(f: CreateFn) { return f; }',
      ].join('\n'),
      'src/injected.ts': [
        "import { createConnector, plain } from './connector';",
        'export const a = createConnector((config) => ({',
        '  connect() { config.emitter.emit("a"); },',
        '}));',
        'export const b = plain((config) => ({',
        '  connect() { config.emitter.emit("b"); },',
        '}));',
      ].join('\n'),
    });
    expect(callersOf('src/emitter.ts#Emitter.emit')).toEqual([
      'src/injected.ts#connect@3 likely type',
      'src/injected.ts#connect@6 likely type',
    ]);
    expect(callersOf('src/emitter.ts#Other.emit')).toEqual([]);
  });

  it('types a function held by a name written with an alias the same file declares, whatever it names its parameters', async () => {
    const callersOf = await callersIn({
      'src/geom.ts': [
        'export class Point { clone(): Point { return this; } }',
        'export class Rect { clone(): Rect { return this; } }',
      ].join('\n'),
      'src/draw.ts': [
        "import { Point } from './geom';",
        'type SingleDraw = (p: Point) => string;',
        'type TripleDraw = (p1: Point, p2: Point, p3: Point, size?: { x: number }) => string;',
        'const lineTo: SingleDraw = (p) => `L ${p.clone()}`;',
        'export const curve: TripleDraw = (fromPoint, cornerPoint, toPoint, size = { x: 8 }) =>',
        '  lineTo(cornerPoint.clone()) + toPoint.clone() + size.x;',
      ].join('\n'),
    });
    expect(callersOf('src/geom.ts#Point.clone')).toEqual([
      'src/draw.ts#curve@5 likely type',
      'src/draw.ts#curve@5 likely type',
      'src/draw.ts#lineTo@4 likely type',
    ]);
    expect(callersOf('src/geom.ts#Rect.clone')).toEqual([]);
  });
});
