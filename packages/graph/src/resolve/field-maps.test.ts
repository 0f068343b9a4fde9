// An interface of fields only, used as a map from keys to classes (`interface EffectMap { radius:
// typeof RadiusEffect; border: typeof BorderEffect }`): what a read by a key that is not written
// (`effectConstructors[effect.type]!`) gives may be any of its fields.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const EFFECTS = [
  'export class RadiusEffect { static getEffectKey(): string { return "radius"; } }',
  'export class BorderEffect { static getEffectKey(): string { return "border"; } }',
  'export class Unlisted { static getEffectKey(): string { return "unlisted"; } }',
  'export interface EffectMap { radius: typeof RadiusEffect; border: typeof BorderEffect }',
].join('\n');

describe('a map interface read by a key that is not written', () => {
  it('gives any of its fields, from a parameter, a field or a variable, asserted non-null', async () => {
    const callersOf = await callersIn({
      'src/effects.ts': EFFECTS,
      'src/shader.ts': [
        "import type { EffectMap } from './effects';",
        'export function cacheKey(constructors: Partial<EffectMap>, type: keyof EffectMap) {',
        '  const baseClass = constructors[type]!;',
        '  return baseClass.getEffectKey();',
        '}',
        'export class ShaderManager {',
        '  constructor(private readonly effects: EffectMap) {}',
        '  load(type: keyof EffectMap) {',
        '    return this.effects[type].getEffectKey();',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/effects.ts#RadiusEffect.getEffectKey')).toEqual([
      'src/shader.ts#ShaderManager.load@8 likely type',
      'src/shader.ts#cacheKey@2 likely type',
    ]);
    expect(callersOf('src/effects.ts#BorderEffect.getEffectKey')).toEqual([
      'src/shader.ts#ShaderManager.load@8 likely type',
      'src/shader.ts#cacheKey@2 likely type',
    ]);
    expect(callersOf('src/effects.ts#Unlisted.getEffectKey')).toEqual([]);
  });

  it('named `base` in TypeScript is a variable, not the instance as in C#', async () => {
    const callersOf = await callersIn({
      'src/effects.ts': EFFECTS,
      'src/shader.ts': [
        "import type { EffectMap } from './effects';",
        'export class Shader {',
        '  getEffectKey() { return "shader"; }',
        '  key(constructors: EffectMap, type: keyof EffectMap) {',
        '    const base = constructors[type];',
        '    return base.getEffectKey();',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/effects.ts#RadiusEffect.getEffectKey')).toEqual([
      'src/shader.ts#Shader.key@4 likely type',
    ]);
    expect(callersOf('src/shader.ts#Shader.getEffectKey')).toEqual([]);
  });
});
