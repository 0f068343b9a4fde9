// A class implementing an alias of a generic interface (`class TextModelFactory implements
// DocumentRegistry.CodeModelFactory`, with `type CodeModelFactory = IModelFactory<ICodeModel>` in
// the namespace merged with the `DocumentRegistry` class, as JupyterLab's document registry writes
// it) implements that interface: a call through a value of the interface reaches its methods.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('a class implementing an alias of a generic interface', () => {
  it("is reached through the interface's methods", async () => {
    const callersOf = await callersIn({
      'src/registry.ts': [
        "import type { IDisposable } from '@lumino/disposable';",
        'export class DocumentRegistry {',
        '  private factories: Record<string, DocumentRegistry.CodeModelFactory> = {};',
        '  dispose(): void {',
        '    for (const name in this.factories) this.factories[name].dispose();',
        '  }',
        '}',
        'export namespace DocumentRegistry {',
        '  export interface IModelFactory<T> extends IDisposable {',
        '    preferredLanguage(path: string): string;',
        '    createNew(): T;',
        '  }',
        '  export type CodeModelFactory = IModelFactory<string[]>;',
        '  export interface IWidgetFactory<T> extends IDisposable {',
        '    createNew(context: T): T;',
        '  }',
        '}',
      ].join('\n'),
      'src/default.ts': [
        "import { DocumentRegistry } from './registry.js';",
        'export class TextModelFactory implements DocumentRegistry.CodeModelFactory {',
        "  preferredLanguage(path: string): string { return path.endsWith('.py') ? 'python' : ''; }",
        '  createNew(): string[] { return []; }',
        '  isDisposed = false;',
        '  dispose(): void { this.isDisposed = true; }',
        '}',
        'export class WidgetFactory<T> implements DocumentRegistry.IWidgetFactory<T> {',
        '  createNew(context: T): T { return context; }',
        '  isDisposed = false;',
        '  dispose(): void { this.isDisposed = true; }',
        '}',
      ].join('\n'),
      'src/context.ts': [
        "import type { DocumentRegistry } from './registry.js';",
        'export class Context<T> {',
        '  constructor(private factory: DocumentRegistry.IModelFactory<T>) {}',
        "  language(): string { return this.factory.preferredLanguage('a.py'); }",
        '  model(): T { return this.factory.createNew(); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/default.ts#TextModelFactory.createNew')).toEqual([
      'src/context.ts#Context.model@5 possible dispatch',
    ]);
    expect(callersOf('src/default.ts#WidgetFactory.createNew')).toEqual([]);
  });
});
