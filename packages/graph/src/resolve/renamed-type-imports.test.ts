// A type imported under another name (`import { TransformManager as Transform } from
// './transform'`) is the class declared there: `this.transform.setMatrix()` through a field written
// `transform: Transform` calls TransformManager's method, and a same-named class elsewhere is not
// reached. A file declaring the imported name itself (`import { Options as BaseOptions }`, then
// `interface Options extends BaseOptions`) keeps its own.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('types imported under another name', () => {
  it('are the declared classes and interfaces', async () => {
    const callersOf = await callersIn({
      'src/transform.ts': [
        'export class TransformManager { setMatrix(matrix: number) { return matrix; } }',
        'export interface Shape { area(): number }',
      ].join('\n'),
      'src/other/transform.ts':
        'export class TransformManager { setMatrix(matrix: number) { return matrix + 1; } }',
      'src/square.ts': [
        "import type { Shape as Figure } from './transform.js';",
        'export class Square implements Figure { area() { return 1; } }',
      ].join('\n'),
      'src/graph.ts': [
        "import { TransformManager as Transform, type Shape as Figure } from './transform.js';",
        'export class Graph {',
        '  readonly transform: Transform;',
        '  constructor() { this.transform = new Transform(); }',
        '  matrix(matrix: number) { this.transform.setMatrix(matrix); }',
        '  measure(figure: Figure) { return figure.area(); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/transform.ts#TransformManager.setMatrix')).toEqual([
      'src/graph.ts#Graph.matrix@5 likely type',
    ]);
    expect(callersOf('src/other/transform.ts#TransformManager.setMatrix')).toEqual([]);
    expect(callersOf('src/square.ts#Square.area')).toEqual([
      'src/graph.ts#Graph.measure@6 possible dispatch',
    ]);
  });

  it('do not bind the declared name as a value', async () => {
    const callersOf = await callersIn({
      'src/parse.ts': 'export function parseAttributes(text: string) { return text; }',
      'src/spec.ts': [
        "import { parseAttributes as defaultParseAttributes } from './parse.js';",
        'export function spec(options: { parseAttributes?: (text: string) => string }) {',
        '  const { parseAttributes = defaultParseAttributes } = options;',
        '  return {',
        '    tokenize(text: string) { return parseAttributes(text); },',
        '  };',
        '}',
      ].join('\n'),
    });
    // Named as the default value, not called by `tokenize`, which calls the option.
    expect(callersOf('src/parse.ts#parseAttributes')).toEqual([
      'src/spec.ts#spec@2 certain import',
    ]);
  });

  it('leave a name the file declares itself as its own', async () => {
    const callersOf = await callersIn({
      'src/base.ts': 'export interface Options { base(): void }',
      'src/options.ts': [
        "import type { Options as BaseOptions } from './base.js';",
        'export interface Options extends BaseOptions { own(): void }',
        'export function run(options: Options) { options.own(); options.base(); }',
        'export const plain: Options = { own() {}, base() {} };',
      ].join('\n'),
    });
    expect(callersOf('src/options.ts#own@4')).toEqual(['src/options.ts#run@3 possible dispatch']);
    expect(callersOf('src/options.ts#base@4')).toEqual(['src/options.ts#run@3 possible dispatch']);
  });
  it('are renamed whatever the file says of the declared name in comments and nested scopes', async () => {
    const callersOf = await callersIn({
      'src/transform.ts': [
        'export class TransformManager { setMatrix(matrix: number) { return matrix; } }',
        'export interface Options { base(): void }',
      ].join('\n'),
      'src/other/transform.ts':
        'export class TransformManager { setMatrix(matrix: number) { return matrix + 1; } }',
      'src/graph.ts': [
        "import { TransformManager as Transform, type Options as BaseOptions } from './transform.js';",
        '/** Moves shapes: the class TransformManager does the work. */',
        'export class Graph {',
        '  readonly transform: Transform = new Transform();',
        '  matrix(matrix: number) { this.transform.setMatrix(matrix); }',
        '}',
        'export function configure(options: BaseOptions) {',
        '  const Options = { strict: true };',
        '  options.base();',
        '  return Options;',
        '}',
      ].join('\n'),
      'src/plain.ts': 'export const plain = { base() {} };',
    });
    expect(callersOf('src/transform.ts#TransformManager.setMatrix')).toEqual([
      'src/graph.ts#Graph.matrix@5 likely type',
    ]);
    expect(callersOf('src/other/transform.ts#TransformManager.setMatrix')).toEqual([]);
    expect(callersOf('src/plain.ts#base@1')).toEqual([]);
  });
});
