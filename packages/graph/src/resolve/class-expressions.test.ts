// A class expression held by a name (`const Named = class extends Base {…}`), or constructed in
// place (`export const primaryKey = new class extends Base {…}('primaryKey')`), is a class: its
// methods have it as their container, `this` and `super` inside reach what it inherits, and the
// constant constructed in place is an instance of it wherever it is imported.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('class expressions held by a name', () => {
  it('are classes: calls reach their methods and what they inherit', async () => {
    const callersOf = await callersIn({
      'src/annotations.ts': [
        'export class AnnotationDefinition<T> {',
        '  constructor(public readonly id: string) {}',
        '  getFirst(type: string): T | undefined { return undefined; }',
        '  register(type: string) {}',
        '  getPropertyName(name: string) { return name; }',
        '}',
        'export const primaryKeyAnnotation = new (class extends AnnotationDefinition<true> {',
        '  isPrimaryKey(type: string): boolean { return this.getFirst(type) === true; }',
        "})('primaryKey');",
        'export const Naming = class extends AnnotationDefinition<string> {',
        '  getPropertyName(name: string) { return super.getPropertyName(name).toLowerCase(); }',
        '};',
        'export class Unrelated { isPrimaryKey() {} getFirst() {} register() {} }',
      ].join('\n'),
      'src/property.ts': [
        "import { Naming, primaryKeyAnnotation } from './annotations.js';",
        'export function isPrimaryKey(type: string) {',
        '  primaryKeyAnnotation.register(type);',
        '  return primaryKeyAnnotation.isPrimaryKey(type);',
        '}',
        'export function nameOf(name: string) { return new Naming("naming").getPropertyName(name); }',
      ].join('\n'),
    });
    expect(callersOf('src/annotations.ts#primaryKeyAnnotation.isPrimaryKey')).toEqual([
      'src/property.ts#isPrimaryKey@2 likely import',
    ]);
    expect(callersOf('src/annotations.ts#AnnotationDefinition.getFirst')).toEqual([
      'src/annotations.ts#primaryKeyAnnotation.isPrimaryKey@8 certain this',
    ]);
    expect(callersOf('src/annotations.ts#AnnotationDefinition.register')).toEqual([
      'src/property.ts#isPrimaryKey@2 likely type',
    ]);
    expect(callersOf('src/annotations.ts#AnnotationDefinition.getPropertyName')).toEqual([
      'src/annotations.ts#Naming.getPropertyName@11 certain this',
    ]);
    expect(callersOf('src/annotations.ts#Naming.getPropertyName')).toEqual([
      'src/property.ts#nameOf@6 likely import',
    ]);
    for (const name of ['isPrimaryKey', 'getFirst', 'register'])
      expect(callersOf(`src/annotations.ts#Unrelated.${name}`)).toEqual([]);
  });
});
