// A variable holding what a method of `this` returns (`const light = this.createLight()`), or what
// a chain of calls returns (`const light = this.createLight().setName(name)`): the last callee's
// written return type is its type.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const LIGHTS = {
  'src/light.ts': [
    'export class Light {',
    '  setName(name: string): this { return this; }',
    '  setColor(color: number): this { return this; }',
    '  getColor(): number { return 0; }',
    '}',
    'export class Camera { setColor(color: number) { return color; } getColor() { return 1; } }',
  ].join('\n'),
  'src/lights.ts': [
    "import { Light } from './light.js';",
    'export class Lights {',
    '  createLight(): Light { return new Light(); }',
    '  read(color: number) {',
    '    const light = this.createLight();',
    '    light.setColor(color);',
    '  }',
    '  write() {',
    "    const named = this.createLight().setName('key');",
    '    return named.getColor();',
    '  }',
    '}',
  ].join('\n'),
};

describe('a variable holding what a method call returns', () => {
  it("is typed by `this`'s method's written return type", async () => {
    const callersOf = await callersIn(LIGHTS);
    expect(callersOf('src/light.ts#Light.setColor')).toEqual([
      'src/lights.ts#Lights.read@4 likely type',
    ]);
    expect(callersOf('src/light.ts#Camera.setColor')).toEqual([]);
  });

  it('is typed through a chain of calls by the last one', async () => {
    const callersOf = await callersIn(LIGHTS);
    expect(callersOf('src/light.ts#Light.getColor')).toEqual([
      'src/lights.ts#Lights.write@8 likely type',
    ]);
    expect(callersOf('src/light.ts#Camera.getColor')).toEqual([]);
  });
});

