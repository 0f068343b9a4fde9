// Incremental rebuilds give the graph a cold build gives, when only another file changes what an
// edge depends on: a parameter's, field's or return type, a class's bases, an interface's members.
import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { TempRepo } from '@codehawk/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { buildGraph } from './build.js';
import type { CodeGraph } from './code-graph.js';
import { exportGraph } from './export.js';
import { updateGraph } from './update.js';

const repos: TempRepo[] = [];
afterEach(async () => {
  for (const repo of repos.splice(0)) await repo.cleanup();
});

const lines = (...text: string[]): string => `${text.join('\n')}\n`;

async function age(repo: TempRepo, paths: Iterable<string>, seconds: number): Promise<void> {
  const when = new Date(Date.now() - seconds * 1000);
  for (const path of paths) await utimes(join(repo.path, path), when, when);
}

const callersOf = (graph: CodeGraph, symbol: string): string[] =>
  graph
    .callers(symbol)
    .map((caller) => caller.caller.id)
    .sort();

/**
 * Builds `files`, applies `edit`, and rebuilds both ways — a new build from the disk cache and an
 * in-process update of the first graph — each checked equal to a build without a cache. Returns
 * the callers of `symbol` before the edit and after it (the same from both rebuilds).
 */
async function rebuilt(
  files: Record<string, string>,
  edit: Record<string, string>,
  symbol: string,
): Promise<{ before: string[]; after: string[]; resolved: number }> {
  const repo = await TempRepo.create();
  repos.push(repo);
  await repo.commit('files', files);
  await age(repo, Object.keys(files), 60);
  const first = await buildGraph({ root: repo.path });
  await repo.write(edit);
  await age(repo, Object.keys(edit), 30);
  const fromCache = await buildGraph({ root: repo.path });
  const inProcess = await updateGraph(first, repo.path, Object.keys(edit));
  const cold = exportGraph(await buildGraph({ root: repo.path, cacheDirectory: false }));
  expect(exportGraph(fromCache)).toEqual(cold);
  expect(exportGraph(inProcess)).toEqual(cold);
  const after = callersOf(fromCache, symbol);
  expect(callersOf(inProcess, symbol)).toEqual(after);
  expect(inProcess.stats.resolved).toBe(fromCache.stats.resolved);
  return { before: callersOf(first, symbol), after, resolved: fromCache.stats.resolved };
}

