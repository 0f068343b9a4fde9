// A named function expression assigned to a member names itself where its own name is written,
// as the language service names it (its calls are listed from that line).
import { describe, expect, it } from 'vitest';
import { graphOf } from '../test/callers-in.js';

describe('a named function expression assigned to a member', () => {
  it("is named on its own name's line; an anonymous one on the member's", async () => {
    const graph = await graphOf({
      'src/decorate.ts': [
        'export function decorate(Component: { prototype: Record<string, unknown> }) {',
        '  Component.prototype.getNative =',
        '    function getNative() {',
        '      return 1;',
        '    };',
        '  Component.prototype.reset =',
        '    function () {',
        '      return 2;',
        '    };',
        '}',
      ].join('\n'),
    });
    const lines = [...graph.definitions.values()].map(
      (definition) => `${definition.name} ${definition.startLine} ${definition.nameLine}`,
    );
    expect(lines).toContain('getNative 2 3');
    expect(lines).toContain('reset 6 6');
  });
});
