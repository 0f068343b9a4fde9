// An alias of an object type wrapped in `Partial`, `Readonly` or `Required` (`type Config =
// Readonly<ConfigType>`, `type ConfigType = Partial<{ tags: Record<string, Schema> }>`) has the
// object type's fields: `config.tags[name].transform()` reaches the objects declared as a Schema.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const TYPES = [
  'export type Schema = { transform?(node: string): string };',
  'export type Fn = { transform?(value: number): number };',
  'export type ConfigType = Partial<{',
  '  tags: Record<string, Schema>;',
  '  functions: Record<string, Fn>;',
  '}>;',
  'export type Config = Readonly<ConfigType>;',
  'export type Strict = Required<Readonly<{ tags: Record<string, Schema> }>>;',
].join('\n');

const OBJECTS = [
  "import type { Fn, Schema } from './types.js';",
  'export const heading: Schema = { transform(node) { return node; } };',
  'export const and: Fn = { transform(value) { return value; } };',
].join('\n');

describe('aliases of object types with modified properties', () => {
  it("type a value's fields as the object type's", async () => {
    const callersOf = await callersIn({
      'src/types.ts': TYPES,
      'src/objects.ts': OBJECTS,
      'src/use.ts': [
        "import type { Config, Strict } from './types.js';",
        'export function render(config: Config, name: string) {',
        '  const schema = config.tags?.[name];',
        "  return schema?.transform?.('text');",
        '}',
        'export function resolve(config: Config = {}) {',
        "  return config?.functions?.['and']?.transform?.(1);",
        '}',
        'export function strict({ tags }: Strict) {',
        "  return tags['h1'].transform?.('text');",
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/objects.ts#transform@2')).toEqual([
      'src/use.ts#render@2 possible dispatch',
      'src/use.ts#strict@9 possible dispatch',
    ]);
    expect(callersOf('src/objects.ts#transform@3')).toEqual([
      'src/use.ts#resolve@6 possible dispatch',
    ]);
  });
});
