// An interface of the repository that has a method from a library's interface (`interface
// Resource extends Partial<Disposable>`): a call through it reaches the classes implementing it.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe("calls through an interface extending a library's", () => {
  it('reach the classes implementing the interface or its sub-interfaces, nothing else of the name', async () => {
    const callersOf = await callersIn({
      'src/resource.ts': [
        "import type { Disposable } from 'typed-inject';",
        'export interface Resource extends Partial<Disposable> {}',
        'export interface Worker extends Disposable { run(): void; }',
        'export type WorkerResource = Worker & Resource;',
      ].join('\n'),
      'src/pool.ts': [
        "import type { Resource, Worker } from './resource.js';",
        'export class Pool implements Resource { async dispose() {} }',
        'export class Sandbox implements Worker { run() {} dispose() {} }',
        'export class NamedSandbox extends Sandbox { dispose() {} }',
        'export class Unrelated { dispose() {} }',
        'export function closeAll(resources: Resource[]) {',
        '  resources.map((resource) => resource.dispose?.());',
        '}',
        'export const stop = (worker: Worker) => worker.dispose();',
      ].join('\n'),
    });
    expect(callersOf('src/pool.ts#Pool.dispose')).toEqual([
      'src/pool.ts#closeAll@6 possible dispatch',
    ]);
    expect(callersOf('src/pool.ts#Sandbox.dispose')).toEqual([
      'src/pool.ts#stop@9 possible dispatch',
    ]);
    // A subclass's override is left out.
    expect(callersOf('src/pool.ts#NamedSandbox.dispose')).toEqual([]);
    expect(callersOf('src/pool.ts#Unrelated.dispose')).toEqual([]);
  });
});
