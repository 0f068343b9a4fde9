import { readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { TempRepo } from '@codehawk/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { buildGraph } from './build.js';
import type { CodeGraph } from './code-graph.js';
import { exportGraph } from './export.js';
import { updateGraph } from './update.js';

/** Every file of a repository's graph cache (the index and the facts' shards) and its content. */
async function cacheFiles(root: string): Promise<Record<string, string>> {
  const directory = join(root, '.codehawk/graph');
  const names = (await readdir(directory, { recursive: true })).filter((name) =>
    /\.(json|bin)$/.test(name),
  );
  return Object.fromEntries(
    await Promise.all(
      names.map(
        async (name) => [name, (await readFile(join(directory, name))).toString('base64')] as const,
      ),
    ),
  );
}

const repos: TempRepo[] = [];
afterEach(async () => {
  for (const repo of repos.splice(0)) await repo.cleanup();
});

/** A small TypeScript workspace: a barrel, a path alias, a workspace package, and tests. */
async function workspace(): Promise<TempRepo> {
  const repo = await TempRepo.create();
  repos.push(repo);
  await repo.commit('workspace', {
    'tsconfig.json': '{ "compilerOptions": { "baseUrl": ".", "paths": { "@app/*": ["src/*"] } } }',
    'src/crypto/hash.ts':
      'export function hash(value: string) { return value.length; }\nexport function unused() { return 0; }\n',
    'src/crypto/index.ts': "export * from './hash.js';\n",
    'src/auth.ts':
      "import { hash } from './crypto/index.js';\nimport { log } from '@app/log';\nexport class Auth {\n  login(user: string) { log(user); return this.token(hash(user)); }\n  token(n: number) { return n; }\n}\nexport function check(user: string) { return new Auth().login(user); }\n",
    'src/log.ts': 'export function log(message: string) { return message; }\n',
    'src/api.ts':
      "import { check } from './auth.js';\nexport function handler(user: string) { return check(user); }\n",
    'src/auth.test.ts':
      "import { check } from './auth.js';\nit('logs in', () => { check('ann'); });\n",
    'packages/util/package.json': '{ "name": "@acme/util", "exports": { ".": "./dist/index.js" } }',
    'packages/util/src/index.ts': 'export function slugify(text: string) { return text; }\n',
    'src/page.tsx':
      "import { slugify } from '@acme/util';\nexport function Page() { return <Title text={slugify('x')} />; }\nfunction Title(props: { text: string }) { return null; }\n",
    'dist/bundle.js': 'function ignored() {}\n',
    'src/blob.js': `var a=${'1+'.repeat(3000)}1;\n`,
  });
  return repo;
}

/** A temporary repository with these files committed. */
async function committed(files: Record<string, string>): Promise<TempRepo> {
  const repo = await TempRepo.create();
  repos.push(repo);
  await repo.commit('files', files);
  return repo;
}

/** The graph of these files, committed to a fresh repository, and the caller lines of a symbol in it. */
async function graphOf(
  files: Record<string, string>,
): Promise<{ graph: CodeGraph; callersOf: (symbol: string) => string[] }> {
  const repo = await committed(files);
  const graph = await buildGraph({ root: repo.path, cacheDirectory: false });
  return { graph, callersOf: (symbol) => callerLines(graph, symbol) };
}

/** Each caller of a symbol as `id confidence via`, sorted. */
function callerLines(graph: CodeGraph, symbol: string): string[] {
  return graph
    .callers(symbol)
    .map((caller) => `${caller.caller.id} ${caller.confidence} ${caller.via}`)
    .sort();
}

describe('buildGraph and its queries', () => {
  it('resolves calls through barrels, path aliases, workspace packages, this. and JSX', async () => {
    const repo = await workspace();
    const graph = await buildGraph({ root: repo.path, cacheDirectory: false });
    const callersOf = (symbol: string): string[] =>
      graph
        .callers(symbol)
        .map((caller) => `${caller.caller.id} (${caller.via})`)
        .sort();
    expect(callersOf('src/crypto/hash.ts#hash')).toEqual(['src/auth.ts#Auth.login@4 (import)']);
    expect(callersOf('src/log.ts#log')).toEqual(['src/auth.ts#Auth.login@4 (import)']);
    expect(callersOf('src/auth.ts#Auth.token')).toEqual(['src/auth.ts#Auth.login@4 (this)']);
    expect(callersOf('src/auth.ts#check')).toEqual([
      'file:src/auth.test.ts (import)',
      'src/api.ts#handler@2 (import)',
    ]);
    expect(callersOf('packages/util/src/index.ts#slugify')).toEqual([
      'src/page.tsx#Page@2 (import)',
    ]);
    expect(callersOf('src/page.tsx#Title')).toEqual(['src/page.tsx#Page@2 (same_file)']);
    expect(graph.callers('src/crypto/hash.ts#unused')).toEqual([]);
    expect(graph.dependents('src/auth.ts')).toEqual(['src/api.ts', 'src/auth.test.ts']);
    expect(graph.skipped).toEqual(
      expect.arrayContaining([
        { path: 'dist/bundle.js', reason: 'excluded (vendored, generated or build output)' },
        { path: 'src/blob.js', reason: 'minified' },
      ]),
    );
  });

  it('dispatches a method call on a value of unknown type to the implementations its interfaces promise', async () => {
    const { graph, callersOf } = await graphOf({
      'src/shape.ts':
        'export interface Drawable { draw(): string }\nexport interface Shape extends Drawable { area(): number; map(f: (n: number) => number): Shape }\nexport interface Named { readonly name: string }\n',
      'src/circle.ts':
        "import type { Shape } from './shape.js';\nexport class Circle implements Shape {\n  draw() { return 'o'; }\n  area() { return 3; }\n  map() { return this; }\n}\n",
      'src/square.ts':
        "import type { Shape } from './shape.js';\nconst SquareProto: Omit<Shape, 'area'> = {\n  draw() { return '[]'; }\n};\nexport const square = () => Object.create(SquareProto);\n",
      // Implements an interface that promises no `draw`: not a target.
      'src/label.ts':
        "import type { Named } from './shape.js';\nexport class Label implements Named {\n  readonly name = 'l';\n  draw() { return this.name; }\n}\n",
      // Typed `any`, or merged in by `Object.assign`: part of no interface.
      'src/loose.ts':
        "const LooseProto: any = { draw() { return '?'; } };\nexport const loose = Object.assign({}, { draw() { return '!'; } });\n",
      'src/render.ts':
        "import type { Shape } from './shape.js';\nexport function render(shapes: Shape[]) {\n  return shapes.map((shape) => shape.draw()).join('');\n}\n",
    });
    expect(callersOf('src/circle.ts#Circle.draw')).toEqual([
      'src/render.ts#render@2 possible dispatch',
    ]);
    expect(callersOf('src/square.ts#draw')).toEqual(['src/render.ts#render@2 possible dispatch']);
    expect(callersOf('src/label.ts#Label.draw')).toEqual([]);
    expect(graph.calls.filter((edge) => edge.to.startsWith('src/loose.ts'))).toEqual([]);
    // `shapes.map(…)` is an array's: the graph never dispatches JavaScript's own method names.
    expect(graph.calls.filter((edge) => edge.from === 'src/render.ts#render@2')).toHaveLength(2);
  });

  it('follows receivers declared with a type or a constructor to their class, and narrows dispatch by type and arity', async () => {
    const { callersOf } = await graphOf({
      'src/store.ts':
        'export class Store {\n  get(key: string) { return key; }\n  step(input: number) { return input; }\n}\nexport interface Driver { step(input: number): number }\n',
      'src/driver.ts':
        "import type { Driver } from './store.js';\nexport class Stepper implements Driver {\n  step(input: number) { return input + 1; }\n}\nexport class Other implements Driver {\n  step(input: number) { return input - 1; }\n}\n",
      'src/counter.ts':
        'export function counter(): Iterator<number> {\n  let n = 0;\n  return { step() { return n++; }, next() { return { done: false, value: n++ }; } };\n}\n',
      'src/service.ts': [
        "import { Store } from './store.js';",
        "import type { Driver } from './store.js';",
        "import { Stepper } from './driver.js';",
        "import { makeStore } from './factory.js';",
        'export class Service {',
        '  private readonly cache = new Store();',
        '  constructor(private readonly backup: Store) {}',
        "  read(store: Store) { return store.get('a') + this.cache.get('b') + this.backup.get('c'); }",
        "  fresh() { const local = new Store(); return local.get('d'); }",
        '  drive(driver: Driver) { return driver.step(1); }',
        '  spin(iterator) { return iterator.step(); }',
        "  made() { const store = makeStore(); return store.get('e'); }",
        '  direct(stepper: Stepper) { return stepper.step(2); }',
        '}',
      ].join('\n'),
      'src/factory.ts':
        "import { Store } from './store.js';\nexport function makeStore(): Store { return new Store(); }\n",
    });
    // A parameter, a constructed field, a parameter property, a constructed local, and what a
    // function declared to return a `Store` returned: all `Store`s.
    expect(callersOf('src/store.ts#Store.get')).toEqual([
      'src/service.ts#Service.fresh@9 likely type',
      'src/service.ts#Service.made@12 likely type',
      'src/service.ts#Service.read@8 likely type',
      'src/service.ts#Service.read@8 likely type',
      'src/service.ts#Service.read@8 likely type',
    ]);
    // `driver: Driver` reaches every implementation of Driver, not Store's own `step`, nor the
    // object returned as an `Iterator` (a library's type, which is no Driver); `stepper: Stepper`
    // reaches Stepper's only — a class-typed receiver is not its siblings; `iterator.step()`
    // passes no argument, so it reaches no `step(input)`.
    expect(callersOf('src/driver.ts#Stepper.step')).toEqual([
      'src/service.ts#Service.direct@13 likely type',
      'src/service.ts#Service.drive@10 possible dispatch',
    ]);
    expect(callersOf('src/driver.ts#Other.step')).toEqual([
      'src/service.ts#Service.drive@10 possible dispatch',
    ]);
    expect(callersOf('src/store.ts#Store.step')).toEqual([]);
    expect(callersOf('src/counter.ts#step')).toEqual([
      'src/service.ts#Service.spin@11 possible dispatch',
    ]);
  });

  it("takes an untyped call of a name mostly implemented for a library's interface to be that library's", async () => {
    const { callersOf } = await graphOf({
      'src/scheduler.ts':
        'export interface Scheduler { next(input: number): number }\nexport class Steps implements Scheduler {\n  next(input: number) { return input; }\n}\n',
      'src/counting.ts': [
        'export function up(): Iterator<number> {',
        '  let n = 0;',
        '  return {',
        '    next(value?: number) { return { done: false, value: n++ }; },',
        '    return(value?: number) { return this.next!(value); },',
        '  };',
        '}',
        'export function down(): Iterator<number> {',
        '  let n = 9;',
        '  return { next(step: number) { return { done: false, value: (n -= step) }; } };',
        '}',
      ].join('\n'),
      'src/loop.ts': [
        "import type { Scheduler } from './scheduler.js';",
        'export function drain(make) { const it = make(); return it.next(); }',
        'export function tick(scheduler: Scheduler) { return scheduler.next(1); }',
      ].join('\n'),
    });
    // Two of the three `next`s answer the iterator protocol: an untyped `it.next()` is taken to be
    // an iterator's (the library may declare the argument optional: arity does not rule `down`
    // out); the scheduler's is reached through a value written as a Scheduler, which reaches no
    // iterator (an object written as a library's `Iterator` is no Scheduler).
    expect(callersOf('src/scheduler.ts#Steps.next')).toEqual([
      'src/loop.ts#tick@3 possible dispatch',
    ]);
    expect(callersOf('src/counting.ts#down.next')).toEqual([
      'src/loop.ts#drain@2 possible dispatch',
    ]);
    // `this.next!(…)` in an object literal is its own `next`, not another object's.
    expect(callersOf('src/counting.ts#up.next')).toEqual([
      'src/counting.ts#up.return@5 certain this',
      'src/loop.ts#drain@2 possible dispatch',
    ]);
  });

  it('links `this.#private()` calls and private fields to their definitions', async () => {
    const { callersOf } = await graphOf({
      'src/queue.ts': [
        "import { Store } from './store.js';",
        'export class Queue {',
        '  #store = new Store();',
        '  #drain() { return this.#store.flush(); }',
        '  push() { return this.#drain(); }',
        '}',
      ].join('\n'),
      'src/store.ts': 'export class Store {\n  flush() { return 1; }\n}\n',
    });
    expect(callersOf('src/queue.ts#Queue.#drain')).toEqual([
      'src/queue.ts#Queue.push@5 certain this',
    ]);
    expect(callersOf('src/store.ts#Store.flush')).toEqual([
      'src/queue.ts#Queue.#drain@4 likely type',
    ]);
  });

  it("resolves relative imports of a directory written with a trailing '/'", async () => {
    const { graph, callersOf } = await graphOf({
      'src/util/index.ts': 'export function slug(text: string) { return text; }\n',
      'src/util/nested/use.ts': "import { slug } from '../';\nexport const a = () => slug('a');\n",
      'src/util/here.ts': "import { slug } from './';\nexport const b = () => slug('b');\n",
    });
    expect(graph.dependents('src/util/index.ts').sort()).toEqual([
      'src/util/here.ts',
      'src/util/nested/use.ts',
    ]);
    expect(callersOf('src/util/index.ts#slug')).toEqual([
      'src/util/here.ts#b@2 certain import',
      'src/util/nested/use.ts#a@2 certain import',
    ]);
  });

  it("resolves '.' and '..' to the directory's index, not a file of that name beside it", async () => {
    const { graph, callersOf } = await graphOf({
      'src/internal/index.ts': 'export function slug(text: string) { return text; }\n',
      'src/internal.ts': 'export function slug(text: string) { return text.trim(); }\n',
      'src/internal/parsers/case.ts':
        "import { slug } from '..';\nexport const a = () => slug('a');\n",
      'src/internal/here.ts': "import { slug } from '.';\nexport const b = () => slug('b');\n",
    });
    expect(graph.dependents('src/internal/index.ts').sort()).toEqual([
      'src/internal/here.ts',
      'src/internal/parsers/case.ts',
    ]);
    expect(callersOf('src/internal.ts#slug')).toEqual([]);
  });

  it('dispatches through a written interface type even when many interfaces promise the name', async () => {
    const interfaces = ['Query', 'Cache', 'Log', 'Bus']
      .map((name) => `export interface ${name} { run(input: string): string }`)
      .join('\n');
    const { callersOf } = await graphOf({
      'src/types.ts': `${interfaces}\n`,
      'src/impl.ts': [
        "import type { Query, Cache } from './types.js';",
        'export class SqlQuery implements Query {\n  run(input: string) { return input; }\n}',
        'export class MemoryCache implements Cache {\n  run(input: string) { return input; }\n}',
      ].join('\n'),
      'src/use.ts': [
        "import type { Query } from './types.js';",
        "export function ask(query: Query) { return query.run('x'); }",
        "export function guess(thing) { return thing.run('y'); }",
      ].join('\n'),
    });
    // Four interfaces promise `run`: the written `Query` says which; an untyped receiver says nothing.
    expect(callersOf('src/impl.ts#SqlQuery.run')).toEqual(['src/use.ts#ask@2 possible dispatch']);
    expect(callersOf('src/impl.ts#MemoryCache.run')).toEqual([]);
  });

  it('follows `this.m()` and `super.m()` up the class hierarchy, and `this.m()` down to overrides', async () => {
    const { callersOf } = await graphOf({
      'src/base.ts': [
        'export abstract class Runner {',
        '  protected log = (text: string) => text;',
        '  start() { this.log("start"); return this.step(); }',
        '  abstract step(): number;',
        '  stop() { return 0; }',
        '}',
      ].join('\n'),
      'src/fast.ts': [
        "import { Runner } from './base.js';",
        'export class Fast extends Runner {',
        '  step() { return this.stop(); }',
        '  stop() { return super.stop() + 1; }',
        '}',
      ].join('\n'),
      'src/other.ts': [
        'export interface Stoppable { stop(): number }',
        'export class Clock implements Stoppable {\n  stop() { return 2; }\n}',
        'export class Timer {\n  tick() { return this.reset(); }\n}',
        'export class Reset implements Stoppable {\n  stop() { return 3; }\n  reset() { return 4; }\n}',
      ].join('\n'),
    });
    // Inherited: a field holding a function, and a method the subclass overrides.
    expect(callersOf('src/base.ts#Runner.log')).toEqual([
      'src/base.ts#Runner.start@3 certain this',
    ]);
    // A template method reaches the subclass's implementation.
    expect(callersOf('src/fast.ts#Fast.step')).toEqual(['src/base.ts#Runner.start@3 likely this']);
    expect(callersOf('src/base.ts#Runner.stop')).toEqual(['src/fast.ts#Fast.stop@4 certain this']);
    expect(callersOf('src/fast.ts#Fast.stop')).toEqual(['src/fast.ts#Fast.step@3 certain this']);
    // Never by name into unrelated classes.
    expect(callersOf('src/other.ts#Clock.stop')).toEqual([]);
    expect(callersOf('src/other.ts#Reset.reset')).toEqual([]);
  });

  it('scopes definitions to the callback block declaring them, and lets destructured locals shadow imports', async () => {
    const { graph, callersOf } = await graphOf({
      'src/render.ts': 'export function render(text: string) { return text; }\n',
      'src/render.test.ts': [
        "import { render } from './render.js';",
        "describe('render', () => {",
        "  it('one', () => {",
        '    function setup() { return 1; }',
        '    setup();',
        '  });',
        "  it('two', () => {",
        '    function setup() { return 2; }',
        '    setup();',
        '    const { render } = helpers();',
        "    render('b');",
        '  });',
        "  it('three', () => { render('c'); });",
        '});',
        'function helpers() { return { render: (text: string) => text }; }',
      ].join('\n'),
    });
    expect(callersOf('src/render.test.ts#setup@4')).toEqual([
      'file:src/render.test.ts certain same_file',
    ]);
    expect(callersOf('src/render.test.ts#setup@8')).toEqual([
      'file:src/render.test.ts certain same_file',
    ]);
    // `render('b')` calls the destructured local; only `render('c')` is the import.
    expect(
      graph.callers('src/render.ts#render').map((caller) => `${caller.caller.id}:${caller.line}`),
    ).toEqual(['file:src/render.test.ts:13']);
    const page = await graphOf({
      'src/render.ts': 'export function render(text: string) { return text; }\n',
      'src/page.ts': [
        "import { render } from './render.js';",
        "export function page() { return render('a'); }",
        "export function local({ render }: { render: (t: string) => string }) { return render('b'); }",
        "export function param(render: (t: string) => string) { return render('c'); }",
      ].join('\n'),
    });
    // A destructured parameter and a plain parameter shadow the import too.
    expect(page.callersOf('src/render.ts#render')).toEqual(['src/page.ts#page@2 certain import']);
  });

  it('takes lowercase JSX tags for elements, and resolves components in the test block declaring them', async () => {
    const { graph, callersOf } = await graphOf({
      'src/html.ts': 'export function html(text: string) { return text; }\n',
      'src/page.tsx': [
        "import { html } from './html.js';",
        "export function Page() { return <html><body>{html('x')}</body></html>; }",
      ].join('\n'),
      'src/page.test.tsx': [
        "it('a', () => {",
        '  const Row = () => <li />;',
        '  return <Row />;',
        '});',
        "it('b', () => {",
        '  const Row = () => <tr />;',
        '  return <Row />;',
        '});',
      ].join('\n'),
    });
    // One call of `html` — the helper's — not three (`<html>` is an element).
    expect(callersOf('src/html.ts#html')).toEqual(['src/page.tsx#Page@2 certain import']);
    expect(callersOf('src/page.test.tsx#Row@2')).toEqual([
      'file:src/page.test.tsx certain same_file',
    ]);
    expect(callersOf('src/page.test.tsx#Row@6')).toEqual([
      'file:src/page.test.tsx certain same_file',
    ]);
    expect(graph.calls.filter((edge) => edge.from === 'file:src/page.test.tsx')).toHaveLength(2);
  });

  it("keeps library calls out of the repository's classes, and a field's written class from its siblings", async () => {
    const { callersOf } = await graphOf({
      'src/driver.ts': [
        'export interface Driver { query(sql: string): string[]; log(text: string): void }',
        'export class MysqlDriver implements Driver {',
        '  query(sql: string) { return [sql]; }',
        '  log(text: string) {}',
        '}',
        'export class PostgresDriver implements Driver {',
        '  query(sql: string) { return [sql]; }',
        '  log(text: string) {}',
        '}',
      ].join('\n'),
      'src/runner.ts': [
        "import { Client } from 'pg';",
        "import { MysqlDriver } from './driver.js';",
        'export class BaseRunner {',
        '  protected driver: MysqlDriver = new MysqlDriver();',
        '  protected client: Client = new Client();',
        '}',
        'export class MysqlRunner extends BaseRunner {',
        "  run() { console.log('run'); this.client.query('a'); return this.driver.query('b'); }",
        '}',
      ].join('\n'),
    });
    // `console.log` is the platform's, `this.client.query` pg's; `this.driver` is a MysqlDriver
    // (a field the superclass declares): its `query`, not Postgres's.
    expect(callersOf('src/driver.ts#MysqlDriver.log')).toEqual([]);
    expect(callersOf('src/driver.ts#PostgresDriver.log')).toEqual([]);
    expect(callersOf('src/driver.ts#MysqlDriver.query')).toEqual([
      'src/runner.ts#MysqlRunner.run@8 likely type',
    ]);
    expect(callersOf('src/driver.ts#PostgresDriver.query')).toEqual([]);
  });

  it("reaches a library type's methods in the classes implementing it, and never a container's element's", async () => {
    const { callersOf } = await graphOf({
      'src/observable-map.ts': [
        'export class ObservableMap<K, V> implements Map<K, V> {',
        '  get(key: K): V | undefined { return undefined; }',
        '}',
      ].join('\n'),
      'src/store.ts': [
        'export interface Keyed { get(key: string): number }',
        'export class Store implements Keyed {\n  get(key: string) { return key.length; }\n}',
      ].join('\n'),
      'src/use.ts': [
        "import type { Store } from './store.js';",
        "export function read(values: Map<string, number>) { return values.get('a'); }",
        "export function stores(byName: Map<string, Store>) { return byName.get('b'); }",
      ].join('\n'),
    });
    // `values: Map<…>` may be the repository's ObservableMap; `byName.get` is the Map's, not a Store's.
    expect(callersOf('src/observable-map.ts#ObservableMap.get')).toEqual([
      'src/use.ts#read@2 possible dispatch',
      'src/use.ts#stores@3 possible dispatch',
    ]);
    expect(callersOf('src/store.ts#Store.get')).toEqual([]);
  });

  it("types a callback's parameters by the callee's written parameter types", async () => {
    const { callersOf } = await graphOf({
      'src/subscriber.ts': [
        'export class Subscriber<T> {',
        '  next(value: T) { return value; }',
        '}',
        'export class Observable<T> {',
        '  constructor(subscribe?: (this: Observable<T>, subscriber: Subscriber<T>) => void) {}',
        '}',
        'export function operate<T>(init: (source: Observable<T>, subscriber: Subscriber<T>) => void) {',
        '  return init;',
        '}',
      ].join('\n'),
      'src/use.ts': [
        "import { Observable, operate } from './subscriber.js';",
        'export const one = () => new Observable<number>((subscriber) => { subscriber.next(1); });',
        'export const two = () => operate<number>((source, subscriber) => subscriber.next(2));',
        'export function three(subscriber) { return subscriber.next(3); }',
      ].join('\n'),
    });
    // `three`'s untyped parameter says nothing: no edge from it.
    expect(callersOf('src/subscriber.ts#Subscriber.next')).toEqual([
      'src/use.ts#one@2 likely type',
      'src/use.ts#two@3 likely type',
    ]);
  });

  it('types chained calls by what each link returns: `this` (written or returned) and written return types', async () => {
    const { callersOf } = await graphOf({
      'src/query.ts': [
        'export class Rows { first() { return 1; } }',
        'export class Other { where(x: string) { return x; } first() { return 2; } }',
        'export class Query {',
        '  parts: string[] = [];',
        '  where(x: string) { this.parts.push(x); return this; }',
        '  select(): this { return this; }',
        '  run(): Rows { return new Rows(); }',
        '  each(visit: (rows: Rows) => void) { visit(this.run()); }',
        '}',
        'export function query(): Query { return new Query(); }',
      ].join('\n'),
      'src/use.ts': [
        "import { query, Query } from './query.js';",
        'export function list(q: Query) {',
        "  return q.select().where('a').run().first();",
        '}',
        "export const other = () => query().where('b').run();",
        'export function visit(q: Query) { q.each((rows) => rows.first()); }',
      ].join('\n'),
    });
    expect(callersOf('src/query.ts#Query.where')).toEqual([
      'src/use.ts#list@2 likely type',
      'src/use.ts#other@5 likely type',
    ]);
    expect(callersOf('src/query.ts#Query.run')).toEqual([
      'src/query.ts#Query.each@8 certain this',
      'src/use.ts#list@2 likely type',
      'src/use.ts#other@5 likely type',
    ]);
    // `first` of what `run()` returns, and of a callback parameter typed by a method's signature.
    expect(callersOf('src/query.ts#Rows.first')).toEqual([
      'src/use.ts#list@2 likely type',
      'src/use.ts#visit@6 likely type',
    ]);
    expect(callersOf('src/query.ts#Other.where')).toEqual([]);
    expect(callersOf('src/query.ts#Other.first')).toEqual([]);
  });

  it('types a field declared as a constructor parameter with a constructed default', async () => {
    const { callersOf } = await graphOf({
      'src/store.ts': [
        'export class Store { load() { return 1; } }',
        'export class Cache { load() { return 2; } }',
      ].join('\n'),
      'src/admin.ts': [
        "import { Store } from './store.js';",
        'export class Admin {',
        '  constructor(private store = new Store(), readonly name = "admin") {}',
        '  refresh() { return this.store.load(); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/store.ts#Store.load')).toEqual([
      'src/admin.ts#Admin.refresh@4 likely type',
    ]);
    expect(callersOf('src/store.ts#Cache.load')).toEqual([]);
  });

  it("types `value.field.m()` by the field a value's written interface declares", async () => {
    const { callersOf } = await graphOf({
      'src/set.ts': [
        'export class ObservableSet<T> implements Set<T> {',
        '  forEach(visit: (value: T) => void) { return visit; }',
        '}',
        'export class Store { flush() { return 1; } }',
        'export class Queue { flush() { return 2; } }',
      ].join('\n'),
      'src/use.ts': [
        "import type { Store } from './set.js';",
        'export interface Observable { observers_: Set<string> | null; store: Store }',
        'export function notify(observable: Observable) {',
        '  observable.observers_?.forEach((name) => name);',
        '  return observable.store.flush();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/set.ts#ObservableSet.forEach')).toEqual([
      'src/use.ts#notify@3 possible dispatch',
    ]);
    expect(callersOf('src/set.ts#Store.flush')).toEqual(['src/use.ts#notify@3 likely type']);
    expect(callersOf('src/set.ts#Queue.flush')).toEqual([]);
  });

  it('takes a named function expression for a caller, and a handler assigned inside a function for part of that function', async () => {
    const { callersOf } = await graphOf({
      'src/lib.ts': [
        'export function die(message: string) { throw new Error(message); }',
        'export function reset() { return 0; }',
      ].join('\n'),
      'src/use.ts': [
        "import { die, reset } from './lib.js';",
        'export function createFactory() {',
        '  const factory = function action(name: string) { die(name); } as unknown;',
        '  return factory;',
        '}',
        'export function connect(socket: { onopen?: () => void }) {',
        '  socket.onopen = () => { reset(); };',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/lib.ts#die')).toEqual([
      'src/use.ts#createFactory.action@3 certain import',
    ]);
    expect(callersOf('src/lib.ts#reset')).toEqual(['src/use.ts#connect@6 certain import']);
  });

  it('Python: `super().m()`, `self.m()` from a base class or mixin, loop variables that shadow functions, submodule imports', async () => {
    const { graph, callersOf } = await graphOf({
      'app/__init__.py': '',
      'app/base.py': [
        'class Mixin:',
        '    def clean(self):',
        '        return 1',
        'class Base:',
        '    def save(self):',
        '        return 2',
      ].join('\n'),
      'app/models.py': [
        'from .base import Base, Mixin',
        'def handler():',
        '    return 0',
        'class Model(Mixin, Base):',
        '    def save(self):',
        '        self.clean()',
        '        return super().save()',
        'def run(handlers):',
        '    for handler in handlers:',
        '        handler()',
      ].join('\n'),
      'app/loader.py': 'def load(name):\n    return name\n',
      'app/main.py':
        'from app import loader\nfrom . import base\n\ndef start():\n    return loader.load("x")\n',
    });
    expect(callersOf('app/base.py#Base.save')).toEqual(['app/models.py#Model.save@5 certain this']);
    expect(callersOf('app/base.py#Mixin.clean')).toEqual([
      'app/models.py#Model.save@5 certain this',
    ]);
    // `handler()` in the loop calls the loop variable, not the module's function.
    expect(callersOf('app/models.py#handler')).toEqual([]);
    // `from app import loader` imports the submodule app/loader.py, not app/__init__.py.
    expect(callersOf('app/loader.py#load')).toEqual(['app/main.py#start@4 certain import']);
    expect(
      graph.imports.filter((edge) => edge.from === 'app/main.py').map((edge) => edge.to),
    ).toEqual(['app/loader.py', 'app/base.py']);
  });

  it('Python: receivers typed by a constructor call, an annotation or a constructed `self.` field', async () => {
    const { callersOf } = await graphOf({
      'shop/__init__.py': '',
      'shop/cart.py': [
        'class Cart:',
        '    def total(self):',
        '        return 0',
        'class Wishlist:',
        '    def total(self):',
        '        return 1',
      ].join('\n'),
      'shop/views.py': [
        'from shop.cart import Cart',
        'def checkout():',
        '    cart = Cart()',
        '    return cart.total()',
        'def summary(cart: Cart):',
        '    return cart.total()',
        'def untyped(cart):',
        '    return cart.total()',
        'class Page:',
        '    def __init__(self):',
        '        self.cart = Cart()',
        '    def render(self):',
        '        return self.cart.total()',
      ].join('\n'),
    });
    // Each typed receiver reaches Cart's method, never Wishlist's; the untyped one reaches neither.
    expect(callersOf('shop/cart.py#Cart.total')).toEqual([
      'shop/views.py#Page.render@12 likely type',
      'shop/views.py#checkout@2 likely type',
      'shop/views.py#summary@5 likely type',
    ]);
    expect(callersOf('shop/cart.py#Wishlist.total')).toEqual([]);
  });

  it('Python: `import a.b` binds the package `a`; `a.b.f()` calls into module `a.b`', async () => {
    const { callersOf } = await graphOf({
      'app/__init__.py': 'def setup():\n    return 0\n',
      'app/utils/__init__.py': '',
      'app/utils/text.py': 'def slug(value):\n    return value\ndef setup():\n    return 1\n',
      'main.py': [
        'import app.utils.text',
        'def run():',
        '    app.setup()',
        '    return app.utils.text.slug("x")',
      ].join('\n'),
    });
    expect(callersOf('app/utils/text.py#slug')).toEqual(['main.py#run@2 certain import']);
    // `app.setup()` is the package's, not the imported submodule's.
    expect(callersOf('app/__init__.py#setup')).toEqual(['main.py#run@2 certain import']);
    expect(callersOf('app/utils/text.py#setup')).toEqual([]);
  });

  it('Python: a base class named like others is the one its file imports', async () => {
    const { callersOf } = await graphOf({
      'db/__init__.py': '',
      'db/mysql.py': 'class Operations:\n    def quote(self, name):\n        return name\n',
      'db/sqlite.py': 'class Operations:\n    def quote(self, name):\n        return name\n',
      'db/spatial.py': [
        'from db.sqlite import Operations',
        'class SpatialOperations(Operations):',
        '    def quote(self, name):',
        '        return super().quote(name)',
        '    def table(self, name):',
        '        return self.quote(name)',
        'def use(ops: Operations):',
        '    return ops.quote("x")',
      ].join('\n'),
    });
    expect(callersOf('db/sqlite.py#Operations.quote')).toEqual([
      'db/spatial.py#SpatialOperations.quote@3 certain this',
      'db/spatial.py#use@7 likely type',
    ]);
    expect(callersOf('db/mysql.py#Operations.quote')).toEqual([]);
  });

  it('Python: reads of a `@property` call it; an imported module-level instance has its class', async () => {
    const { callersOf } = await graphOf({
      'shop/__init__.py': '',
      'shop/order.py': [
        'from functools import cached_property',
        'class Order:',
        '    @property',
        '    def total(self):',
        '        return 1',
        '    @cached_property',
        '    def lines(self):',
        '        return []',
        '    def count(self):',
        '        return 2',
        '    def describe(self):',
        '        return self.total + self.count() + len(self.lines)',
        'current = Order()',
        'class Draft:',
        '    def __init__(self):',
        '        self.total = 0',
        '    def describe(self):',
        '        return self.total',
        'class Quote(Draft):',
        '    @property',
        '    def total(self):',
        '        return 2',
      ].join('\n'),
      'shop/use.py': [
        'from shop.order import Order, current',
        'def show(order: Order):',
        '    order.total = 3',
        '    return order.total',
        'def other(thing):',
        '    return thing.total',
        'def latest():',
        '    return current.count()',
      ].join('\n'),
    });
    // A read calls the getter; a write (`order.total = 3`) and an untyped receiver do not.
    expect(callersOf('shop/order.py#Order.total')).toEqual([
      'shop/order.py#Order.describe@11 certain this',
      'shop/use.py#show@2 likely type',
    ]);
    expect(callersOf('shop/order.py#Order.lines')).toEqual([
      'shop/order.py#Order.describe@11 certain this',
    ]);
    // In Draft's method, `self` may be a Quote, whose `total` is a property (a `@property` is not
    // hidden by the attribute Draft writes: the write runs its setter).
    expect(callersOf('shop/order.py#Quote.total')).toEqual([
      'shop/order.py#Draft.describe@17 likely this',
    ]);
    // `self.count()` is a method call; `current` is the module's Order instance.
    expect(callersOf('shop/order.py#Order.count')).toEqual([
      'shop/order.py#Order.describe@11 certain this',
      'shop/use.py#latest@7 likely type',
    ]);
  });

  it('weighs the blast radius by edge and depth', async () => {
    const repo = await workspace();
    const graph = await buildGraph({ root: repo.path, cacheDirectory: false });
    // hash ← Auth.login ← check ← handler and the test: three calls away.
    const radius = graph.blastRadius('src/crypto/hash.ts#hash', 3);
    expect(radius.files.map((file) => [file.file, file.depth])).toEqual([
      ['src/auth.ts', 1],
      ['src/crypto/index.ts', 1],
      ['src/api.ts', 3],
      ['src/auth.test.ts', 3],
    ]);
    expect(radius.files[0]?.score).toBeGreaterThan(radius.files[2]?.score ?? 0);
    expect(graph.blastRadius('src/crypto/hash.ts#hash', 2).files.map((file) => file.file)).toEqual([
      'src/auth.ts',
      'src/crypto/index.ts',
    ]);
  });

  it('lists files of equal blast-radius scores in path order, whatever the locale', async () => {
    const importer = "import { hash } from './hash';\nexport const use = () => hash();\n";
    const { graph } = await graphOf({
      'src/hash.ts': 'export function hash() {\n  return 1;\n}\n',
      'src/alpha.ts': importer,
      'src/Zed.ts': importer,
      'src/_private.ts': importer,
    });
    // By UTF-16 code units, as the graph's files: a collation would put `alpha` first.
    expect(graph.blastRadius('src/hash.ts').files.map((file) => file.file)).toEqual([
      'src/Zed.ts',
      'src/_private.ts',
      'src/alpha.ts',
    ]);
  });

  it('analyses a change: symbols, callers, dependents, test gaps, risk signals and priorities', async () => {
    const repo = await workspace();
    const graph = await buildGraph({ root: repo.path, cacheDirectory: false });
    const analysis = graph.changeAnalysis([
      { path: 'src/auth.ts', ranges: [[7, 7]] },
      { path: 'src/log.ts', ranges: [[1, 1]] },
    ]);
    expect(analysis.changedSymbols.map((symbol) => symbol.name)).toEqual(['check', 'log']);
    expect(analysis.dependentFiles).toEqual(['src/api.ts', 'src/auth.test.ts']);
    expect(analysis.testGaps.map((gap) => gap.name)).toEqual([]);
    expect(analysis.fileSignals['src/auth.ts']).toEqual({
      callerCount: 2,
      coveredByTests: true,
      testReason: 'reached by tests',
    });
    expect(analysis.reviewPriorities[0]?.file).toBe('src/auth.ts');
    const untested = graph.changeAnalysis([{ path: 'src/page.tsx', ranges: [[2, 2]] }]);
    expect(untested.testGaps.map((gap) => gap.name)).toEqual(['Page']);
    expect(untested.fileSignals['src/page.tsx']).toEqual({
      callerCount: 0,
      coveredByTests: false,
      testReason: 'no test reaches Page',
    });
  });

  it('sees tests reach constructors, #private methods and deep call chains', async () => {
    const { graph } = await graphOf({
      'src/store.ts': [
        'export class Store {',
        '  #items: string[] = [];',
        '  constructor(private name: string) {',
        '    this.#init();',
        '  }',
        '  #init() { this.#items.push(this.name); this.#a(); }',
        '  #a() { this.#b(); }',
        '  #b() { this.#c(); }',
        '  #c() { this.#d(); }',
        '  #d() { return 1; }',
        '  add(item: string) { this.#items.push(item); }',
        '}',
      ].join('\n'),
      'src/store.test.ts':
        "import { Store } from './store.js';\nit('builds', () => { new Store('a'); });\n",
    });
    const analysis = graph.changeAnalysis([{ path: 'src/store.ts', ranges: [[1, 12]] }]);
    expect(analysis.testGaps.map((gap) => gap.name)).toEqual(['Store.add']);
    expect(analysis.testReachUnknown).toEqual([]);
    expect(analysis.fileSignals['src/store.ts']).toMatchObject({
      coveredByTests: false,
      testReason: 'no test reaches Store.add',
    });
  });

  it('says "unknown" when tests call a name the graph could not resolve, never "no test reaches it"', async () => {
    const { graph } = await graphOf({
      'src/make.ts': [
        'const cache = new Map<string, { run(): number }>();',
        'export function make(key: string) {',
        '  return cache.get(key) ?? { run() { return helper(); } };',
        '}',
        'function helper() { return 1; }',
        'export function lonely() { return 2; }',
      ].join('\n'),
      'src/make.test.ts':
        "import { make } from './make.js';\nit('runs', () => { const made = make('a'); made.run(); });\n",
    });
    const analysis = graph.changeAnalysis([{ path: 'src/make.ts', ranges: [[3, 6]] }]);
    expect(analysis.testGaps.map((gap) => gap.name)).toEqual(['lonely']);
    expect(analysis.testReachUnknown.map((gap) => `${gap.name}: ${gap.reason}`).sort()).toEqual([
      'helper: tests call something named helper that the graph could not resolve to one definition',
      'make.run: tests call something named run that the graph could not resolve to one definition',
    ]);
    expect(analysis.fileSignals['src/make.ts']?.coveredByTests).toBeUndefined();
  });

  it('makes no test-reach claim on test files or files the graph does not parse', async () => {
    const { graph } = await graphOf({
      'src/a.ts': 'export function a() { return 1; }\n',
      'src/a.test.ts':
        "import { a } from './a.js';\nit('a', () => { function local() {} a(); });\n",
      'config/settings.json': '{ "a": 1 }\n',
    });
    const analysis = graph.changeAnalysis([
      { path: 'src/a.test.ts', ranges: [[1, 2]] },
      { path: 'config/settings.json', ranges: [[1, 1]] },
    ]);
    expect(analysis.testGaps).toEqual([]);
    expect(analysis.fileSignals['config/settings.json']).toBeUndefined();
    expect(analysis.fileSignals['src/a.test.ts']).toEqual({
      callerCount: 0,
      testReason: 'a test file',
    });
  });

  it('does not link a typed receiver to a same-named class of another file', async () => {
    const { callersOf } = await graphOf({
      'src/a/router.ts': 'export class Router {\n  handle(path: string) { return path; }\n}\n',
      'src/b/router.ts':
        'export class Router {\n  handle(path: string) { return path.length; }\n}\n',
      'src/a/router.test.ts':
        "import { Router } from './router.js';\nit('routes', () => { const router: Router = new Router(); router.handle('/'); });\n",
      'src/b/local.ts':
        'export class Router {\n  handle() { return 0; }\n}\nexport function go(router: Router) { return router.handle(); }\n',
    });
    expect(callersOf('src/a/router.ts#Router.handle')).toEqual([
      'file:src/a/router.test.ts likely type',
    ]);
    expect(callersOf('src/b/router.ts#Router.handle')).toEqual([]);
    expect(callersOf('src/b/local.ts#Router.handle')).toEqual(['src/b/local.ts#go@4 likely type']);
  });

  it('finds the files that still import a deleted file', async () => {
    const { graph } = await graphOf({
      'src/app.ts': "import { util } from './util.js';\nexport const app = util;\n",
      'src/nested/b.ts': "import { util } from '../util';\nexport const b = util;\n",
      'src/lib/index.ts': 'export const lib = 1;\n',
      'src/c.ts': "import { lib } from './lib';\nimport { other } from './other.js';\n",
      'src/other.ts': 'export const other = 1;\n',
      'py/pkg/main.py': 'from .helpers import tool\nimport os\n',
    });
    expect(graph.importersOfMissing('src/util.ts')).toEqual([
      { file: 'src/app.ts', line: 1, source: './util.js' },
      { file: 'src/nested/b.ts', line: 1, source: '../util' },
    ]);
    expect(graph.importersOfMissing('src/other.ts')).toEqual([]);
    expect(graph.importersOfMissing('py/pkg/helpers.py')).toEqual([
      { file: 'py/pkg/main.py', line: 1, source: '.helpers' },
    ]);
  });

  it('never follows a symbolic link out of the repository', async () => {
    const outside = await committed({ 'secret.ts': 'export function outsider() { return 1; }\n' });
    const repo = await committed({ 'src/a.ts': 'export function a() { return 1; }\n' });
    await symlink(join(outside.path, 'secret.ts'), join(repo.path, 'src/escape.ts'));
    await symlink(join(repo.path, 'src/a.ts'), join(repo.path, 'src/inside.ts'));
    await repo.commit('links');
    const graph = await buildGraph({ root: repo.path, cacheDirectory: false });
    expect(graph.find('outsider')).toEqual([]);
    expect(graph.skipped).toContainEqual({
      path: 'src/escape.ts',
      reason: 'a symbolic link out of the repository',
    });
    expect(graph.files.has('src/inside.ts')).toBe(true);
  });

  it('keeps an incremental cache: unchanged files are reused, changed ones re-parsed, a damaged cache ignored', async () => {
    const repo = await workspace();
    const progress: { parsed: number; reused: number }[] = [];
    await buildGraph({ root: repo.path, onProgress: (state) => progress.push(state) });
    await repo.write({
      'src/log.ts':
        'export function log(message: string) { return message.trim(); }\nexport function warn() { log("!"); }\n',
    });
    const graph = await buildGraph({
      root: repo.path,
      onProgress: (state) => progress.push(state),
    });
    expect(progress.at(-1)).toMatchObject({ parsed: 1, reused: 7 });
    expect(graph.callers('src/log.ts#log').map((caller) => caller.caller.id)).toContain(
      'src/log.ts#warn@2',
    );
    for (const name of Object.keys(await cacheFiles(repo.path)))
      if (name.startsWith('facts'))
        await writeFile(join(repo.path, '.codehawk/graph', name), '{ "version": 1, "files": ');
    const warnings: string[] = [];
    await buildGraph({
      root: repo.path,
      onWarning: (message) => warnings.push(message),
      onProgress: (state) => progress.push(state),
    });
    expect(warnings[0]).toMatch(/Ignoring the graph cache .* damaged/);
    expect(progress.at(-1)).toMatchObject({ parsed: 8, reused: 0 });
  });

  it('reads an existing cache without writing it back when told not to write (a dry run)', async () => {
    const repo = await workspace();
    await buildGraph({ root: repo.path });
    const cached = await cacheFiles(repo.path);
    expect(Object.keys(cached)).toContain('index.bin');
    await repo.write({
      'src/log.ts': 'export function log(message: string) { return message.toUpperCase(); }\n',
    });
    const progress: { parsed: number; reused: number }[] = [];
    await buildGraph({
      root: repo.path,
      writeCache: false,
      onProgress: (state) => progress.push(state),
    });
    expect(progress.at(-1)).toMatchObject({ parsed: 1, reused: 7 });
    expect(await cacheFiles(repo.path)).toEqual(cached);
  });

  it('updates in process: only the changed files are parsed again', async () => {
    const repo = await workspace();
    const graph = await buildGraph({ root: repo.path, cacheDirectory: false });
    await repo.write({
      'src/log.ts':
        'export function log(message: string) { return message; }\nexport function warn() { log("!"); }\n',
    });
    const updated = await updateGraph(graph, repo.path, ['src/log.ts', 'src/gone.ts']);
    expect(
      updated
        .callers('src/log.ts#log')
        .map((caller) => caller.caller.id)
        .sort(),
    ).toEqual(['src/auth.ts#Auth.login@4', 'src/log.ts#warn@2']);
    expect(updated.files.get('src/api.ts')).toBe(graph.files.get('src/api.ts'));
  });

  it('updates in process to exactly the graph a fresh build gives, re-resolving only what a change affects', async () => {
    const repo = await workspace();
    let graph = await buildGraph({ root: repo.path, cacheDirectory: false });
    const edits: Record<string, string>[] = [
      // A body-only edit: nothing else can change.
      { 'src/log.ts': 'export function log(message: string) { return message.trim(); }\n' },
      // Lines move: the edges into the file follow its definitions' new ids.
      {
        'src/crypto/hash.ts':
          '// Hashing.\n\nexport function hash(value: string) { return value.length; }\nexport function unused() { return 0; }\n',
      },
      // `hash` is gone and `digest` is new: Auth.login's call through the barrel loses its target.
      { 'src/crypto/hash.ts': 'export function digest(value: string) { return value; }\n' },
      // …and gets it back, from another file.
      {
        'src/crypto/hash.ts':
          "export { digest as hash } from './digest.js';\nexport function unused() { return 0; }\n",
        'src/crypto/digest.ts': 'export function digest(value: string) { return value; }\n',
      },
    ];
    for (const edit of edits) {
      await repo.write(edit);
      graph = await updateGraph(graph, repo.path, Object.keys(edit));
      const fresh = await buildGraph({ root: repo.path, cacheDirectory: false });
      expect(exportGraph(graph)).toEqual(exportGraph(fresh));
    }
    expect(graph.callers('src/crypto/digest.ts#digest').map((caller) => caller.caller.id)).toEqual([
      'src/auth.ts#Auth.login@4',
    ]);
  });

  it('returns a partial graph, flagged, when the time budget runs out or the build is cancelled', async () => {
    const repo = await workspace();
    const late = await buildGraph({
      root: repo.path,
      cacheDirectory: false,
      deadline: Date.now() - 1,
    });
    expect(late.partial).toBe(true);
    expect(late.files.size).toBe(0);
    expect(
      late.skipped.some((entry) => entry.reason === 'time budget ran out before it was parsed'),
    ).toBe(true);
    const controller = new AbortController();
    controller.abort();
    expect(
      (await buildGraph({ root: repo.path, cacheDirectory: false, signal: controller.signal }))
        .partial,
    ).toBe(true);
  });

  it('exports the versioned JSON format', async () => {
    const repo = await workspace();
    const exported = exportGraph(await buildGraph({ root: repo.path, cacheDirectory: false }));
    expect(exported).toMatchObject({ format: 'codehawk-graph', version: 1, partial: false });
    expect(exported.nodes.find((node) => node.qualifiedName === 'Auth.login')).toMatchObject({
      kind: 'method',
      file: 'src/auth.ts',
      startLine: 4,
      endLine: 4,
    });
    expect(exported.edges).toContainEqual({
      kind: 'imports',
      from: 'file:src/api.ts',
      to: 'file:src/auth.ts',
      confidence: 'certain',
    });
    expect(JSON.parse(JSON.stringify(exported))).toEqual(exported);
    await expect(readFile(join(repo.path, '.codehawk/graph/index.bin'))).rejects.toThrow(/ENOENT/);
  });
});
