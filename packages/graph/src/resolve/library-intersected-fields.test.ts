// A value whose written type joins a library's type with the repository's (`state:
// Cached<BeaconState>`, `type Cached<T> = T & EpochCache`): a field no type of the repository
// declares is the library type's, whose methods are the library's own (`state.fork.toValue()`
// reaches no `toValue` of the repository), as a field of a library's value alone already was. A
// field the repository's part declares keeps its type, and so does a field of a library's generic
// type written with arguments (`type IntervalNode<T> = RBNode<T, Data>`: `node.key` may be a T).
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe("a field of a value joining a library's type with the repository's", () => {
  it("is the library type's when no type of the repository declares it", async () => {
    const callersOf = await callersIn({
      'src/cache.ts': [
        "import type { BeaconState } from '@lodestar/types';",
        'export class EpochCache { epoch(): number { return 0; } }',
        'export interface CacheHolder { epochCtx: EpochCache }',
        'export type Cached<T> = T & CacheHolder;',
        'export type CachedAll = Cached<BeaconState>;',
      ].join('\n'),
      'src/view.ts': [
        "import type { BeaconState } from '@lodestar/types';",
        "import type { Cached, CachedAll } from './cache.js';",
        'export interface View { toValue(): number }',
        'export class StateView implements View {',
        '  constructor(readonly cachedState: CachedAll) {}',
        '  toValue(): number { return this.cachedState.fork.toValue(); }',
        '  epoch(): number { return this.cachedState.epochCtx.epoch(); }',
        '}',
        'export function process(state: Cached<BeaconState>): number {',
        '  return state.fork.toValue() + state.epochCtx.epoch();',
        '}',
        'export function upgrade(state: CachedAll): number {',
        '  return state.latestBlockHeader.toValue();',
        '}',
      ].join('\n'),
      'src/tree.ts': [
        "import type { RBNode } from '@fluidframework/merge-tree';",
        'export interface Overlapping { overlaps(other: Overlapping): boolean }',
        'export class Interval implements Overlapping { overlaps(other: Overlapping) { return true; } }',
        'export type IntervalNode<T extends Overlapping> = RBNode<T, { minmax: T }>;',
        'export class IntervalTree<T extends Overlapping> {',
        '  matchNode(node: IntervalNode<T>, key: T) { return node.key.overlaps(key); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/view.ts#StateView.toValue')).toEqual([]);
    expect(callersOf('src/tree.ts#Interval.overlaps')).toEqual([
      'src/tree.ts#IntervalTree.matchNode@6 possible dispatch',
    ]);
    expect(callersOf('src/cache.ts#EpochCache.epoch')).toEqual([
      'src/view.ts#StateView.epoch@7 likely type',
      'src/view.ts#process@9 likely type',
    ]);
  });
});
