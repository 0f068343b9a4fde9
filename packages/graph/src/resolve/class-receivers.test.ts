// Receivers in class-heavy code: `this.constructor`, chains through `this`, guards of a hierarchy.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('fields named like what every object inherits', () => {
  it('reads `this.constructor.m()` without taking Object.prototype.constructor for a written type', async () => {
    const callersOf = await callersIn({
      'src/node.ts': [
        'export class Node {',
        '  parent: Node | null = null;',
        '  static clone(node: Node) { return node; }',
        '  copy() { return this.constructor.clone(this); }',
        '  describe() { return this.copy(); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/node.ts#Node.copy')).toEqual([
      'src/node.ts#Node.describe@5 certain this',
    ]);
  });
  it('links calls through a field named `__proto__` like any other field', async () => {
    const callersOf = await callersIn({
      'src/helper.ts': 'export class Helper { go() { return 1; } }',
      'src/node.ts': [
        "import { Helper } from './helper.js';",
        'export interface Context { __proto__: Helper }',
        'export class Node {',
        '  __proto__: Helper = new Helper();',
        '  run() { return this.__proto__.go(); }',
        '}',
        'export function viaContext(context: Context) { return context.__proto__.go(); }',
      ].join('\n'),
    });
    expect(callersOf('src/helper.ts#Helper.go')).toEqual([
      'src/node.ts#Node.run@5 likely type',
      'src/node.ts#viaContext@7 likely type',
    ]);
  });
});

describe('optional constructor parameter properties', () => {
  it('type `this.<name>` as written, like required ones', async () => {
    const callersOf = await callersIn({
      'src/options.ts': [
        'export class PushOptions { handler(rows: string[]) { return rows; } }',
        'export class Other { handler(rows: string[]) { return rows; } }',
      ].join('\n'),
      'src/replication.ts': [
        "import { PushOptions } from './options.js';",
        'export class Replication {',
        '  constructor(public readonly push?: PushOptions, private pull?: PushOptions) {}',
        '  run(rows: string[]) { this.push?.handler(rows); return this.pull!.handler(rows); }',
        '}',
      ].join('\n'),
    });
    // Both calls: `this.push?.handler(rows)` and `this.pull!.handler(rows)`.
    expect(callersOf('src/options.ts#PushOptions.handler')).toEqual([
      'src/replication.ts#Replication.run@4 likely type',
      'src/replication.ts#Replication.run@4 likely type',
    ]);
    expect(callersOf('src/options.ts#Other.handler')).toEqual([]);
  });
});

describe('a class merged with an interface of its name', () => {
  it("inherits its superclass's methods, for `this` and for values of its type", async () => {
    const callersOf = await callersIn({
      'src/node.ts': [
        'export class LexicalNode {',
        '  getWritable(): this { return this; }',
        '  getParent(): LexicalNode | null { return null; }',
        '}',
      ].join('\n'),
      'src/text.ts': [
        "import { LexicalNode } from './node.js';",
        '// Declaration merging: what the class inherits, retyped.',
        'export interface TextNode { getParent(): TextNode | null }',
        'export class TextNode extends LexicalNode {',
        '  setFormat(format: number): this { return this.getWritable(); }',
        '}',
        'export function format(node: TextNode) { return node.getWritable().getParent(); }',
      ].join('\n'),
    });
    expect(callersOf('src/node.ts#LexicalNode.getWritable')).toEqual([
      'src/text.ts#TextNode.setFormat@5 certain this',
      'src/text.ts#format@7 likely type',
    ]);
    expect(callersOf('src/node.ts#LexicalNode.getParent')).toEqual([
      'src/text.ts#format@7 likely type',
    ]);
  });
});

describe('values typed with a type parameter', () => {
  it("reach the methods of the parameter's constraint", async () => {
    const callersOf = await callersIn({
      'src/node.ts': [
        'export class LexicalNode {',
        '  getWritable(): this { return this; }',
        '  getKey(): string { return ""; }',
        '}',
        'export class Other { getWritable() { return 1; } getKey() { return 2; } }',
      ].join('\n'),
      'src/state.ts': [
        "import { LexicalNode } from './node.js';",
        'export function $setState<Node extends LexicalNode, K extends string>(node: Node, key: K) {',
        '  return node.getWritable();',
        '}',
        'export class Registry<T extends LexicalNode | null> {',
        '  add(item: T) { return item?.getKey(); }',
        '}',
        '// A type argument is no value of its constraint: `options` is an Options.',
        'export interface Options<N> { node: N; getWritable(): void }',
        'export function configure<N extends LexicalNode>(options: Options<N>) {',
        '  return options.getWritable();',
        '}',
        '// Without a constraint a type parameter says nothing of its methods.',
        'export function keyOf<T>(item: T & { getKey(): string }) { return item.getKey(); }',
      ].join('\n'),
    });
    expect(callersOf('src/node.ts#LexicalNode.getWritable')).toEqual([
      'src/state.ts#$setState@2 likely type',
    ]);
    expect(callersOf('src/node.ts#LexicalNode.getKey')).toEqual([
      'src/state.ts#Registry.add@6 likely type',
    ]);
    expect(callersOf('src/node.ts#Other.getWritable')).toEqual([]);
  });
});

