// A namespace may declare a type named like one of JavaScript's containers (`List.Iterator`,
// `SetContainer.Iterator` in a port of the C++ standard library): written qualified, the name is
// that type, not JavaScript's Iterator, and of the namespace the qualifier names.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const LIST = [
  'export abstract class ListIterator<T> {',
  '  next(): ListIterator<T> { return this; }',
  '}',
  'export class List<T> {',
  '  begin(): List.Iterator<T> { return new List.Iterator<T>(); }',
  '}',
  'export namespace List {',
  '  export class Iterator<T> extends ListIterator<T> {',
  '    value(): T | undefined { return undefined; }',
  '  }',
  '}',
].join('\n');

const FORWARD_LIST = [
  'export class ForwardList<T> {}',
  'export namespace ForwardList {',
  '  export class Iterator<T> {',
  '    next(): Iterator<T> { return this; }',
  '    value(): T | undefined { return undefined; }',
  '  }',
  '}',
].join('\n');

describe('a container name written qualified', () => {
  it("is the namespace's class: its methods and those it inherits", async () => {
    const callersOf = await callersIn({
      'src/list.ts': LIST,
      'src/forward-list.ts': FORWARD_LIST,
      'src/walk.ts': [
        "import { List } from './list';",
        'export function second<T>(it: List.Iterator<T>) {',
        '  return it.next();',
        '}',
        'export function first<T>(it: List.Iterator<T>) {',
        '  return it.value();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/list.ts#ListIterator.next')).toEqual([
      'src/walk.ts#second@2 likely type',
    ]);
    expect(callersOf('src/list.ts#Iterator.value')).toEqual(['src/walk.ts#first@5 likely type']);
    // Not the other namespace's Iterator, nor JavaScript's.
    expect(callersOf('src/forward-list.ts#Iterator.next')).toEqual([]);
    expect(callersOf('src/forward-list.ts#Iterator.value')).toEqual([]);
  });

  it("is the namespace's type in a type parameter's constraint and a class's heritage", async () => {
    const callersOf = await callersIn({
      'src/container.ts': [
        'export interface IForwardIterator<T> {',
        '  next(): IForwardIterator<T>;',
        '  equals(other: IForwardIterator<T>): boolean;',
        '}',
        'export class Container<T> {}',
        'export namespace Container {',
        '  export interface Iterator<T> extends IForwardIterator<T> {',
        '    source(): Container<T>;',
        '  }',
        '}',
      ].join('\n'),
      'src/set.ts': [
        "import { Container } from './container';",
        'export class TreeSet<T> extends Container<T> {}',
        'export namespace TreeSet {',
        '  export class Iterator<T> implements Readonly<Container.Iterator<T>> {',
        '    next(): Iterator<T> { return this; }',
        '    equals(other: Iterator<T>): boolean { return other === this; }',
        '    source(): Container<T> { return new TreeSet<T>(); }',
        '  }',
        '}',
      ].join('\n'),
      'src/algorithm.ts': [
        "import { Container } from './container';",
        'export function distance<T, It extends Container.Iterator<T>>(first: It, last: It) {',
        '  let count = 0;',
        '  for (let it = first; !it.equals(last); it = it.next() as It) ++count;',
        '  return count;',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/set.ts#Iterator.equals')).toEqual([
      'src/algorithm.ts#distance@2 possible dispatch',
    ]);
    expect(callersOf('src/set.ts#Iterator.next')).toEqual([
      'src/algorithm.ts#distance@2 possible dispatch',
    ]);
  });

  it('of a class named like the type it implements is not its namesakes', async () => {
    const callersOf = await callersIn({
      'src/list.ts': LIST,
      'src/forward-list.ts': FORWARD_LIST,
      'src/container.ts': [
        'export namespace SetContainer {',
        '  export interface Iterator<T> { value(): T | undefined; }',
        '}',
      ].join('\n'),
      'src/set-list.ts': [
        "import { ListIterator } from './list';",
        "import { SetContainer } from './container';",
        'export class SetList<T> {}',
        'export namespace SetList {',
        '  export class Iterator<T> extends ListIterator<T> implements SetContainer.Iterator<T> {',
        '    value(): T | undefined { return undefined; }',
        '  }',
        '}',
      ].join('\n'),
      'src/tree.ts': [
        "import { SetList } from './set-list';",
        'export function after<T>(node: { value: SetList.Iterator<T> }) {',
        '  return node.value.next();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/list.ts#ListIterator.next')).toEqual(['src/tree.ts#after@2 likely type']);
    expect(callersOf('src/forward-list.ts#Iterator.next')).toEqual([]);
  });
});
