// An assignment is an expression whose value is what it assigns: `const glw = (this.glw = new
// WebGlContextWrapper(gl))` holds the new wrapper, `const glw = (this.glw = this.host.glw)` the
// host's.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('a variable initialised by an assignment', () => {
  it('holds what the assignment assigns: a new instance, or a field read', async () => {
    const callersOf = await callersIn({
      'src/gl.ts': [
        'export class ContextWrapper { viewport() {} }',
        'export class OtherWrapper { viewport() {} }',
      ].join('\n'),
      'src/renderer.ts': [
        "import { ContextWrapper, OtherWrapper } from './gl';",
        'export class Renderer {',
        '  glw: ContextWrapper | OtherWrapper = new OtherWrapper();',
        '  start() {',
        '    const glw = (this.glw = new ContextWrapper());',
        '    glw.viewport();',
        '  }',
        '}',
        'export class Host { glw = new ContextWrapper(); }',
        'export class Shader {',
        '  glw?: ContextWrapper;',
        '  constructor(private readonly host: Host) {',
        '    const glw = (this.glw = this.host.glw);',
        '    glw.viewport();',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/gl.ts#ContextWrapper.viewport')).toEqual([
      'src/renderer.ts#Renderer.start@4 likely type',
      'src/renderer.ts#Shader.constructor@12 likely type',
    ]);
    expect(callersOf('src/gl.ts#OtherWrapper.viewport')).toEqual([]);
  });
});