describe('a name destructured from a field', () => {
  it("is typed by the field's declared type (`const { model } = this.context`)", async () => {
    const callersOf = await callersIn({
      'src/data.ts': [
        'export class DataController { getData() { return []; } }',
        'export class Plot { getData() { return 0; } }',
        'export interface RuntimeContext { model: DataController; plot?: Plot }',
      ].join('\n'),
      'src/behavior.ts': [
        "import type { RuntimeContext } from './data.js';",
        'export class Behavior {',
        '  constructor(protected context: RuntimeContext) {}',
        '  nodes() {',
        '    const { model } = this.context;',
        '    return model.getData();',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/data.ts#DataController.getData')).toEqual([
      'src/behavior.ts#Behavior.nodes@4 likely type',
    ]);
    expect(callersOf('src/data.ts#Plot.getData')).toEqual([]);
  });
});

describe('a variable holding an asserted value', () => {
  it('is typed by the asserted type (`const light = property as Light`)', async () => {
    const callersOf = await callersIn({
      ...LIGHTS,
      'src/write.ts': [
        "import type { Light } from './light.js';",
        'export function write(properties: Set<unknown>) {',
        '  for (const property of properties) {',
        '    const light = property as Light;',
        '    const same = property as const;',
        '    light.getColor();',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/light.ts#Light.getColor')).toEqual([
      'src/lights.ts#Lights.write@8 likely type',
      'src/write.ts#write@2 likely type',
    ]);
    expect(callersOf('src/light.ts#Camera.getColor')).toEqual([]);
  });
});

describe("a variable holding a getter's call with a type argument", () => {
  const FILES = {
    ...LIGHTS,
    'src/material.ts': [
      "import type { Light } from './light.js';",
      'export class Registry { getLight(): Camera { return new Camera(); } }',
      "import { Camera } from './light.js';",
      'export function prewrite(materials: Material[], registry: Registry) {',
      '  materials.forEach((material) => {',
      "    const light = material.getExtension<Light>('KHR_lights');",
      '    if (light) light.getColor();',
      '    const written = registry.getLight<Light>();',
      '    written.getColor();',
      "    const built = material.build<Light>('x');",
      '    built.setColor(1);',
      '  });',
      '}',
    ].join('\n'),
  };

  it('is typed by the type argument when the repository declares no such getter', async () => {
    const callersOf = await callersIn(FILES);
    expect(callersOf('src/light.ts#Light.getColor')).toEqual([
      'src/lights.ts#Lights.write@8 likely type',
      'src/material.ts#prewrite@4 likely type',
    ]);
    // A getter the repository declares returns what it writes; a call that gets nothing, its own.
    expect(callersOf('src/light.ts#Camera.getColor')).toEqual([
      'src/material.ts#prewrite@4 likely type',
    ]);
    expect(callersOf('src/light.ts#Light.setColor')).toEqual([
      'src/lights.ts#Lights.read@4 likely type',
    ]);
  });
});

describe('a variable holding a call of a field of function type', () => {
  it('is not typed as a method call (`const ast = this.f()`, `readonly f: () => AST`)', async () => {
    const callersOf = await callersIn({
      'src/ast.ts': [
        'export class Literal { toJSON(): object { return {}; } }',
        'export function suspended(ast: Literal) {',
        '  return class Suspend {',
        '    constructor(readonly f: () => Literal) {}',
        '    toJSON(): object {',
        '      const ast = this.f();',
        '      return { ast: ast.toJSON() };',
        '    }',
        '  };',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/ast.ts#Literal.toJSON')).toHaveLength(1);
  });

  it("is typed by a generic function type's one argument (`getRepo: Getter<Repo>`)", async () => {
    const callersOf = await callersIn({
      'src/repository.ts': [
        'export interface CrudRepository { find(): Promise<object[]>; }',
        'export class DefaultRepository implements CrudRepository {',
        '  async find() { return []; }',
        '}',
        'export class Cache { find() { return []; } }',
      ].join('\n'),
      'src/relation.ts': [
        "import type { Getter } from '@loopback/core';",
        "import type { CrudRepository } from './repository.js';",
        'export class HasMany<Target extends CrudRepository> {',
        '  constructor(public getTargetRepository: Getter<Target>) {}',
        '  async find() {',
        '    const targetRepository = await this.getTargetRepository();',
        '    return targetRepository.find();',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/repository.ts#DefaultRepository.find')).toEqual([
      'src/relation.ts#HasMany.find@5 possible dispatch',
    ]);
    expect(callersOf('src/repository.ts#Cache.find')).toEqual([]);
  });
});

describe('a receiver typed by an assertion', () => {
  const FILES = {
    ...LIGHTS,
    'src/write.ts': [
      "import type { Primitive, Property } from '@gltf-transform/core';",
      "import type { Light } from './light.js';",
      'export function write(prim: Primitive, prop: Property) {',
      "  const light = prim.getExtension<Light>('KHR_lights');",
      '  light.setName(1);',
      '  for (const color of (prop as Light).getColor()) color;',
      '}',
      "import type { Lamp } from './primitive.js';",
      'export function lit(lamp: Lamp) {',
      "  const held = lamp.getLight('key')!;",
      '  return held.getColor();',
      '}',
      "export function other(prop: Property, camera: import('./light.js').Camera) {",
      '  (prop as unknown as Light).setColor(2);',
      '  (prop as any).setColor(3);',
      '  const found = camera!.getColor()!;',
      '}',
    ].join('\n'),
    'src/primitive.ts': [
      "import type { Light } from './light.js';",
      'export class Lamp { getLight(key: string): Light | null { return null; } }',
    ].join('\n'),
  };

  it("reaches the asserted type's methods, through a library's getter and `!` too", async () => {
    const callersOf = await callersIn(FILES);
    // A getter given a type argument returns it, on a value typed by a library's type.
    expect(callersOf('src/light.ts#Light.setName')).toEqual([
      'src/lights.ts#Lights.write@8 likely type',
      'src/write.ts#write@3 likely type',
    ]);
    // `(prop as Light).getColor()`, `(prop as unknown as Light).setColor(2)`; `as any` says nothing.
    // `const held = lamp.getLight('key')!`: what the getter returns, not null.
    expect(callersOf('src/light.ts#Light.getColor')).toEqual([
      'src/lights.ts#Lights.write@8 likely type',
      'src/write.ts#lit@9 likely type',
      'src/write.ts#write@3 likely type',
    ]);
    expect(callersOf('src/light.ts#Light.setColor')).toEqual([
      'src/lights.ts#Lights.read@4 likely type',
      'src/write.ts#other@13 likely type',
    ]);
    expect(callersOf('src/light.ts#Camera.setColor')).toEqual([]);
  });
});
