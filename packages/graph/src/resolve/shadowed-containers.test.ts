// A class of the repository named as one of JavaScript's containers (`export class Map`): where a
// module imports or declares it, a value written with that name is of the class.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const MAP = [
  'export class Map {',
  '  getZoom() { return 1; }',
  '  get(key: string) { return key; }',
  '  clone(): Map { return new Map(); }',
  '}',
].join('\n');

describe('a class named as a JavaScript container', () => {
  it('types the values of the modules importing it', async () => {
    const callersOf = await callersIn({
      'src/ui/map.ts': MAP,
      'src/ui/hash.ts': [
        "import type { Map } from './map';",
        'export class Hash {',
        '  _map: Map;',
        '  constructor(map: Map) { this._map = map; }',
        '  zoom() { return this._map.getZoom(); }',
        '  copy(map: Map) { return map.clone().get("a"); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/ui/map.ts#Map.getZoom')).toEqual([
      'src/ui/hash.ts#Hash.zoom@5 likely type',
    ]);
    expect(callersOf('src/ui/map.ts#Map.get')).toEqual(['src/ui/hash.ts#Hash.copy@6 likely type']);
  });

  it("leaves JavaScript's container in modules that do not", async () => {
    const callersOf = await callersIn({
      'src/ui/map.ts': MAP,
      'src/cache.ts': [
        'export function lookup(cache: Map<string, number>) {',
        '  return cache.get("a");',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/ui/map.ts#Map.get')).toEqual([]);
  });
});
