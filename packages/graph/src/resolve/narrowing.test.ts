// Receivers narrowed by a condition: inside `if (isX(v))` or `if (v instanceof X)`, `v` is an X.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const VALUES = [
  'export class ComputedValue { get() { return 1; } set(value: number) { return value; } }',
  'export class ObservableValue { get() { return 2; } set(value: number) { return value; } }',
  'export class Unrelated { get() { return 3; } set(value: number) { return value; } }',
  'function predicate(name: string, type: unknown) { return (value: unknown) => name !== type; }',
  '// A guard made by a call, its type asserted: `as (x: any) => x is ComputedValue`.',
  "export const isComputedValue = predicate('ComputedValue', ComputedValue) as (",
  '  value: any,',
  ') => value is ComputedValue;',
  'export function isObservableValue(value: unknown): value is ObservableValue {',
  '  return value instanceof ObservableValue;',
  '}',
].join('\n');

describe('receivers narrowed by a condition', () => {
  it("types `v.m()` inside `if (isX(v))` by the guard's predicate, declared or asserted", async () => {
    const callersOf = await callersIn({
      'src/values.ts': VALUES,
      'src/read.ts': [
        "import { isComputedValue, isObservableValue } from './values.js';",
        'export function read(value: any) {',
        '  if (isComputedValue(value)) {',
        '    return value.get();',
        '  } else if (isObservableValue(value)) return value.set(1);',
        '  return value;',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/values.ts#ComputedValue.get')).toEqual([
      'src/read.ts#read@2 likely type',
    ]);
    expect(callersOf('src/values.ts#ObservableValue.set')).toEqual([
      'src/read.ts#read@2 likely type',
    ]);
    expect(callersOf('src/values.ts#ObservableValue.get')).toEqual([]);
    expect(callersOf('src/values.ts#Unrelated.get')).toEqual([]);
    expect(callersOf('src/values.ts#Unrelated.set')).toEqual([]);
    // The asserted guard's own initializer still runs at the top of its file.
    expect(callersOf('src/values.ts#predicate')).toEqual(['file:src/values.ts certain same_file']);
  });

  it('types `v.m()` inside `if (v instanceof X)` by the class, only inside that branch', async () => {
    const callersOf = await callersIn({
      'src/values.ts': VALUES,
      'src/write.ts': [
        "import { ComputedValue } from './values.js';",
        'export function write(value: unknown, other: { set(value: number): number }) {',
        '  if (value instanceof ComputedValue) value.set(1);',
        '  return other.set(2);',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/values.ts#ComputedValue.set')).toEqual([
      'src/write.ts#write@2 likely type',
    ]);
    expect(callersOf('src/values.ts#ObservableValue.set')).toEqual([]);
    // Testing a value's class neither calls the class nor passes it on; passing it does.
    expect(callersOf('src/values.ts#ObservableValue')).toEqual([]);
    expect(callersOf('src/values.ts#ComputedValue')).toEqual([
      'file:src/values.ts certain same_file',
    ]);
  });

  it('types `v.m()` inside `if (v instanceof A || v instanceof B)` by either class', async () => {
    const callersOf = await callersIn({
      'src/values.ts': VALUES,
      'src/either.ts': [
        "import { ComputedValue, ObservableValue } from './values.js';",
        'export function either(value: unknown) {',
        '  if ((value instanceof ComputedValue) || value instanceof ObservableValue) value.set(1);',
        '}',
        'export function mixed(value: unknown, ready: boolean) {',
        '  if (value instanceof ComputedValue || ready) value.get();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/values.ts#ComputedValue.set')).toEqual([
      'src/either.ts#either@2 likely type',
    ]);
    expect(callersOf('src/values.ts#ObservableValue.set')).toEqual([
      'src/either.ts#either@2 likely type',
    ]);
    expect(callersOf('src/values.ts#Unrelated.set')).toEqual([]);
    // Not every operand a test of `value`: it may be anything there.
    expect(callersOf('src/values.ts#ComputedValue.get')).toEqual([]);
  });

  it('keeps the written type inside `if (f(v))` when `f` is no guard, or one to a written-out type', async () => {
    const callersOf = await callersIn({
      'src/values.ts': VALUES,
      'src/check.ts': [
        "import type { ObservableValue } from './values.js';",
        'function isReady(value: unknown): boolean { return value !== undefined; }',
        'export function check(value: ObservableValue) {',
        '  if (isReady(value)) return value.set(1);',
        '  return 0;',
        '}',
        'function hasSet(value: unknown): value is { set(value: number): number } {',
        '  return value !== undefined;',
        '}',
        'export function apply(value: ObservableValue) {',
        '  if (hasSet(value)) return value.set(2);',
        '  return 0;',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/values.ts#ObservableValue.set')).toEqual([
      'src/check.ts#apply@10 likely type',
      'src/check.ts#check@3 likely type',
    ]);
    expect(callersOf('src/values.ts#ComputedValue.set')).toEqual([]);
  });

  it('types `v.field.m()` inside `if (isX(v))` by the field the narrowed type declares', async () => {
    const callersOf = await callersIn({
      'src/values.ts': VALUES,
      'src/admin.ts': [
        "import { ObservableValue } from './values.js';",
        'export class Administration { value: ObservableValue = new ObservableValue(); }',
        'export function isAdministration(thing: unknown): thing is Administration {',
        '  return thing instanceof Administration;',
        '}',
        'export function read(thing: unknown) {',
        '  if (isAdministration(thing)) return thing.value.get();',
        '  return undefined;',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/values.ts#ObservableValue.get')).toEqual([
      'src/admin.ts#read@6 likely type',
    ]);
    expect(callersOf('src/values.ts#ComputedValue.get')).toEqual([]);
  });

  it('types `v.m()` after `isX(v) &&`, after `!isX(v) ||`, and after `if (!isX(v)) return`', async () => {
    const callersOf = await callersIn({
      'src/values.ts': VALUES,
      'src/read.ts': [
        "import { isComputedValue, isObservableValue } from './values.js';",
        'export function both(value: unknown) {',
        '  return isComputedValue(value) && value.get();',
        '}',
        'export function chained(ready: boolean, value: unknown) {',
        '  return ready && isComputedValue(value) && value.get();',
        '}',
        'export function unless(value: unknown) {',
        '  return !isComputedValue(value) || value.get();',
        '}',
        'export function within(value: unknown, ready: boolean) {',
        '  if (isComputedValue(value) && ready) {',
        '    return value.get();',
        '  }',
        '  return 0;',
        '}',
        'export function early(value: unknown) {',
        '  if (!isComputedValue(value)) {',
        '    return 0;',
        '  }',
        '  return value.get();',
        '}',
        'export function thrown(value: unknown) {',
        "  if (!isComputedValue(value) || value.get() === 0) throw new Error('no');",
        '  return value.set(1);',
        '}',
        'export function kept(value: unknown) {',
        '  if (isObservableValue(value)) return 0;',
        '  return value.get();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/values.ts#ComputedValue.get')).toEqual([
      'src/read.ts#both@2 likely type',
      'src/read.ts#chained@5 likely type',
      'src/read.ts#early@17 likely type',
      'src/read.ts#thrown@23 likely type',
      'src/read.ts#unless@8 likely type',
      'src/read.ts#within@11 likely type',
    ]);
    expect(callersOf('src/values.ts#ComputedValue.set')).toEqual([
      'src/read.ts#thrown@23 likely type',
    ]);
    // After `if (isX(v)) return`, `v` is anything but an X.
    expect(callersOf('src/values.ts#ObservableValue.get')).toEqual([]);
    expect(callersOf('src/values.ts#Unrelated.get')).toEqual([]);
  });
});

describe('receivers narrowed in the `else` of a negated test that exits', () => {
  it('types `v.m()` in the `else` of `if (!(v instanceof X)) throw …`, and after it', async () => {
    const callersOf = await callersIn({
      'src/values.ts': VALUES,
      'src/read.ts': [
        "import { ComputedValue, ObservableValue } from './values.js';",
        'export function otherwise(value: ComputedValue | ObservableValue) {',
        '  if (!(value instanceof ComputedValue)) {',
        "    throw new Error('not computed');",
        '  } else {',
        '    value.set(1);',
        '  }',
        '  return value.get();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/values.ts#ComputedValue.set')).toEqual([
      'src/read.ts#otherwise@2 likely type',
    ]);
    expect(callersOf('src/values.ts#ComputedValue.get')).toEqual([
      'src/read.ts#otherwise@2 likely type',
    ]);
    expect(callersOf('src/values.ts#ObservableValue.set')).toEqual([]);
    expect(callersOf('src/values.ts#ObservableValue.get')).toEqual([]);
  });
});

describe('receivers narrowed by a guard called on a class or a namespace', () => {
  it('types `v.m()` inside `if (Item.isStack(v))` and `if (guards.isValue(v))` by the predicate', async () => {
    const callersOf = await callersIn({
      'src/values.ts': VALUES,
      'src/items.ts': [
        'export class Item {',
        '  static isStack(item: Item): item is Stack { return item instanceof Stack; }',
        '  getArea() { return 0; }',
        '}',
        'export class Stack extends Item { getArea() { return 1; } }',
        'export class Row extends Item { getArea() { return 2; } }',
      ].join('\n'),
      'src/read.ts': [
        "import { Item } from './items.js';",
        "import * as guards from './values.js';",
        'export function areas(items: Item[]) {',
        '  for (const item of items) if (Item.isStack(item)) item.getArea();',
        '}',
        'export function observed(value: unknown) {',
        '  if (!guards.isObservableValue(value)) return 0;',
        '  return value.get();',
        '}',
        '// A method of another name is no guard: `item` stays what the array holds.',
        'export function chosen(items: Item[], picked: Item[]) {',
        '  items.forEach((item) => { if (picked.includes(item)) item.getArea(); });',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/items.ts#Stack.getArea')).toEqual(['src/read.ts#areas@3 likely type']);
    expect(callersOf('src/items.ts#Row.getArea')).toEqual([]);
    expect(callersOf('src/items.ts#Item.getArea')).toEqual(['src/read.ts#chosen@11 likely type']);
    expect(callersOf('src/values.ts#ObservableValue.get')).toEqual([
      'src/read.ts#observed@6 likely type',
    ]);
    expect(callersOf('src/values.ts#ComputedValue.get')).toEqual([]);
  });

  it('types `v.m()` inside `if (this.isX(v))` by the predicate of the class’s own guard', async () => {
    const callersOf = await callersIn({
      'src/items.ts': [
        'export class Interstitial { resume() { return 1; } }',
        'export class Segment { resume() { return 2; } }',
        'export class Schedule {',
        '  isInterstitial(item: unknown): item is Interstitial { return item instanceof Interstitial; }',
        '  resume(item: unknown) {',
        '    if (this.isInterstitial(item)) return item.resume();',
        '    return 0;',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/items.ts#Interstitial.resume')).toEqual([
      'src/items.ts#Schedule.resume@5 likely type',
    ]);
    expect(callersOf('src/items.ts#Segment.resume')).toEqual([]);
  });

  it('holds in the body of `while (isNode(p))` and `while (p instanceof Group)`', async () => {
    const callersOf = await callersIn({
      'src/elements.ts': [
        'export interface GraphElement { getParent(): GraphElement | undefined; getKind(): string; }',
        'export class Edge implements GraphElement {',
        '  getParent() { return undefined; }',
        "  getKind() { return 'edge'; }",
        '  getPosition() { return 0; }',
        '}',
        'export class Node implements GraphElement {',
        '  getParent(): GraphElement | undefined { return undefined; }',
        "  getKind() { return 'node'; }",
        '  getPosition() { return 1; }',
        '}',
        'export class Group extends Node { expand() { return true; } }',
        'export class Other { expand() { return false; } }',
        "export const isNode = (element?: GraphElement): element is Node => element?.getKind() === 'node';",
      ].join('\n'),
      'src/layers.ts': [
        "import { GraphElement, Group, isNode } from './elements';",
        'export function offset(element: GraphElement | undefined) {',
        '  let p = element;',
        '  let x = 0;',
        '  while (isNode(p)) {',
        '    x += p.getPosition();',
        '    p = p.getParent();',
        '  }',
        '  return x;',
        '}',
        'export function expandAll(element: unknown) {',
        '  while (element instanceof Group) element = element.expand();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/elements.ts#Node.getPosition')).toEqual([
      'src/layers.ts#offset@2 likely type',
    ]);
    expect(callersOf('src/elements.ts#Edge.getPosition')).toEqual([]);
    expect(callersOf('src/elements.ts#Group.expand')).toEqual([
      'src/layers.ts#expandAll@11 likely type',
    ]);
    expect(callersOf('src/elements.ts#Other.expand')).toEqual([]);
  });
});
