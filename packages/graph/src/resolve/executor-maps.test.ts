// Objects of executors looked up by key: a literal's values under a record or mapped type
// (`const EXECUTORS: ExecutorMap = { Add: { run(node) {…} } }` with `type ExecutorMap = { [K in
// Node['type']]: Executor<K> }`) implement what it holds, and an element read from such a record,
// an alias of index signatures, or a record of records (`namespaces[ns]?.[name]`) is one of them.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('objects of executors looked up by key', () => {
  it('reach the executors a mapped type, an index signature or a record of records holds', async () => {
    const callersOf = await callersIn({
      'src/types.ts': [
        'export type Executor<N = unknown> = { run(node: N): number };',
        'export type Node = { type: "add" } | { type: "neg" };',
      ].join('\n'),
      'src/functions.ts': [
        "import type { Executor } from './types';",
        'export type Table = { [name: string]: Executor<string> };',
        'export type FunctionSet = Record<string, Executor<string[]> | undefined>;',
        'export type NamespaceSet = Record<string, FunctionSet | undefined>;',
        'export const table: Table = {};',
        "table['upper'] = { run(text) { return text.length; } };",
        'const global: FunctionSet = {};',
        "global['count'] = { run(args) { return args.length; } };",
        'export const namespaces: NamespaceSet = { global };',
      ].join('\n'),
      'src/evaluate.ts': [
        "import type { Executor, Node } from './types';",
        "import { namespaces, table } from './functions';",
        'type ExecutorMap = { [K in Node["type"]]: Executor<K> };',
        'const EXECUTORS: ExecutorMap = {',
        '  add: { run(node) { return 1; } },',
        '  neg: { run(node) { return -1; } },',
        '};',
        'export function evaluate(node: Node) {',
        '  const exec = EXECUTORS[node.type];',
        '  return exec.run(node.type);',
        '}',
        'export function format(name: string) {',
        '  const formatter = table[name];',
        "  return formatter.run('x');",
        '}',
        'export function call(namespace: string, name: string) {',
        '  const func = namespaces[namespace]?.[name];',
        '  return func ? func.run([]) : 0;',
        '}',
      ].join('\n'),
    });
    const callers = (id: string): string[] =>
      callersOf(id).filter((caller) => !caller.startsWith('file:'));
    // Every executor is reached through the type they all implement, at each of the three reads.
    for (const executor of [
      'src/evaluate.ts#run@5',
      'src/evaluate.ts#run@6',
      'src/functions.ts#run@6',
      'src/functions.ts#run@8',
    ])
      expect(callers(executor)).toEqual([
        'src/evaluate.ts#call@16 possible dispatch',
        'src/evaluate.ts#evaluate@8 possible dispatch',
        'src/evaluate.ts#format@12 possible dispatch',
      ]);
  });

  it('leave a mapped type over the keys of another type an object of its members', async () => {
    const callersOf = await callersIn({
      'src/mapper.ts': [
        'export interface Mapper { statement(sql: string): string }',
        'export class AstMapper implements Mapper { statement(sql: string) { return sql; } }',
        'export type ToSql = { readonly [K in keyof Mapper]-?: (sql: string) => string };',
        'export type Anything = { [key: PropertyKey]: AstMapper };',
        'export function check(m: Mapper | ToSql, any: Anything) {',
        "  return m.statement('a') + any.statement('b');",
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/mapper.ts#AstMapper.statement')).toEqual([
      'src/mapper.ts#check@5 possible dispatch',
    ]);
  });
});