describe('incremental rebuilds, TypeScript', () => {
  const HOOKS = lines(
    'export interface Options { onError?: (error: unknown) => void }',
    'export interface Hooks { onError?: (error: unknown) => void }',
  );
  const LITERAL = lines(
    "import { handle } from './handle.js';",
    'export function main() {',
    '  handle({ onError(error) { return error; } });',
    '}',
  );
  const REPORT = lines(
    "import type { Hooks, Options } from './types.js';",
    "export function fail(options: Options) { options.onError?.('fail'); }",
    "export function crash(hooks: Hooks) { hooks.onError?.('crash'); }",
  );

  it("follows an object literal to its callee's new parameter type, written in another file", async () => {
    const handle = (type: string): string =>
      lines(
        `import type { ${type} } from './types.js';`,
        `export function handle(opts: ${type}) { return opts; }`,
      );
    const { before, after } = await rebuilt(
      {
        'src/types.ts': HOOKS,
        'src/handle.ts': handle('Options'),
        'src/main.ts': LITERAL,
        'src/report.ts': REPORT,
      },
      { 'src/handle.ts': handle('Hooks') },
      'src/main.ts#main.onError',
    );
    expect(before).toEqual(['src/report.ts#fail@2']);
    expect(after).toEqual(['src/report.ts#crash@3']);
  });

  it('follows an object literal to the new parameter type of a method an interface declares', async () => {
    const source = (type: string): string =>
      lines(
        'export interface Observer { next(value: number): void }',
        'export interface Sink { next(value: number): void }',
        `export interface Source { subscribe(observer: ${type}): void }`,
      );
    const { before, after } = await rebuilt(
      {
        'src/source.ts': source('Observer'),
        'src/watch.ts': lines(
          "import type { Source } from './source.js';",
          'export function watch(source: Source) {',
          '  source.subscribe({ next(value) { return value; } });',
          '}',
        ),
        'src/emit.ts': lines(
          "import type { Observer, Sink } from './source.js';",
          'export function emit(observer: Observer) { observer.next(1); }',
          'export function drain(sink: Sink) { sink.next(2); }',
        ),
      },
      { 'src/source.ts': source('Sink') },
      'src/watch.ts#watch.next',
    );
    expect(before).toEqual(['src/emit.ts#emit@2']);
    expect(after).toEqual(['src/emit.ts#drain@3']);
  });

  const ENGINES = lines(
    'export class Fast { run() { return 1; } }',
    'export class Slow { run() { return 2; } }',
  );

  it('types a receiver by the new type of a field another file declares', async () => {
    const car = (type: string): string =>
      lines(
        "import type { Fast, Slow } from './engines.js';",
        `export interface Car { engine: ${type} }`,
      );
    const { before, after } = await rebuilt(
      {
        'src/engines.ts': ENGINES,
        'src/car.ts': car('Fast'),
        'src/drive.ts': lines(
          "import type { Car } from './car.js';",
          'export function drive(car: Car) { return car.engine.run(); }',
        ),
      },
      { 'src/car.ts': car('Slow') },
      'src/engines.ts#Slow.run',
    );
    expect(before).toEqual([]);
    expect(after).toEqual(['src/drive.ts#drive@2']);
  });

  it("types a variable holding a field method's result by the method's new return type", async () => {
    const garage = (type: string): string =>
      lines(
        "import { Fast, Slow } from './engines.js';",
        `export class Garage { get(key: string): ${type} { return new ${type}(); } }`,
      );
    const { before, after } = await rebuilt(
      {
        'src/engines.ts': ENGINES,
        'src/garage.ts': garage('Fast'),
        'src/shop.ts': lines(
          "import type { Garage } from './garage.js';",
          'export class Shop {',
          '  constructor(private garage: Garage) {}',
          "  test() { const engine = this.garage.get('a'); return engine.run(); }",
          '}',
        ),
      },
      { 'src/garage.ts': garage('Slow') },
      'src/engines.ts#Slow.run',
    );
    expect(before).toEqual([]);
    expect(after).toEqual(['src/shop.ts#Shop.test@4']);
  });

  const CONTEXT = lines(
    'export class Context { json() { return 1; } }',
    'export class Request { json() { return 2; } }',
  );

  it("types a callback's parameter by the new generic alias its callee's parameter names", async () => {
    const aliases = (type: string): string =>
      lines(
        "import type { Context, Request } from './context.js';",
        `export type Handler<E> = (c: ${type}, env: E) => unknown;`,
      );
    const { before, after } = await rebuilt(
      {
        'src/context.ts': CONTEXT,
        'src/aliases.ts': aliases('Context'),
        'src/app.ts': lines(
          "import type { Handler } from './aliases.js';",
          'export class App { get(path: string, handler: Handler<string>) { return handler; } }',
        ),
        'src/routes.ts': lines(
          "import { App } from './app.js';",
          "export function routes(app: App) { app.get('/', (c) => c.json()); }",
        ),
      },
      { 'src/aliases.ts': aliases('Request') },
      'src/context.ts#Request.json',
    );
    expect(before).toEqual([]);
    expect(after).toEqual(['src/routes.ts#routes@2']);
  });

  it('types an imported module-level instance by its new class', async () => {
    const focus = (type: string): string =>
      lines("import { Fast, Slow } from './engines.js';", `export const engine = new ${type}();`);
    const { before, after } = await rebuilt(
      {
        'src/engines.ts': ENGINES,
        'src/focus.ts': focus('Fast'),
        'src/client.ts': lines(
          "import { engine } from './focus.js';",
          'export function start() { return engine.run(); }',
        ),
      },
      { 'src/focus.ts': focus('Slow') },
      'src/engines.ts#Slow.run',
    );
    expect(before).toEqual([]);
    expect(after).toEqual(['src/client.ts#start@2']);
  });

  it('drops a call to a function a module imported and exported, once it is gone', async () => {
    const { before, after } = await rebuilt(
      {
        'src/engines.ts': 'export function start() { return 1; }\n',
        'src/index.ts': "import { start } from './engines.js';\nexport { start };\n",
        'src/client.ts': lines(
          "import { start } from './index.js';",
          'export function drive() { return start(); }',
        ),
      },
      { 'src/engines.ts': 'export function begin() { return 1; }\n' },
      'src/engines.ts#start',
    );
    expect(before).toEqual(['src/client.ts#drive@2']);
    expect(after).toEqual([]);
  });

  const DEFAULT_OBJECT = {
    'src/ast.ts': lines(
      "import * as base from './base.js';",
      "import { now } from './timer.js';",
      'export default { ...base, now };',
    ),
    'src/check.ts': lines(
      "import Ast from './ast.js';",
      'export function check(v: unknown) { return Ast.isAst(v) && Ast.now(v); }',
    ),
  };
  const exporting = (name: string): string =>
    `export function ${name}(v: unknown) { return !!v; }\n`;

  it('follows a default object to the function a module it spreads now exports', async () => {
    const { before, after } = await rebuilt(
      { ...DEFAULT_OBJECT, 'src/base.ts': exporting('isNode'), 'src/timer.ts': exporting('now') },
      { 'src/base.ts': exporting('isAst') },
      'src/base.ts#isAst',
    );
    expect(before).toEqual([]);
    expect(after).toEqual(['src/check.ts#check@2']);
  });

  it('follows a default object to the function a module it names now exports', async () => {
    const { before, after } = await rebuilt(
      { ...DEFAULT_OBJECT, 'src/base.ts': exporting('isAst'), 'src/timer.ts': exporting('later') },
      { 'src/timer.ts': exporting('now') },
      'src/timer.ts#now',
    );
    expect(before).toEqual([]);
    // The object names it too: its file depends on it.
    expect(after).toEqual(['file:src/ast.ts', 'src/check.ts#check@2']);
  });

  it('follows a name a module imports under another name to the function it now names', async () => {
    const index = (name: string): string =>
      `import { ${name} as start } from './engines.js';\nexport { start };\n`;
    const { before, after } = await rebuilt(
      {
        'src/engines.ts': lines(
          'export function fast() { return 1; }',
          'export function slow() { return 2; }',
        ),
        'src/index.ts': index('fast'),
        'src/client.ts': lines(
          "import { start } from './index.js';",
          'export function drive() { return start(); }',
        ),
      },
      { 'src/index.ts': index('slow') },
      'src/engines.ts#slow',
    );
    expect(before).toEqual([]);
    expect(after).toEqual(['src/client.ts#drive@2']);
  });

  it('leaves the importers of a barrel alone when it passes on none of the changed names', async () => {
    const { before, after, resolved } = await rebuilt(
      {
        'src/engines.ts': 'export function start() { return 1; }\n',
        'src/other.ts': 'export function other() { return 2; }\n',
        'src/index.ts': lines(
          "import { start } from './engines.js';",
          "export { other } from './other.js';",
          'export function run() { return start(); }',
        ),
        'src/client.ts': lines(
          "import { other } from './index.js';",
          'export function drive() { return other(); }',
        ),
      },
      { 'src/engines.ts': 'export function begin() { return 1; }\n' },
      'src/engines.ts#start',
    );
    expect(before).toEqual(['src/index.ts#run@3']);
    expect(after).toEqual([]);
    // The changed file and its importer: not the barrel's importer.
    expect(resolved).toBe(2);
  });

  it("follows a class's new base to the method a subclass inherits", async () => {
    const base = (parent: string): string =>
      lines(
        "import { Fast, Slow } from './engines.js';",
        `export class Turbo extends ${parent} {}`,
      );
    const { before, after } = await rebuilt(
      {
        'src/engines.ts': ENGINES,
        'src/turbo.ts': base('Fast'),
        'src/race.ts': lines(
          "import { Turbo } from './turbo.js';",
          'export function race(car: Turbo) { return car.run(); }',
        ),
      },
      { 'src/turbo.ts': base('Slow') },
      'src/engines.ts#Slow.run',
    );
    expect(before).toEqual([]);
    expect(after).toEqual(['src/race.ts#race@2']);
  });
});

