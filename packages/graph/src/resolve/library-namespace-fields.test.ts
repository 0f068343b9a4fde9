// A field of a value whose type a package's namespace declares (`services: ServiceManager.IManager`,
// with `import type { ServiceManager } from '@jupyterlab/services'`) holds the package's value:
// `this.services.contents.copy()` is the package's `copy`, not a method of the repository's.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe("a field of a value of a type a package's namespace declares", () => {
  it("holds the package's value, whose methods are none of the repository's", async () => {
    const callersOf = await callersIn({
      'src/tokens.ts': [
        'export interface IDocumentManager { copy(from: string, to: string): Promise<unknown>; }',
        'export interface IServices { contents: IDocumentManager; }',
      ].join('\n'),
      'src/manager.ts': [
        "import type { Contents, ServiceManager } from '@jupyterlab/services';",
        "import type { IDocumentManager, IServices } from './tokens';",
        'export class DocumentManager implements IDocumentManager {',
        '  constructor(readonly services: ServiceManager.IManager, readonly own: IServices) {}',
        '  copy(from: string, to: string): Promise<Contents.IModel> {',
        '    return this.services.contents.copy(from, to);',
        '  }',
        '  duplicate(path: string) { return this.own.contents.copy(path, "copy"); }',
        '}',
      ].join('\n'),
    });
    // Only the call through the repository's own `IServices` reaches it.
    expect(callersOf('src/manager.ts#DocumentManager.copy')).toEqual([
      'src/manager.ts#DocumentManager.duplicate@8 possible dispatch',
    ]);
  });
});
