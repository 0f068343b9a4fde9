// A module-level value gotten from a library's registry by its type argument
// (`export default TurboModuleRegistry.getEnforcing<Spec>('Maps')`, how React Native reads a
// native module's spec) is a value of that type in the files importing it.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const SPECS = [
  'export interface Spec {',
  '  getFrames(tag: number): Promise<unknown>;',
  '}',
  'export interface Source {',
  '  getFrames(tag: number): Promise<unknown>;',
  '}',
  'export class WebMaps implements Spec {',
  '  async getFrames(tag: number) {',
  '    return tag;',
  '  }',
  '}',
  'export class Recorder implements Source {',
  '  async getFrames(tag: number) {',
  '    return tag;',
  '  }',
  '}',
].join('\n');

const CALLER = (imported: string): string =>
  [
    `import ${imported} from './native';`,
    'export function frames(tag: number) {',
    '  return Native.getFrames(tag);',
    '}',
  ].join('\n');

describe('a module-level value gotten by a type argument', () => {
  it.each([
    [
      'the default export',
      "export default TurboModuleRegistry.getEnforcing<Spec>('Maps');",
      'Native',
    ],
    [
      'a named export',
      "export const Native = TurboModuleRegistry.getEnforcing<Spec>('Maps');",
      '{ Native }',
    ],
  ])('types %s in an importing file', async (_, exported, imported) => {
    const callers = await callersIn({
      'src/specs.ts': SPECS,
      'src/native.ts': [
        "import { TurboModuleRegistry } from 'react-native';",
        "import type { Spec } from './specs';",
        exported,
      ].join('\n'),
      'src/frames.ts': CALLER(imported),
    });
    expect(callers('src/specs.ts#WebMaps.getFrames@8')).toEqual([
      'src/frames.ts#frames@2 possible dispatch',
    ]);
    // A class of another interface promising the name is no value of the spec.
    expect(callers('src/specs.ts#Recorder.getFrames@13')).toEqual([]);
  });
});