describe('values typed with a type parameter constrained by an intersection', () => {
  it('reach the methods of the types it joins, and of the fields its object type declares', async () => {
    const callersOf = await callersIn({
      'src/context.ts': [
        'export class Context { reply(text: string) { return text; } }',
        'export class SceneContext { enter(id: string) { return id; } }',
        'export class Other { reply() { return 1; } enter() { return 2; } }',
      ].join('\n'),
      'src/stage.ts': [
        "import type { Context, SceneContext } from './context.js';",
        'export class Stage {',
        '  static enter<C extends Context & { scene: SceneContext }>(id: string) {',
        '    return (ctx: C) => ctx.scene.enter(id);',
        '  }',
        '  static greet<C extends Context & { scene: SceneContext }>(ctx: C) {',
        "    return ctx.reply('hello');",
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/context.ts#SceneContext.enter')).toEqual([
      'src/stage.ts#Stage.enter@3 likely type',
    ]);
    expect(callersOf('src/context.ts#Context.reply')).toEqual([
      'src/stage.ts#Stage.greet@6 likely type',
    ]);
    expect(callersOf('src/context.ts#Other.enter')).toEqual([]);
    expect(callersOf('src/context.ts#Other.reply')).toEqual([]);
  });
});

describe('a variable copied from a typed one', () => {
  it('has the type of the value it was given', async () => {
    const callersOf = await callersIn({
      'src/node.ts': [
        'export class TextNode { remove() { return true; } }',
        'export class Caret { remove() { return false; } }',
      ].join('\n'),
      'src/normalize.ts': [
        "import type { TextNode } from './node.js';",
        'export function normalize(textNode: TextNode) {',
        '  let node = textNode;',
        '  return node.remove();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/node.ts#TextNode.remove')).toEqual([
      'src/normalize.ts#normalize@2 likely type',
    ]);
    expect(callersOf('src/node.ts#Caret.remove')).toEqual([]);
  });
});

describe('a value typed with an abstract class', () => {
  it("reaches the subclasses' implementations of an abstract method, and only an abstract one's", async () => {
    const callersOf = await callersIn({
      'src/base.ts': [
        'export abstract class BaseType {',
        '  public abstract getId(): string;',
        '  public getName(): string { return "base"; }',
        '}',
      ].join('\n'),
      'src/types.ts': [
        "import { BaseType } from './base.js';",
        'export class StringType extends BaseType {',
        '  getId() { return "string"; }',
        '  getName() { return "text"; }',
        '}',
        'export class ArrayType extends BaseType { getId() { return "array"; } }',
        'export class Unrelated { getId() { return "other"; } }',
      ].join('\n'),
      'src/same.ts': [
        "import type { BaseType } from './base.js';",
        'export function same(source: BaseType, target: BaseType) {',
        '  return source.getId() === target.getName();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/types.ts#StringType.getId')).toEqual(['src/same.ts#same@2 likely type']);
    expect(callersOf('src/types.ts#ArrayType.getId')).toEqual(['src/same.ts#same@2 likely type']);
    expect(callersOf('src/types.ts#Unrelated.getId')).toEqual([]);
    // A concrete method is the class's own: its overrides are not reached through the base type.
    expect(callersOf('src/types.ts#StringType.getName')).toEqual([]);
  });
});

describe("a class's method with a written `this`", () => {
  it('reaches the methods of the classes mixed into that type, its own class still first', async () => {
    const callersOf = await callersIn({
      'src/engine.ts': [
        "import type { MixedIn } from './mixed.js';",
        'export class Engine {',
        '  consumeInternal(this: MixedIn, token: string) { return this.skip(token); }',
        '}',
      ].join('\n'),
      'src/lexer.ts': [
        'export class Lexer {',
        '  skip(token: string) { return token; }',
        '  consume(token: string) { return token; }',
        '}',
      ].join('\n'),
      'src/mixed.ts': [
        "import type { Api } from './api.js';",
        "import type { Engine } from './engine.js';",
        "import type { Lexer } from './lexer.js';",
        '/** The parser as its traits see it: every trait mixed in. */',
        'export type MixedIn = Api & Engine & Lexer;',
      ].join('\n'),
      'src/api.ts': [
        "import type { MixedIn } from './mixed.js';",
        'export class Api {',
        '  consume(this: MixedIn, token: string) { return this.consumeInternal(token); }',
        '  CONSUME(this: MixedIn, token: string) { return this.consume(token); }',
        '  plain(token: string) { return this.consume(token); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/engine.ts#Engine.consumeInternal')).toEqual([
      'src/api.ts#Api.consume@3 likely type',
    ]);
    expect(callersOf('src/lexer.ts#Lexer.skip')).toEqual([
      'src/engine.ts#Engine.consumeInternal@3 likely type',
    ]);
    // `this.consume()` in Api is Api's own method, as it was without the written `this`.
    expect(callersOf('src/api.ts#Api.consume')).toEqual([
      'src/api.ts#Api.CONSUME@4 certain this',
      'src/api.ts#Api.plain@5 certain this',
    ]);
    expect(callersOf('src/lexer.ts#Lexer.consume')).toEqual([]);
  });
});

describe('a static method and an instance method of one name', () => {
  it('are told apart: `Vec2.add(a, b)` calls the static one, `a.add(b)` the instance one', async () => {
    const callersOf = await callersIn({
      'src/vec2.ts': [
        'export class Vec2 {',
        '  constructor(public x: number, public y: number) {}',
        '  add(w: Vec2): Vec2 { this.x += w.x; return this; }',
        '  static add(v: Vec2, w: Vec2): Vec2 { return new Vec2(v.x + w.x, v.y + w.y); }',
        '  static guard(v: Vec2): Vec2 { return v; }',
        '  guard(): Vec2 { return Vec2.guard(this); }',
        '}',
      ].join('\n'),
      'src/body.ts': [
        "import { Vec2 } from './vec2.js';",
        'export function sum(a: Vec2, b: Vec2) { return Vec2.add(a, b); }',
        'export function move(a: Vec2, b: Vec2) { return a.add(b); }',
      ].join('\n'),
    });
    expect(callersOf('src/vec2.ts#Vec2.add@4')).toEqual(['src/body.ts#sum@2 likely import']);
    expect(callersOf('src/vec2.ts#Vec2.add@3')).toEqual(['src/body.ts#move@3 likely type']);
    // The instance `guard` calls the static one, not itself.
    expect(callersOf('src/vec2.ts#Vec2.guard@6')).toEqual([]);
    expect(callersOf('src/vec2.ts#Vec2.guard@5')).toEqual([
      'src/vec2.ts#Vec2.guard@6 likely same_file',
    ]);
  });
});

describe('a chain of fields', () => {
  it('types `this.body.velocity.v.m()` field by field, from `this` or a typed value', async () => {
    const callersOf = await callersIn({
      'src/vec2.ts': [
        'export class Vec2 { setVec2(v: Vec2) { return v; } }',
        'export class Vec3 { setVec2(v: Vec2) { return v; } }',
      ].join('\n'),
      'src/velocity.ts': [
        "import { Vec2 } from './vec2.js';",
        'export class Velocity { v = new Vec2(); }',
      ].join('\n'),
      'src/body.ts': [
        "import { Velocity } from './velocity.js';",
        'export class Body { velocity: Velocity = new Velocity(); }',
      ].join('\n'),
      'src/joint.ts': [
        "import type { Body } from './body.js';",
        "import type { Vec2 } from './vec2.js';",
        'export class Joint {',
        '  constructor(private bodyA: Body) {}',
        '  solve(p: Vec2) { this.bodyA.velocity.v.setVec2(p); }',
        '  static apply(body: Body, p: Vec2) { body.velocity.v.setVec2(p); }',
        '  step(p: Vec2) { const vA = this.bodyA.velocity.v; return vA.setVec2(p); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/vec2.ts#Vec2.setVec2')).toEqual([
      'src/joint.ts#Joint.apply@6 likely type',
      'src/joint.ts#Joint.solve@5 likely type',
      'src/joint.ts#Joint.step@7 likely type',
    ]);
    expect(callersOf('src/vec2.ts#Vec3.setVec2')).toEqual([]);
  });
});

describe('a field initialised by a call', () => {
  it("has the type the callee's written return type says, along a chain of fields too", async () => {
    const callersOf = await callersIn({
      'src/vec2.ts': [
        'export class Vec2 {',
        '  static zero(): Vec2 { return new Vec2(); }',
        '  setVec2(v: Vec2) { return v; }',
        '}',
        'export class Vec3 { setVec2(v: Vec2) { return v; } }',
        'export function vec3(): Vec3 { return new Vec3(); }',
      ].join('\n'),
      'src/velocity.ts': [
        "import { Vec2, vec3 } from './vec2.js';",
        'export class Velocity {',
        '  v = Vec2.zero();',
        '  w = vec3();',
        '  reset(p: Vec2) { this.v.setVec2(p); }',
        '}',
      ].join('\n'),
      'src/joint.ts': [
        "import type { Velocity } from './velocity.js';",
        "import type { Vec2 } from './vec2.js';",
        'export class Joint {',
        '  constructor(private velocity: Velocity) {}',
        '  solve(p: Vec2) { this.velocity.v.setVec2(p); }',
        '  step(p: Vec2) { const w = this.velocity.w; return w.setVec2(p); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/vec2.ts#Vec2.setVec2')).toEqual([
      'src/joint.ts#Joint.solve@5 likely type',
      'src/velocity.ts#Velocity.reset@5 likely type',
    ]);
    expect(callersOf('src/vec2.ts#Vec3.setVec2')).toEqual([
      'src/joint.ts#Joint.step@6 likely type',
    ]);
  });
});
