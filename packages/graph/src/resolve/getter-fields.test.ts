// A getter with a written return type (`get root(): Root`) is read as a field of that type; one
// returning a field of the class's field (`this.options.columns`) is typed by that field, one
// returning a call (`this.channel.getClient()`) by what the call returns.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('getters read as fields', () => {
  it('type the receiver of a call on what they return by their written return type', async () => {
    const callersOf = await callersIn({
      'src/nodes.ts': [
        'export class Root { render() { return ""; } }',
        'export class Leaf { render() { return "leaf"; } }',
      ].join('\n'),
      'src/gen.ts': [
        "import type { Root } from './nodes.js';",
        'export class CodeGen {',
        '  private nodes: Root[] = [];',
        '  toString() { return this.root.render(); }',
        '  private get root(): Root { return this.nodes[0] as Root; }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/nodes.ts#Root.render')).toEqual([
      'src/gen.ts#CodeGen.toString@4 likely type',
    ]);
    expect(callersOf('src/nodes.ts#Leaf.render')).toEqual([]);
  });
});

describe('getters with no written return type', () => {
  const FLOW = {
    'src/flow.ts': [
      'export class FlowNode {',
      '  private _children: FlowNode[] = [];',
      '  private _parent: FlowNode | null = null;',
      '  get children() { return this._children; }',
      '  get parent() { return this._parent; }',
      '  hash() { return ""; }',
      '  removeChild(child: FlowNode) { return child; }',
      '}',
      'export class Other { hash() { return 0; } removeChild() { return 1; } }',
    ].join('\n'),
  };

  it('type a callback over what they return by the field they return', async () => {
    const callersOf = await callersIn({
      ...FLOW,
      'src/use.ts': [
        "import type { FlowNode } from './flow.js';",
        'export function hashes(node: FlowNode) {',
        '  return node.children.map((x) => x.hash());',
        '}',
        'export function first(node: FlowNode) {',
        '  return node.children[0].hash();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/flow.ts#FlowNode.hash')).toEqual([
      'src/use.ts#first@5 likely type',
      'src/use.ts#hashes@2 likely type',
    ]);
    expect(callersOf('src/flow.ts#Other.hash')).toEqual([]);
  });

  it('type a variable holding what they return', async () => {
    const callersOf = await callersIn({
      ...FLOW,
      'src/use.ts': [
        "import type { FlowNode } from './flow.js';",
        'export function detach(node: FlowNode, other: FlowNode) {',
        '  const parent = other.parent;',
        '  parent.removeChild(node);',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/flow.ts#FlowNode.removeChild')).toEqual([
      'src/use.ts#detach@2 likely type',
    ]);
    expect(callersOf('src/flow.ts#Other.removeChild')).toEqual([]);
  });
});

describe("functions returning a field of one of their class's fields", () => {
  it("type what they return by the field's written type, a getter and a method alike", async () => {
    const callersOf = await callersIn({
      'src/schema.ts': [
        'export class Column { toJSON() { return {}; } }',
        'export class Index { toJSON() { return {}; } }',
        'export interface TableOptions { columns: Column[]; name: string }',
        'export class Table {',
        '  constructor(readonly options: TableOptions) {}',
        '  get columns() { return this.options.columns; }',
        '  columnList() { return this.options.columns; }',
        '  toJSON() { return { columns: this.columns.map((c) => c.toJSON()) }; }',
        '  first() { return this.columnList()[0].toJSON(); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/schema.ts#Column.toJSON')).toEqual([
      'src/schema.ts#Table.first@9 likely type',
      'src/schema.ts#Table.toJSON@8 likely type',
    ]);
    expect(callersOf('src/schema.ts#Index.toJSON')).toEqual([]);
  });
});

describe('getters returning a call', () => {
  it('type what reading them gives by what the call returns, through a chain and a variable', async () => {
    const callersOf = await callersIn({
      'src/client.ts': [
        'export class Notifications { addError() {} addInfo() {} addWarning() {} }',
        'export class Toasts { addError() {} addInfo() {} addWarning() {} }',
        'export class Client { notifications = new Notifications(); }',
        'export class Channel { getClient(): Client { return new Client(); } }',
      ].join('\n'),
      'src/composer.ts': [
        "import type { Channel } from './client.js';",
        'export class MessageComposer {',
        '  constructor(private channel: Channel) {}',
        '  get client() { return this.channel.getClient(); }',
        '  fail() { this.client.notifications.addError(); }',
        '  inform() { const notifications = this.client.notifications; notifications.addInfo(); }',
        '  warn() { const client = this.client; client.notifications.addWarning(); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/client.ts#Notifications.addError')).toEqual([
      'src/composer.ts#MessageComposer.fail@5 likely type',
    ]);
    expect(callersOf('src/client.ts#Notifications.addInfo')).toEqual([
      'src/composer.ts#MessageComposer.inform@6 likely type',
    ]);
    expect(callersOf('src/client.ts#Notifications.addWarning')).toEqual([
      'src/composer.ts#MessageComposer.warn@7 likely type',
    ]);
    for (const method of ['addError', 'addInfo', 'addWarning'])
      expect(callersOf(`src/client.ts#Toasts.${method}`)).toEqual([]);
  });
});
