// A receiver written with an alias of a union of interfaces (`inline: Inline`, `type Inline = Tag |
// Line`) is one of them: a call of a method they inherit reaches its implementations, as a receiver
// written with `Tag` does — not nothing, as if the alias were a library's type.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('receivers written with an alias of a union of interfaces', () => {
  it('dispatch to the implementations of the method the interfaces inherit', async () => {
    const callersOf = await callersIn({
      'src/doc.ts': [
        'export interface Value { render(): string }',
        'export interface Tag extends Value { name: string }',
        'export interface Line extends Value { text: string }',
        'export type Inline = Tag | Line;',
        'export class TagImpl implements Tag { name = "t"; render() { return this.name; } }',
        'export class LineImpl implements Line { text = "l"; render() { return this.text; } }',
      ].join('\n'),
      'src/widgets.ts': [
        'export interface Widget { render(): string }',
        'export class Button implements Widget { render() { return "button"; } }',
      ].join('\n'),
      'src/use.ts': [
        "import type { Inline } from './doc';",
        'export function show(inline: Inline) {',
        '  return inline.render();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/doc.ts#LineImpl.render')).toEqual([
      'src/use.ts#show@2 possible dispatch',
    ]);
    expect(callersOf('src/doc.ts#TagImpl.render')).toEqual(['src/use.ts#show@2 possible dispatch']);
    expect(callersOf('src/widgets.ts#Button.render')).toEqual([]);
  });

  it('keep what an object declared with the alias implements, and an alias joining `any` is any', async () => {
    const callersOf = await callersIn({
      'src/settings.ts': [
        'export interface Base { send(message: string): void }',
        'export interface Other { send(message: string): void }',
        'export interface Third { send(message: string): void }',
        'export interface Fourth { send(message: string): void }',
        'export type Settings = (Base & { port: number }) | (Base & { path: string });',
        'export type Loose = Base | any;',
        'export class Sender implements Base { send(message: string) { return message; } }',
      ].join('\n'),
      'src/server.ts': [
        "import type { Loose, Settings } from './settings';",
        'export function expose(settings: Settings) { settings.send("ready"); }',
        'export function loose(value: Loose) { value.send("x"); }',
        'export function start() {',
        '  expose({ port: 1, send(message: string) { return message; } });',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/server.ts#start.send')).toEqual([
      'src/server.ts#expose@2 possible dispatch',
    ]);
    expect(callersOf('src/settings.ts#Sender.send')).toEqual([]);
  });

  it('have the field each type the union joins declares, named object types and interfaces', async () => {
    const callersOf = await callersIn({
      'src/walker.ts': [
        'export class Tree { isTree() { return true; } }',
        'export class Leaf { isTree() { return false; } }',
        'export class Other { isTree() { return false; } }',
        'export type NodeEntry = Tree | Leaf;',
        'type StatusDone = { done: true; curr: null };',
        'type StatusProgress = { done: false; curr: NodeEntry };',
        'export type WalkerStatus = StatusDone | StatusProgress;',
        'export interface AtTree { at: Tree }',
        'export interface AtLeaf { at: Leaf }',
        'export type Position = AtTree | AtLeaf;',
        'export class Walker {',
        '  status: WalkerStatus = { done: true, curr: null };',
        '  position?: Position;',
        '  layer() {',
        '    if (this.status.done) return false;',
        '    return this.status.curr.isTree();',
        '  }',
        '  here() {',
        '    return this.position?.at.isTree();',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/walker.ts#Tree.isTree')).toEqual([
      'src/walker.ts#Walker.here@18 likely type',
      'src/walker.ts#Walker.layer@14 likely type',
    ]);
    expect(callersOf('src/walker.ts#Leaf.isTree')).toEqual([
      'src/walker.ts#Walker.here@18 likely type',
      'src/walker.ts#Walker.layer@14 likely type',
    ]);
    expect(callersOf('src/walker.ts#Other.isTree')).toEqual([]);
  });
});
