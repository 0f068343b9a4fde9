// A function returning an object literal of values it constructs (a test's fixture factory):
// what code takes out of its result (`const { manager } = makeManager()`, `made().manager`) holds
// those values' classes.
import { describe, expect, it } from 'vitest';
import { graphOf } from '../test/callers-in.js';

describe('an object literal a function returns', () => {
  it('types the fields taken out of its result, destructured or read', async () => {
    const graph = await graphOf({
      'src/manager.ts': [
        'export class Manager { negotiate(): number { return 1; } }',
        'export class Publisher { publish(): void {} }',
        'export class Other { negotiate(): number { return 2; } }',
      ].join('\n'),
      'src/manager.test.ts': [
        "import { Manager, Publisher } from './manager.js';",
        'function makeManager(timeout: number) {',
        '  const manager = new Manager();',
        '  const fake = new Publisher();',
        '  return { manager, pub: fake, timeout };',
        '}',
        'const direct = (publisher: Publisher) => ({ made: new Manager(), publisher });',
        "describe('manager', () => {",
        "  it('negotiates', () => {",
        '    const { manager, pub: publisher } = makeManager(200);',
        '    manager.negotiate();',
        '    publisher.publish();',
        '  });',
        "  it('publishes', () => {",
        '    direct(new Publisher()).made.negotiate();',
        '    const built = makeManager(100);',
        '    built.pub.publish();',
        '    const { publisher } = direct(built.pub);',
        '    publisher.publish();',
        '  });',
        '});',
      ].join('\n'),
    });
    const linesCalling = (symbol: string) =>
      graph.callers(symbol).map(({ caller, line }) => `${caller.id}:${line}`);
    expect(linesCalling('src/manager.ts#Manager.negotiate')).toEqual([
      'file:src/manager.test.ts:11',
      'file:src/manager.test.ts:15',
    ]);
    expect(linesCalling('src/manager.ts#Other.negotiate')).toEqual([]);
    expect(linesCalling('src/manager.ts#Publisher.publish')).toEqual([
      'file:src/manager.test.ts:12',
      'file:src/manager.test.ts:17',
      'file:src/manager.test.ts:19',
    ]);
  });

  it('types the fields of a literal it returns through a variable, read through its ReturnType or into a variable', async () => {
    const graph = await graphOf({
      'src/node.ts': [
        'export class LocalNode { sync(): number { return 1; } shutdown(): void {} }',
        'export class Other { sync(): number { return 2; } }',
      ].join('\n'),
      'src/node.test.ts': [
        "import { LocalNode } from './node.js';",
        'function setupNode(name: string) {',
        '  let node = new LocalNode();',
        '  const ctx = {',
        '    node,',
        '    name,',
        '    restart: async () => {',
        '      ctx.node = node = new LocalNode();',
        '      return node;',
        '    },',
        '  };',
        '  return ctx;',
        '}',
        'let cloud: ReturnType<typeof setupNode>;',
        "describe('node', () => {",
        "  it('syncs', () => {",
        "    const { node } = setupNode('a');",
        '    node.sync();',
        "    cloud = setupNode('cloud');",
        '    cloud.node.shutdown();',
        '  });',
        "  it('restarts', () => {",
        "    const restarted = setupNode('b').node;",
        '    restarted.sync();',
        '  });',
        '});',
      ].join('\n'),
    });
    const linesCalling = (symbol: string) =>
      graph.callers(symbol).map(({ caller, line }) => `${caller.id}:${line}`);
    expect(linesCalling('src/node.ts#LocalNode.sync')).toEqual([
      'file:src/node.test.ts:18',
      'file:src/node.test.ts:24',
    ]);
    expect(linesCalling('src/node.ts#Other.sync')).toEqual([]);
    expect(linesCalling('src/node.ts#LocalNode.shutdown')).toEqual(['file:src/node.test.ts:20']);
  });

  it('types the fields of a returned literal holding a call, a local a call gave or a field read', async () => {
    const graph = await graphOf({
      'src/node.ts': [
        'export class CoValueCore { loadFromStorage(): void {} }',
        'export class LocalNode {',
        '  getCoValue(id: string) { return new CoValueCore(); }',
        '  createGroup(): void {}',
        '}',
        'export class Other { loadFromStorage(): void {} createGroup(): void {} }',
      ].join('\n'),
      'src/utils.ts': [
        "import { LocalNode } from './node.js';",
        'export function createTestNode() { return new LocalNode(); }',
        'export function createUnloaded(node: LocalNode) {',
        "  const state = node.getCoValue('x');",
        "  return { coValue: state, id: 'x' };",
        '}',
        'export function setupAccount(name: string) {',
        '  const ctx = { node: createTestNode(), name };',
        '  return { node: ctx.node, made: createTestNode() };',
        '}',
      ].join('\n'),
      'src/load.test.ts': [
        "import { createTestNode, createUnloaded, setupAccount } from './utils.js';",
        'function setup() {',
        '  const node = createTestNode();',
        '  const { coValue } = createUnloaded(node);',
        '  return { node, state: coValue };',
        '}',
        "describe('load', () => {",
        "  it('loads', () => {",
        '    const { state } = setup();',
        '    state.loadFromStorage();',
        "    const admin = setupAccount('admin');",
        '    admin.node.createGroup();',
        "    setupAccount('bob').made.createGroup();",
        '  });',
        '});',
      ].join('\n'),
    });
    const linesCalling = (symbol: string) =>
      graph.callers(symbol).map(({ caller, line }) => `${caller.id}:${line}`);
    expect(linesCalling('src/node.ts#CoValueCore.loadFromStorage')).toEqual([
      'file:src/load.test.ts:10',
    ]);
    expect(linesCalling('src/node.ts#LocalNode.createGroup')).toEqual([
      'file:src/load.test.ts:12',
      'file:src/load.test.ts:13',
    ]);
    expect(linesCalling('src/node.ts#Other.loadFromStorage')).toEqual([]);
    expect(linesCalling('src/node.ts#Other.createGroup')).toEqual([]);
  });
});
