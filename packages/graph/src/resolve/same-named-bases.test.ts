// Classes of one name in several folders (each locale's `AbstractParserWithLeftBoundaryChecking`):
// a template method's `this.innerPatternString()` reaches the overrides of the subclasses that
// extend its own class — as their files import it —, not those of another folder's namesake.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const base = (locale: string): string =>
  [
    'export abstract class AbstractParser {',
    '  abstract innerPatternString(): string;',
    `  innerPattern(): RegExp { return new RegExp(this.innerPatternString() + '${locale}'); }`,
    '}',
  ].join('\n');
const parser = (name: string): string =>
  [
    "import { AbstractParser } from './base.js';",
    `export default class ${name} extends AbstractParser {`,
    "  innerPatternString(): string { return 'x'; }",
    '}',
  ].join('\n');

describe('same-named base classes of other files', () => {
  it('are not the base of each other’s subclasses', async () => {
    const callersOf = await callersIn({
      'src/ar/base.ts': base('ar'),
      'src/ar/month.ts': parser('ARMonthParser'),
      'src/ru/base.ts': base('ru'),
      'src/ru/month.ts': parser('RUMonthParser'),
      'src/ru/ago.ts': parser('RUAgoParser'),
    });
    expect(callersOf('src/ar/month.ts#ARMonthParser.innerPatternString')).toEqual([
      'src/ar/base.ts#AbstractParser.innerPattern@3 likely this',
    ]);
    expect(callersOf('src/ru/month.ts#RUMonthParser.innerPatternString')).toEqual([
      'src/ru/base.ts#AbstractParser.innerPattern@3 likely this',
    ]);
    expect(callersOf('src/ru/ago.ts#RUAgoParser.innerPatternString')).toEqual([
      'src/ru/base.ts#AbstractParser.innerPattern@3 likely this',
    ]);
  });
  it('are climbed as their files import them', async () => {
    const callersOf = await callersIn({
      'src/object/object.ts': [
        'export class FabricObject {',
        '  paintInOrder() { return 1; }',
        '}',
      ].join('\n'),
      'src/object/interactive.ts': [
        "import { FabricObject } from './object.js';",
        'export class InteractiveFabricObject extends FabricObject {}',
      ].join('\n'),
      'src/object/fabric-object.ts': [
        "import { InteractiveFabricObject } from './interactive.js';",
        'export class FabricObject extends InteractiveFabricObject {}',
      ].join('\n'),
      'src/circle.ts': [
        "import { FabricObject } from './object/fabric-object.js';",
        'export class Circle extends FabricObject {',
        '  render() { return this.paintInOrder(); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/object/object.ts#FabricObject.paintInOrder')).toEqual([
      'src/circle.ts#Circle.render@3 certain this',
    ]);
  });
});
