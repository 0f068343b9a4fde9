// What a method returning a container (`listExtensionsUsed(): Extension[]`) holds reaches through
// the container's own methods: an element `find` returns, the container `filter` returns, and the
// callbacks either passes on, also when a variable holds the filtered container.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe("a container a method's written return type holds", () => {
  it('types what find returns and the elements filter keeps', async () => {
    const callersOf = await callersIn({
      'src/extension.ts': [
        'export abstract class Extension {',
        '  public readonly prereadTypes: string[] = [];',
        '  public preread(_type: string): this { return this; }',
        '  public dispose(): void {}',
        '}',
        'export class Unrelated { preread() {} dispose() {} }',
      ].join('\n'),
      'src/root.ts': [
        "import type { Extension } from './extension.js';",
        'export class Root {',
        '  private _extensions = new Set<Extension>();',
        '  public listExtensionsUsed(): Extension[] { return Array.from(this._extensions); }',
        '}',
      ].join('\n'),
      'src/document.ts': [
        "import { Root } from './root.js';",
        'export class Document {',
        '  private _root = new Root();',
        '  getRoot(): Root { return this._root; }',
        '  disposeExtension(name: string) {',
        '    const extension = this.getRoot()',
        '      .listExtensionsUsed()',
        '      .find((ext) => ext.prereadTypes.includes(name));',
        '    if (extension) extension.dispose();',
        '  }',
        '}',
        'export function read(document: Document) {',
        '  document',
        '    .getRoot()',
        '    .listExtensionsUsed()',
        '    .filter((extension) => extension.prereadTypes.includes("buffer"))',
        '    .forEach((extension) => extension.preread("buffer"));',
        '}',
        'export function write(root: Root) {',
        '  const used = root.listExtensionsUsed().filter((extension) => extension.prereadTypes.length);',
        '  used.forEach((extension) => extension.preread("accessor"));',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/extension.ts#Extension.preread')).toEqual([
      'src/document.ts#read@12 likely type',
      'src/document.ts#write@19 likely type',
    ]);
    expect(callersOf('src/extension.ts#Extension.dispose')).toEqual([
      'src/document.ts#Document.disposeExtension@5 likely type',
    ]);
    expect(callersOf('src/extension.ts#Unrelated.preread')).toEqual([]);
    expect(callersOf('src/extension.ts#Unrelated.dispose')).toEqual([]);
  });
});
