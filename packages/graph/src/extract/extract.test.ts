import { describe, expect, it } from 'vitest';
import { languageOf, loadLanguage } from '../languages.js';
import type { FileFacts } from '../model.js';
import { extractFacts } from './extract.js';

async function facts(path: string, source: string): Promise<FileFacts> {
  const spec = languageOf(path);
  if (!spec) throw new Error(`no language for ${path}`);
  return extractFacts(path, source, await loadLanguage(spec));
}

const names = (file: FileFacts): string[] =>
  file.definitions.map((definition) => `${definition.kind}:${definition.qualifiedName}`);
const calls = (file: FileFacts): string[] =>
  file.references.map(
    (reference) =>
      `${file.definitions[reference.from]?.qualifiedName ?? '<file>'}→${reference.receiver ? `${reference.receiver}.` : ''}${reference.name}`,
  );

describe('extraction per language', () => {
  it('TypeScript: functions, classes, methods, arrow functions, imports, re-exports and exports', async () => {
    const file = await facts(
      'src/auth.ts',
      `import { hash } from './crypto.js';
import * as db from './db.js';
export { verify as check } from './verify.js';
export * from './types.js';
export interface Session<in out A> { id: string }
export class Auth {
  login(user: string) { return this.issue(hash(user)); }
  private issue = (token: string) => db.save(new Token(token));
}
export const logout = async (id: string) => { await db.remove(id); };
function helper() { return logout('x'); }
export default helper;`,
    );
    expect(names(file)).toEqual([
      'interface:Session',
      'class:Auth',
      'method:Auth.login',
      'method:Auth.issue',
      'function:logout',
      'function:helper',
    ]);
    expect(calls(file)).toEqual(
      expect.arrayContaining([
        'Auth.login→this.issue',
        'Auth.login→hash',
        'Auth.issue→db.save',
        'Auth.issue→Token',
        'logout→db.remove',
        'helper→logout',
      ]),
    );
    expect(file.imports.map((fact) => [fact.source, fact.bindings, fact.reexports])).toEqual([
      ['./crypto.js', [{ local: 'hash', imported: 'hash' }], []],
      ['./db.js', [{ local: 'db', imported: '*' }], []],
      ['./verify.js', [], [{ imported: 'verify', exported: 'check' }]],
      ['./types.js', [], [{ imported: '*', exported: '*' }]],
    ]);
    expect(file.exports).toMatchObject({ default: 'helper', logout: 'logout', Auth: 'Auth' });
    expect(file.definitions.find((definition) => definition.name === 'helper')?.exported).toBe(
      true,
    );
    expect(file.hasErrors).toBe(false);
  });

  it('TSX: JSX elements are calls of their components', async () => {
    const file = await facts(
      'src/App.tsx',
      `import { Button } from './Button';\nexport function App() { return <main><Button onClick={() => track()} /></main>; }`,
    );
    expect(calls(file)).toEqual(expect.arrayContaining(['App→Button', 'App→track']));
  });

  it('JavaScript: require bindings and class fields', async () => {
    const file = await facts(
      'lib/server.js',
      `const { listen } = require('./net');\nclass Server { start = () => listen(80); }\nmodule.exports = Server;`,
    );
    expect(names(file)).toEqual(['class:Server', 'method:Server.start']);
    expect(file.imports[0]).toMatchObject({
      source: './net',
      bindings: [{ local: 'listen', imported: 'listen' }],
    });
    expect(calls(file)).toContain('Server.start→listen');
  });

  it('Python: functions, classes, self calls, relative imports, tests', async () => {
    const file = await facts(
      'app/tests/test_views.py',
      `from ..views import render as draw\nimport app.models\nclass TestViews:\n    def test_render(self):\n        self.helper()\n        draw()\n    def helper(self):\n        app.models.load()\n`,
    );
    expect(names(file)).toEqual([
      'class:TestViews',
      'method:TestViews.test_render',
      'method:TestViews.helper',
    ]);
    expect(calls(file)).toEqual(
      expect.arrayContaining([
        'TestViews.test_render→self.helper',
        'TestViews.test_render→draw',
        'TestViews.helper→app.models.load',
      ]),
    );
    expect(file.imports[0]).toMatchObject({
      source: '..views',
      bindings: [{ local: 'draw', imported: 'render' }],
    });
    expect(file.isTest).toBe(true);
  });

  it('Go: functions, methods, package and imports', async () => {
    const file = await facts(
      'pkg/store/store.go',
      `package store\nimport (\n  "example.com/app/pkg/db"\n  log "github.com/x/log"\n)\ntype Store struct{}\nfunc (s *Store) Get(id string) { db.Find(id); log.Print(id) }\nfunc New() *Store { return &Store{} }\n`,
    );
    expect(names(file)).toEqual(['class:Store', 'method:Get', 'function:New']);
    expect(file.packageName).toBe('store');
    expect(file.imports.map((fact) => fact.bindings[0]?.local)).toEqual(['db', 'log']);
    expect(calls(file)).toContain('Get→db.Find');
  });

  it('Java: package, imports, methods, constructors and new', async () => {
    const file = await facts(
      'src/main/java/com/shop/Cart.java',
      `package com.shop;\nimport com.shop.util.Money;\npublic class Cart {\n  public Cart() { reset(); }\n  void reset() { Money m = new Money(0); m.add(1); }\n}`,
    );
    expect(file.packageName).toBe('com.shop');
    expect(names(file)).toEqual(['class:Cart', 'method:Cart.Cart', 'method:Cart.reset']);
    expect(calls(file)).toEqual(
      expect.arrayContaining(['Cart.Cart→reset', 'Cart.reset→Money', 'Cart.reset→m.add']),
    );
  });

  it('C#: namespace, usings, methods and invocations', async () => {
    const file = await facts(
      'Shop/Cart.cs',
      `using Shop.Util;\nnamespace Shop.Core {\n  public class Cart {\n    public void Reset() { Log.Write("x"); Clear(); }\n    void Clear() {}\n  }\n}`,
    );
    expect(file.packageName).toBe('Shop.Core');
    expect(names(file)).toEqual(['class:Cart', 'method:Cart.Reset', 'method:Cart.Clear']);
    expect(calls(file)).toEqual(
      expect.arrayContaining(['Cart.Reset→Log.Write', 'Cart.Reset→Clear']),
    );
  });

  it('Rust: functions, structs, traits, calls and macros', async () => {
    const file = await facts(
      'src/lib.rs',
      `use crate::db::connect;\npub struct Pool;\npub trait Store { fn get(&self); }\npub fn open() { let c = connect(); c.ping(); println!("ok"); }\n`,
    );
    expect(names(file)).toEqual([
      'class:Pool',
      'interface:Store',
      'method:Store.get',
      'function:open',
    ]);
    expect(calls(file)).toEqual(
      expect.arrayContaining(['open→connect', 'open→c.ping', 'open→println']),
    );
  });

  it('keeps going through syntax errors', async () => {
    const file = await facts(
      'src/broken.ts',
      `export function ok() { return 1; }\nfunction broken( {\nexport function alsoOk() { ok(); }`,
    );
    expect(file.hasErrors).toBe(true);
    expect(names(file)).toContain('function:ok');
  });

  it('parses `using` as a name (a loop variable, a parameter) and as a declaration', async () => {
    const file = await facts(
      'src/using.ts',
      [
        "import { open } from './using.js';",
        'export function directives(statements: Node[]) {',
        "  for (const using of statements.filter((s) => s.type === 'using_directive')) {",
        '    record(using.text);',
        '  }',
        '}',
        'async function scoped() { await using handle = open(); return handle; }',
      ].join('\n'),
    );
    expect(file.hasErrors).toBe(false);
    expect(names(file)).toEqual(['function:directives', 'function:scoped']);
    expect(calls(file)).toEqual(
      expect.arrayContaining(['directives→record', 'directives→statements.filter', 'scoped→open']),
    );
    expect(file.imports.map((fact) => fact.source)).toEqual(['./using.js']);
  });

  it('parses TypeScript the grammar misreads: curried generic arrows, overloads after a type literal, escaped backticks in template types', async () => {
    const file = await facts(
      'src/curried.ts',
      [
        'type Missing<U extends string> = `Missing \\`Self\\` - use \\`${U}<Self>()\\``',
        'export const pick =',
        '  <A extends string>(...literals: Array<A>) =>',
        '  <I>(schema: I): I => schema',
        'export const has: {',
        '  <P extends PropertyKey>(property: P): (self: unknown) => self is { [K in P]: unknown }',
        '  <P extends PropertyKey>(self: unknown, property: P): self is { [K in P]: unknown }',
        '} = dual(2, (self: unknown, property: PropertyKey) => isObject(self))',
        'export const fns: <S>(get: S) => {',
        '  [k in keyof S as S[k] extends (...args: Array<any>) => infer R ? k : never]: S[k] extends',
        '    (...args: infer Args) => infer R ? (...args: Args) => R : never',
        '} = internal.fns',
        'export function last() { return pick(); }',
      ].join('\n'),
    );
    expect(file.hasErrors).toBe(false);
    expect(names(file)).toEqual(['function:pick', 'function:last']);
    expect(calls(file)).toEqual(
      expect.arrayContaining(['<file>→dual', '<file>→internal.fns', 'last→pick']),
    );
  });

  // The search for variance annotations once read a comment in part: a block of commented-out
  // code after a comma (colyseus) took it exponentially long in the block's lines, minutes for
  // eight. Read whole, each comment is passed once: the file reads at once.
  it(
    'reads a file whose comma is followed by a block of commented-out code',
    { timeout: 5000 },
    async () => {
      const commented = Array.from({ length: 8 }, () => '//         //         enumerable: true,');
      const file = await facts(
        'src/annotations.ts',
        ['const descriptors = [1,', ...commented, '];', 'export function define() {}'].join('\n'),
      );
      expect(names(file)).toEqual(['function:define']);
    },
  );

  it('parses a type parameter named `type`, variance after a comment, `typeof undefined` and a function header whose parameters start the next line', async () => {
    const file = await facts(
      'src/fees.ts',
      [
        'export type FeesReturnType<',
        '  type extends FeeValuesType = FeeValuesType,',
        '> =',
        "  | (type extends 'legacy' ? FeeValuesLegacy : never)",
        "  | (type extends 'eip1559' ? FeeValuesEIP1559 : never)",
        'export interface ApiModules<',
        '  // eslint-disable-next-line @typescript-eslint/no-unused-vars',
        '  in out BaseQuery extends BaseQueryFn,',
        '  /** @ts-expect-error cast variance */',
        '  out ReducerPath extends string,',
        '> {}',
        'export function normalize(...names: (typeof undefined | string)[]): string[] {',
        '  return names.filter(Boolean) as string[]',
        '}',
        'export function h<TTag extends string>',
        '\t(tag: TTag):',
        '\tTagToRecord<TTag>;',
        'export function h(tag: string): unknown { return normalize(tag) }',
      ].join('\n'),
    );
    expect(file.hasErrors).toBe(false);
    expect(names(file)).toEqual(['interface:ApiModules', 'function:normalize', 'function:h']);
    expect(calls(file)).toEqual(expect.arrayContaining(['h→normalize']));
  });

  it("parses an abstract field that overrides its base class's, in either order of the two", async () => {
    const file = await facts(
      'src/calendar.ts',
      [
        'export abstract class IslamicBaseHelper extends HelperBase {',
        '  abstract override id: BuiltinCalendarId;',
        '  protected override abstract readonly handle: unknown;',
        '  abstract override monthsInYear(): number;',
        '  calendarType() { return this.monthsInYear(); }',
        '}',
      ].join('\n'),
    );
    expect(file.hasErrors).toBe(false);
    expect(names(file)).toEqual([
      'class:IslamicBaseHelper',
      'method:IslamicBaseHelper.monthsInYear',
      'method:IslamicBaseHelper.calendarType',
    ]);
    expect(calls(file)).toEqual(
      expect.arrayContaining(['IslamicBaseHelper.calendarType→this.monthsInYear']),
    );
  });
});
