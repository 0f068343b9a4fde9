// A dependency-injection container's provider passed one class of the repository
// (`injector.injectClass(Executor)`, `container.get(Service)`, `inject(Store)`) returns an instance
// of it: calls on that value reach the class's methods.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('instances a provider returns', () => {
  it('are of the class passed, held by a variable, a field or called on at once', async () => {
    const callersOf = await callersIn({
      'src/exec.ts': [
        'export class Executor { async execute() {} }',
        'export class Reader { read() {} }',
        'export class Store { load() {} }',
      ].join('\n'),
      'src/run.ts': [
        "import { inject, type Injector } from 'typed-inject';",
        "import { Executor, Reader, Store } from './exec.js';",
        'export async function run(injector: Injector) {',
        '  const executor = injector.injectClass(Executor);',
        '  await executor.execute();',
        '  injector.injectClass(Reader).read();',
        '}',
        'export class Page {',
        '  private readonly store = inject(Store);',
        '  show() { this.store.load(); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/exec.ts#Executor.execute')).toEqual(['src/run.ts#run@3 likely type']);
    expect(callersOf('src/exec.ts#Reader.read')).toEqual(['src/run.ts#run@3 likely type']);
    expect(callersOf('src/exec.ts#Store.load')).toEqual(['src/run.ts#Page.show@10 likely type']);
  });

  it('not where the repository declares the method called, or calls no provider', async () => {
    const callersOf = await callersIn({
      'src/exec.ts': [
        'export class Executor { execute() {} }',
        'export class Handle { execute() {} }',
        'export class Registry { get(key: unknown): Handle { return new Handle(); } }',
      ].join('\n'),
      'src/run.ts': [
        "import { wrap } from 'some-library';",
        "import { Executor, Registry } from './exec.js';",
        'export function run(registry: Registry) {',
        '  registry.get(Executor).execute();',
        '  wrap(Executor).execute();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/exec.ts#Executor.execute')).toEqual([]);
    expect(callersOf('src/exec.ts#Handle.execute')).toEqual(['src/run.ts#run@3 likely type']);
  });
});
