// A call through JavaScript's `AsyncIterator<T>` (or `Iterator<T>`) reaches the repository's classes
// implementing an interface extending it (`implements AsyncIterableIterator<T>`), as the compiler's
// call hierarchy counts them.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe("calls through JavaScript's iterator interfaces", () => {
  it('reach the classes implementing the iterable iterators that extend them', async () => {
    const callersOf = await callersIn({
      'src/sink.ts': [
        'export class AsyncSink<T> implements AsyncIterableIterator<T> {',
        '  [Symbol.asyncIterator]() { return this; }',
        '  async next(): Promise<IteratorResult<T>> { return { done: true, value: undefined }; }',
        '}',
        'export class Cursor<T> implements IterableIterator<T> {',
        '  [Symbol.iterator]() { return this; }',
        '  next(): IteratorResult<T> { return { done: true, value: undefined }; }',
        '}',
      ].join('\n'),
      'src/max.ts': [
        'export async function max(it: AsyncIterator<number>) {',
        '  const next = await it.next();',
        '  return next.value;',
        '}',
        'export function first(it: Iterator<number>) {',
        '  return it.next().value;',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/sink.ts#AsyncSink.next')).toEqual(['src/max.ts#max@1 possible dispatch']);
    expect(callersOf('src/sink.ts#Cursor.next')).toEqual(['src/max.ts#first@5 possible dispatch']);
  });
});
