// A variable holding a field of a value whose type is written inline (`state!: { model?: Model;
// tesselator: Tesselator }`), destructured (`const { tesselator } = this.state`) or read (`const
// model = this.state.model!`): it has the type written for that field, not every name of the type.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const FILES = {
  'src/tesselator.ts': [
    'export class PathTesselator { get(name: string) { return name; } update() {} }',
    'export class Other { get(name: string) { return name; } update() {} }',
  ].join('\n'),
  'src/font.ts': [
    'export interface FontRenderer { draw(text: string): void }',
    'export class Atlas { draw(text: string) {} }',
  ].join('\n'),
  'src/path-layer.ts': [
    "import { Layer } from '@deck.gl/core';",
    "import { Model } from '@luma.gl/engine';",
    "import { PathTesselator } from './tesselator';",
    'export class PathLayer extends Layer {',
    '  state!: { model?: Model; pathTesselator: PathTesselator };',
    '  calculatePositions() {',
    '    const { pathTesselator } = this.state;',
    "    return pathTesselator.get('positions');",
    '  }',
    '  updateGeometry() {',
    '    const tesselator = this.state.pathTesselator;',
    '    tesselator.update();',
    '  }',
    '  draw(text: string) {',
    '    const model = this.state.model!;',
    '    model.draw(text);',
    '  }',
    '}',
  ].join('\n'),
  'src/icon-layer.ts': [
    "import { Layer } from '@deck.gl/core';",
    'export class IconLayer extends Layer { draw(text: string) {} }',
  ].join('\n'),
};

describe('a variable holding a field of a value typed inline', () => {
  it('has the type written for the field: a class of the repository', async () => {
    const callersOf = await callersIn(FILES);
    expect(callersOf('src/tesselator.ts#PathTesselator.get')).toEqual([
      'src/path-layer.ts#PathLayer.calculatePositions@6 likely type',
    ]);
    expect(callersOf('src/tesselator.ts#PathTesselator.update')).toEqual([
      'src/path-layer.ts#PathLayer.updateGeometry@10 likely type',
    ]);
    expect(callersOf('src/tesselator.ts#Other.get')).toEqual([]);
  });

  it("has the type written for the field: a library's, reaching none of the repository's", async () => {
    const callersOf = await callersIn(FILES);
    expect(callersOf('src/icon-layer.ts#IconLayer.draw')).toEqual([]);
    expect(callersOf('src/path-layer.ts#PathLayer.draw')).toEqual([]);
    expect(callersOf('src/font.ts#Atlas.draw')).toEqual([]);
  });
});
