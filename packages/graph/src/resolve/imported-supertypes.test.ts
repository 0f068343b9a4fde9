// A class extending a class imported under another name (`import AjvCore from './core.js'`):
// its `this.` and `super.` calls reach the class declared there, and that class's `this.` calls
// reach its overrides.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const CORE = [
  'export default class Ajv {',
  '  constructor() { this.addVocabularies(); }',
  '  addKeyword(keyword: string) { return keyword; }',
  '  addVocabularies() { return 0; }',
  '}',
].join('\n');

describe('a superclass imported under another name', () => {
  it('is the class declared there, for this., super. and overrides', async () => {
    const callersOf = await callersIn({
      'src/core.ts': CORE,
      'src/2019.ts': [
        "import AjvCore from './core.js';",
        'export class Ajv2019 extends AjvCore {',
        '  addVocabularies() {',
        '    super.addVocabularies();',
        '    this.addKeyword("discriminator");',
        '    return 1;',
        '  }',
        '}',
      ].join('\n'),
      'src/ajv.ts': [
        "import AjvCore from './core.js';",
        'export class Ajv extends AjvCore {',
        '  addVocabularies() { return super.addVocabularies(); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/core.ts#Ajv.addKeyword')).toEqual([
      'src/2019.ts#Ajv2019.addVocabularies@3 certain this',
    ]);
    expect(callersOf('src/core.ts#Ajv.addVocabularies')).toEqual([
      'src/2019.ts#Ajv2019.addVocabularies@3 certain this',
      'src/ajv.ts#Ajv.addVocabularies@3 certain this',
      'src/core.ts#Ajv.constructor@2 certain this',
    ]);
    // The superclass's template call reaches every subclass's override.
    expect(callersOf('src/2019.ts#Ajv2019.addVocabularies')).toEqual([
      'src/core.ts#Ajv.constructor@2 likely this',
    ]);
    expect(callersOf('src/ajv.ts#Ajv.addVocabularies')).toEqual([
      'src/core.ts#Ajv.constructor@2 likely this',
    ]);
  });
});
