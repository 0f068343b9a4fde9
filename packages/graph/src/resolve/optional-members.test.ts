// An interface adding only optional members to the one it extends (fluid's merge tree:
// `ISegmentPrivate extends ISegment { segmentGroups?: …; propertyManager?: … }`): a class
// implementing the base is one, as TypeScript checks types by their members; a call through it
// reaches that class's method. One adding a required member is not (`LocalReferencePosition
// extends ReferencePosition` adds `callbacks`: a `Marker` implementing the base is none).
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const FILES = {
  'src/segment.ts': [
    'export interface ISegment {',
    '  append(other: ISegment): void;',
    '}',
    'export interface ISegmentPrivate extends ISegment {',
    '  segmentGroups?: number[];',
    '  toPrivate?(): ISegmentPrivate;',
    '}',
    'export abstract class BaseSegment implements ISegment {',
    '  append(other: ISegment): void {}',
    '}',
    'export class TextSegment extends BaseSegment {',
    '  append(other: ISegment): void {}',
    '}',
  ].join('\n'),
  'src/reference.ts': [
    'export interface ReferencePosition {',
    '  getSegment(): unknown;',
    '}',
    'export interface LocalReferencePosition extends ReferencePosition {',
    '  callbacks: number[];',
    '}',
    'export class Marker implements ReferencePosition {',
    '  getSegment(): unknown { return this; }',
    '}',
    'export class LocalReference implements LocalReferencePosition {',
    '  callbacks: number[] = [];',
    '  getSegment(): unknown { return undefined; }',
    '}',
  ].join('\n'),
  'src/snapshot.ts': [
    "import type { ISegmentPrivate } from './segment';",
    "import type { LocalReferencePosition } from './reference';",
    'export function merge(prev: ISegmentPrivate, segment: ISegmentPrivate) {',
    '  prev.append(segment);',
    '}',
    'export function segmentOf(ref: LocalReferencePosition) {',
    '  return ref.getSegment();',
    '}',
  ].join('\n'),
};

describe('an interface adding only optional members to the one it extends', () => {
  it("is implemented by the base's classes; one adding a required member is not", async () => {
    const callersOf = await callersIn(FILES);
    expect(callersOf('src/segment.ts#BaseSegment.append')).toEqual([
      'src/snapshot.ts#merge@3 possible dispatch',
    ]);
    expect(callersOf('src/segment.ts#TextSegment.append')).toEqual([
      'src/snapshot.ts#merge@3 possible dispatch',
    ]);
    expect(callersOf('src/reference.ts#Marker.getSegment')).toEqual([]);
    expect(callersOf('src/reference.ts#LocalReference.getSegment')).toEqual([
      'src/snapshot.ts#segmentOf@6 possible dispatch',
    ]);
  });
});
