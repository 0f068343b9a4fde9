// Which types a class's heritage names: a class extending a value whose written type has
// construct signatures (`const Base: CommitPrimitive`, `interface CommitPrimitive { new <A>():
// Effect<A> }`) is what they make; a name several files declare (`Variance`) is the one the
// class's own file declares or imports. A call through another type's receiver does not reach it.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const FILES = {
  'src/pipeable.ts': 'export interface Pipeable { pipe(): unknown }',
  'src/effect.ts': [
    "import type { Pipeable } from './pipeable.js';",
    'export interface Effect<A> extends Pipeable { readonly value: A }',
    'export interface CommitPrimitive { new <A>(): Effect<A> }',
    'const Base: CommitPrimitive = function Base() {} as any',
    '/** Extended by classes that are effects. */',
    'export abstract class Class<A> extends Base<A> {',
    '  pipe() { return this; }',
    '}',
  ].join('\n'),
  'src/pool.ts': [
    "import { Class } from './effect.js';",
    'export class Pool<A> extends Class<A> { get() { return 1; } }',
  ].join('\n'),
  'src/chunk.ts': [
    "import type { Pipeable } from './pipeable.js';",
    'export interface Chunk extends Pipeable { readonly length: number }',
    'export class ChunkImpl implements Chunk { readonly length = 0; pipe() { return this; } }',
  ].join('\n'),
};

describe('a class extending a value of a type with construct signatures', () => {
  it('is what they make: reached through its receivers, not through another type', async () => {
    const callersOf = await callersIn({
      ...FILES,
      'src/use.ts': [
        "import type { Chunk } from './chunk.js';",
        "import type { Effect } from './effect.js';",
        'export function sizes(chunk: Chunk) { return chunk.pipe(); }',
        'export function run(effect: Effect<number>) { return effect.pipe(); }',
      ].join('\n'),
    });
    expect(callersOf('src/effect.ts#Class.pipe')).toEqual(['src/use.ts#run@4 possible dispatch']);
    expect(callersOf('src/chunk.ts#ChunkImpl.pipe')).toEqual([
      'src/use.ts#sizes@3 possible dispatch',
    ]);
  });

  it('may still be anything when its base is a value of a type that makes nothing', async () => {
    const callersOf = await callersIn({
      ...FILES,
      'src/effect.ts': FILES['src/effect.ts'].replace(
        'const Base: CommitPrimitive = function Base() {} as any',
        'const Base = (function Base() {}) as any',
      ),
      'src/use.ts': [
        "import type { Chunk } from './chunk.js';",
        'export function sizes(chunk: Chunk) { return chunk.pipe(); }',
      ].join('\n'),
    });
    expect(callersOf('src/effect.ts#Class.pipe')).toEqual(['src/use.ts#sizes@2 possible dispatch']);
  });
});

describe('a heritage name several files declare', () => {
  it('is the one its own file declares, not a same-named type of another file', async () => {
    const callersOf = await callersIn({
      'src/pipeable.ts': 'export interface Pipeable { pipe(): unknown }',
      'src/option.ts': [
        "import type { Pipeable } from './pipeable.js';",
        "export interface Option extends Pipeable { readonly _tag: 'Some' | 'None' }",
        '/** What an option varies in. */',
        'export interface Variance extends Option { readonly _variance: unknown }',
        "export class Some implements Option { readonly _tag = 'Some'; pipe() { return this; } }",
      ].join('\n'),
      'src/chunk.ts': [
        "import type { Pipeable } from './pipeable.js';",
        'export interface Variance { readonly _chunk: unknown }',
        'export interface Chunk extends Variance, Pipeable {}',
        'export class ChunkImpl implements Chunk { readonly _chunk = 0; pipe() { return this; } }',
      ].join('\n'),
      'src/use.ts': [
        "import type { Option } from './option.js';",
        'export function piped(option: Option) { return option.pipe(); }',
      ].join('\n'),
    });
    expect(callersOf('src/option.ts#Some.pipe')).toEqual(['src/use.ts#piped@2 possible dispatch']);
    expect(callersOf('src/chunk.ts#ChunkImpl.pipe')).toEqual([]);
  });
});

describe("a class extending a library's class", () => {
  it('is one of the repository types only by its own heritage clause', async () => {
    const callersOf = await callersIn({
      'src/disposable.ts': [
        'export interface Disposable { dispose(): void }',
        'export class Listener implements Disposable { dispose() {} }',
      ].join('\n'),
      'src/panel.ts': [
        "import { DockPanel } from '@lumino/widgets';",
        'export class ShellPanel extends DockPanel { override dispose() { super.dispose(); } }',
      ].join('\n'),
      'src/use.ts': [
        "import type { Disposable } from './disposable.js';",
        'export function release(resource: Disposable) { resource.dispose(); }',
      ].join('\n'),
    });
    expect(callersOf('src/disposable.ts#Listener.dispose')).toEqual([
      'src/use.ts#release@2 possible dispatch',
    ]);
    expect(callersOf('src/panel.ts#ShellPanel.dispose')).toEqual([]);
  });

  it('has every member of a type where its heritage declares the method called', async () => {
    const callersOf = await callersIn({
      'src/element.ts': [
        'export interface ElementMethods { update(): void }',
        'export interface Node extends ElementMethods { readonly degree: number }',
        'export interface Edge extends ElementMethods {}',
      ].join('\n'),
      'src/node.ts': [
        "import { CustomElement } from '@antv/g';",
        "import type { Node } from './element.js';",
        'export class BaseNode extends CustomElement implements Node { degree = 0; update() {} }',
      ].join('\n'),
      'src/use.ts': [
        "import type { Edge } from './element.js';",
        'export function refresh(edge: Edge) { edge.update(); }',
      ].join('\n'),
    });
    expect(callersOf('src/node.ts#BaseNode.update')).toEqual([
      'src/use.ts#refresh@2 possible dispatch',
    ]);
  });
});
