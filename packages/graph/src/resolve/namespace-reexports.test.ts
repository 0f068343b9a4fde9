// A namespace re-exported under a name (`import * as Classes from './classes'; export { Classes }`,
// `export * as Direct from './classes'`), imported by that name from the barrel: `Classes.f()` is
// the module's `f`.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('namespaces re-exported under a name', () => {
  it("reaches a function of the module a barrel's namespace export stands for", async () => {
    const callersOf = await callersIn({
      'src/common/classes.ts': 'export function intentClass(intent: string) { return intent; }',
      'src/common/utils/functions.ts':
        'export function isFunction(value: unknown) { return true; }',
      'src/common/utils/index.ts': "export * from './functions';",
      'src/common/index.ts': [
        "import * as Classes from './classes';",
        "import * as Utils from './utils';",
        'export { Classes, Utils };',
        "export * as Direct from './classes';",
      ].join('\n'),
      'src/index.ts': "export * from './common';",
      'src/components/callout.ts': [
        "import { Classes, Utils } from '../common';",
        "import { Direct } from '../index';",
        'export function callout(intent: string) {',
        '  if (Utils.isFunction(intent)) return Classes.intentClass(intent);',
        '  return Direct.intentClass(intent);',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/common/classes.ts#intentClass')).toEqual([
      'src/components/callout.ts#callout@3 certain import',
      'src/components/callout.ts#callout@3 certain import',
    ]);
    expect(callersOf('src/common/utils/functions.ts#isFunction')).toEqual([
      'src/components/callout.ts#callout@3 certain import',
    ]);
  });

  it('reaches a component rendered as a member of a namespace import (`<Menubar.SubTrigger />`)', async () => {
    const callersOf = await callersIn({
      'src/menu/menu-sub-trigger.tsx': 'export function MenuSubTrigger() { return <div />; }',
      'src/menubar/index.tsx':
        "export { MenuSubTrigger as SubTrigger } from '../menu/menu-sub-trigger';",
      'src/menubar/menubar.test.tsx': [
        "import * as Menubar from '.';",
        'export const commonUI = () => <Menubar.SubTrigger>{"Sub"}</Menubar.SubTrigger>;',
      ].join('\n'),
    });
    expect(callersOf('src/menu/menu-sub-trigger.tsx#MenuSubTrigger')).toEqual([
      'src/menubar/menubar.test.tsx#commonUI@2 certain import',
    ]);
  });
});