describe('incremental rebuilds, Python', () => {
  const ENGINES = lines(
    'class Fast:',
    '    def run(self):',
    '        return 1',
    'class Slow:',
    '    def run(self):',
    '        return 2',
  );

  it('follows a name a package imports to the class it now names', async () => {
    const init = (name: string): string => `from app.engines import ${name} as Engine\n`;
    const { before, after } = await rebuilt(
      {
        'app/__init__.py': init('Fast'),
        'app/engines.py': ENGINES,
        'app/car.py': lines(
          'from app import Engine',
          'class Car(Engine):',
          '    def go(self):',
          '        return self.run()',
        ),
      },
      { 'app/__init__.py': init('Slow') },
      'app/engines.py#Slow.run',
    );
    expect(before).toEqual([]);
    expect(after).toEqual(['app/car.py#Car.go@3']);
  });

  it('types an imported module-level instance by its new class', async () => {
    const connection = (name: string): string =>
      lines('from app.engines import Fast, Slow', `connection = ${name}()`);
    const { before, after } = await rebuilt(
      {
        'app/__init__.py': '',
        'app/engines.py': ENGINES,
        'app/connection.py': connection('Fast'),
        'app/use.py': lines(
          'from app.connection import connection',
          'def main():',
          '    return connection.run()',
        ),
      },
      { 'app/connection.py': connection('Slow') },
      'app/engines.py#Slow.run',
    );
    expect(before).toEqual([]);
    expect(after).toEqual(['app/use.py#main@2']);
  });

  it('drops a call to a function removed two imports away', async () => {
    const { before, after } = await rebuilt(
      {
        'app/__init__.py': 'from app.engines import start\n',
        'app/engines.py': lines('def start():', '    return 1'),
        'app/car.py': lines('from app import start', 'def drive():', '    return start()'),
        'app/shop.py': lines('from app.car import start', 'def open_shop():', '    return start()'),
      },
      { 'app/engines.py': lines('def begin():', '    return 1') },
      'app/engines.py#start',
    );
    expect(before).toEqual(['app/car.py#drive@2', 'app/shop.py#open_shop@2']);
    expect(after).toEqual([]);
  });

  it('follows a function two imports away to its new line when a function is added above it', async () => {
    const { before, after } = await rebuilt(
      {
        'app/__init__.py': 'from app.engines import start\n',
        'app/engines.py': lines('def start():', '    return 1'),
        'app/car.py': lines('from app import start'),
        'app/shop.py': lines('from app.car import start', 'def open_shop():', '    return start()'),
      },
      { 'app/engines.py': lines('def warm():', '    return 0', 'def start():', '    return 1') },
      'app/engines.py#start',
    );
    expect(before).toEqual(['app/shop.py#open_shop@2']);
    expect(after).toEqual(['app/shop.py#open_shop@2']);
  });

  it("follows `super()` along a class's new resolution order", async () => {
    const mixins = (bases: string): string =>
      lines(
        'class Audited:',
        '    def save(self):',
        '        return 1',
        'class Cached:',
        '    def save(self):',
        '        return 2',
        `class Model(${bases}):`,
        '    pass',
      );
    const { before, after } = await rebuilt(
      {
        'app/__init__.py': '',
        'app/mixins.py': mixins('Audited, Cached'),
        'app/order.py': lines(
          'from app.mixins import Model',
          'class Order(Model):',
          '    def save(self):',
          '        return super().save()',
        ),
      },
      { 'app/mixins.py': mixins('Cached, Audited') },
      'app/mixins.py#Cached.save',
    );
    expect(before).toEqual([]);
    expect(after).toEqual(['app/order.py#Order.save@3']);
  });

  it('lets an instance attribute hide an inherited method that is no longer a @property', async () => {
    const base = (decorator: string): string =>
      lines(
        'from functools import cached_property',
        'class Base:',
        `    @${decorator}`,
        '    def total(self):',
        '        return 0',
      );
    const { before, after } = await rebuilt(
      {
        'app/__init__.py': '',
        'app/base.py': base('property'),
        'app/order.py': lines(
          'from app.base import Base',
          'class Order(Base):',
          '    def __init__(self):',
          '        self.total = 1',
          '    def show(self):',
          '        return self.total',
        ),
      },
      { 'app/base.py': base('cached_property') },
      'app/base.py#Base.total',
    );
    expect(before).toEqual(['app/order.py#Order.show@5']);
    expect(after).toEqual([]);
  });

  it('follows `module.Class.m()` to a method the class now inherits', async () => {
    const engine = (base: string): string =>
      lines('from app.engines import Fast, Slow', `class Engine(${base}):`, '    pass');
    const { before, after } = await rebuilt(
      {
        'app/__init__.py': '',
        'app/engines.py': ENGINES,
        'app/engine.py': engine('Fast'),
        'app/use.py': lines(
          'from app import engine',
          'def main():',
          '    return engine.Engine().run()',
        ),
      },
      { 'app/engine.py': engine('Slow') },
      'app/engines.py#Slow.run',
    );
    expect(before).toEqual([]);
    expect(after).toEqual(['app/use.py#main@2']);
  });
});

