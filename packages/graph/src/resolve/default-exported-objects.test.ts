// A module's default export may be an object of its functions (`export default { now, diff }`):
// `import timer from './timer'; timer.now()` calls the function the property names; a method
// written in it (`export default { now() {…} }`) is called the same way.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('functions of a default-exported object', () => {
  it('are called through the imported object, written literally or as a module-level object', async () => {
    const callersOf = await callersIn({
      'src/timer.ts': [
        'export const now = function (): number { return Date.now(); };',
        'function elapsed(since: number): number { return Date.now() - since; }',
        'export default { now, diff: elapsed };',
      ].join('\n'),
      'src/api.ts': [
        "import { now } from './timer';",
        'function load() { return now(); }',
        'const api = { load, now };',
        'export default api;',
      ].join('\n'),
      'src/use.ts': [
        "import timer from './timer';",
        "import api from './api';",
        'export function measure() {',
        '  const start = timer.now();',
        '  api.load();',
        '  api.now();',
        '  return timer.diff(start);',
        '}',
      ].join('\n'),
    });
    // The objects name them too: their files depend on them.
    expect(callersOf('src/timer.ts#now')).toEqual([
      'file:src/api.ts certain import',
      'file:src/timer.ts certain same_file',
      'src/api.ts#load@2 certain import',
      'src/use.ts#measure@3 certain import',
      'src/use.ts#measure@3 certain import',
    ]);
    expect(callersOf('src/timer.ts#elapsed')).toEqual([
      'file:src/timer.ts certain same_file',
      'src/use.ts#measure@3 certain import',
    ]);
    expect(callersOf('src/api.ts#load')).toEqual([
      'file:src/api.ts certain same_file',
      'src/use.ts#measure@3 certain import',
    ]);
  });

  it('are methods written in the exported object, called through the imported one', async () => {
    const callersOf = await callersIn({
      'src/module.web.ts': [
        'export default {',
        '  createHandler<T>(name: string, config: T) { this.setConfig(name); },',
        '  setConfig(name: string) { return name; },',
        '} as const;',
      ].join('\n'),
      'src/other.ts': [
        'export default {',
        '  setConfig(name: string) { return name; },',
        '};',
      ].join('\n'),
      'src/button.ts': [
        "import HandlerModule from './module.web';",
        'export function attach() {',
        '  HandlerModule.createHandler("tap", {});',
        '  HandlerModule.setConfig("tap");',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/module.web.ts#createHandler')).toEqual([
      'src/button.ts#attach@2 certain import',
    ]);
    expect(callersOf('src/module.web.ts#setConfig')).toEqual([
      'src/button.ts#attach@2 certain import',
      'src/module.web.ts#createHandler@2 certain this',
    ]);
    expect(callersOf('src/other.ts#setConfig')).toEqual([]);
  });
});
