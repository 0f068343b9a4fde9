// Generated clients (OpenAPI's) keep their models behind one barrel (`models.ts`, an `export *` of
// every model) and have each model import what it shares from that barrel again
// (`import { MessageBase } from './models.js'`). Looking a name up through such a barrel once took
// time exponential in the depth of the walk: 383 files of a messaging SDK took 42 s to build.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const MODELS = 24;
const modelName = (index: number): string => `model${String(index).padStart(2, '0')}`;

/** A barrel of models that each import the shared helper from the barrel, declared last. */
function generatedModels(): Record<string, string> {
  const files: Record<string, string> = {};
  const names = Array.from({ length: MODELS }, (_, index) => modelName(index));
  for (const name of names)
    files[`src/model/${name}.ts`] = [
      "import { shared, Missing } from './models.js';",
      `export function ${name}(value: Missing) { return shared(value); }`,
    ].join('\n');
  files['src/model/zz-shared.ts'] = 'export function shared(value: unknown) { return value; }';
  files['src/model/models.ts'] = [...names, 'zz-shared']
    .map((name) => `export * from './${name}.js';`)
    .join('\n');
  files['src/client.ts'] = [
    "import { model07, shared } from './model/models.js';",
    'export function send() { return shared(model07(1)); }',
  ].join('\n');
  return files;
}

describe('barrels of generated models that import from themselves', () => {
  it(
    'builds in a moment and links every call through the barrel',
    async () => {
      const callersOf = await callersIn(generatedModels());
      expect(callersOf('src/model/zz-shared.ts#shared')).toEqual(
        [
          'src/client.ts#send@2 certain import',
          ...Array.from(
            { length: MODELS },
            (_, index) => `src/model/${modelName(index)}.ts#${modelName(index)}@2 certain import`,
          ),
        ].sort(),
      );
      expect(callersOf('src/model/model07.ts#model07')).toEqual([
        'src/client.ts#send@2 certain import',
      ]);
    },
    // A second or two now; before, the build of these 27 files took over half a minute.
    20_000,
  );
});
