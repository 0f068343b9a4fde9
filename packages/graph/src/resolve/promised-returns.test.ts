// A method whose return type is not written returns what the interface it implements promises:
// TypeScript types `this` in an object literal asserted to an interface as that interface, and a
// class's method is checked against the one it implements.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const TYPES = [
  'export type Schema = { transform?(node: string): string };',
  // Many interfaces promise `transform`: a receiver of unknown type says nothing of which.
  'export interface Attribute { transform(value: string): string }',
  'export interface Formatter { transform(text: string): string }',
  'export interface Highlighter { transform(code: string): string }',
  'export interface Config { tags?: Record<string, Schema> }',
  'export interface Transformer {',
  '  findSchema(node: string, config: Config): Schema | undefined;',
  '  node(node: string, config: Config): string;',
  '}',
].join('\n');

const SCHEMAS = [
  "import type { Schema } from './types.js';",
  'export const heading: Schema = {',
  '  transform(node) { return `# ${node}`; },',
  '};',
  'export const plugin = {',
  '  transform(node: string) { return node.trim(); },',
  '};',
].join('\n');

describe('returns an interface promises', () => {
  it('type `this.m()` in an object literal asserted to the interface, `?? {}` kept', async () => {
    const callersOf = await callersIn({
      'src/types.ts': TYPES,
      'src/schemas.ts': SCHEMAS,
      'src/transformer.ts': [
        "import type { Config, Transformer } from './types.js';",
        'export default {',
        '  findSchema(node: string, { tags = {} }: Config = {}) {',
        '    return tags[node];',
        '  },',
        '  node(node: string, config: Config = {}) {',
        '    const schema = this.findSchema(node, config) ?? {};',
        '    return schema.transform ? schema.transform(node) : node;',
        '  },',
        '} as Transformer;',
      ].join('\n'),
    });
    expect(callersOf('src/schemas.ts#transform@3')).toEqual([
      'src/transformer.ts#node@6 possible dispatch',
    ]);
    // An object that is no Schema is not reached.
    expect(callersOf('src/schemas.ts#transform@6')).toEqual([]);
  });

  it("type a call of a class's method through the interface it implements", async () => {
    const callersOf = await callersIn({
      'src/connection.ts': [
        'export class Connection {',
        '  query(sql: string): string[] { return [sql]; }',
        '}',
        'export class Cache {',
        '  query(key: string): string[] { return [key]; }',
        '}',
      ].join('\n'),
      'src/store.ts': [
        "import type { Connection } from './connection.js';",
        'export interface Store { open(): Connection }',
        'export class PoolStore implements Store {',
        '  constructor(private readonly pool: { acquire(): unknown }) {}',
        '  open() { return this.pool.acquire() as Connection; }',
        '}',
      ].join('\n'),
      'src/report.ts': [
        "import type { PoolStore } from './store.js';",
        'export function report(store: PoolStore) {',
        '  const connection = store.open();',
        "  return connection.query('select 1');",
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/connection.ts#Connection.query@2')).toEqual([
      'src/report.ts#report@2 likely type',
    ]);
    expect(callersOf('src/connection.ts#Cache.query@5')).toEqual([]);
  });
});