describe('incremental rebuilds, files left out by name', () => {
  it('an update told of an excluded file leaves it out, as a build with the same exclusions does', async () => {
    const repo = await TempRepo.create();
    repos.push(repo);
    const files = {
      'src/app.ts': lines("import { make } from './make.js';", 'export const run = () => make();'),
      'src/make.ts': 'export function make() { return 1; }\n',
    };
    await repo.commit('files', files);
    await age(repo, Object.keys(files), 60);
    const exclude = ['**/*.gen.ts'];
    const first = await buildGraph({ root: repo.path, exclude, cacheDirectory: false });
    const edit = {
      // Build output and a generated file: both call `make`, neither is the graph's.
      'dist/app.ts': lines("import { make } from '../src/make.js';", 'make();'),
      'src/schema.gen.ts': lines("import { make } from './make.js';", 'make();'),
    };
    await repo.write(edit);
    await age(repo, Object.keys(edit), 30);
    const updated = await updateGraph(first, repo.path, Object.keys(edit), { exclude });
    const cold = await buildGraph({ root: repo.path, exclude, cacheDirectory: false });
    expect(exportGraph(updated)).toEqual(exportGraph(cold));
    expect(callersOf(updated, 'src/make.ts#make@1')).toEqual(['src/app.ts#run@2']);
    expect(updated.skipped.map((file) => file.path)).toEqual(['dist/app.ts', 'src/schema.gen.ts']);
  });
});
