// A variable initialised with a conditional (`const root = found ? found.type : this.addType()`)
// holds what either branch gives, as one initialised with `a || b` does.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('a variable initialised with a conditional', () => {
  it('holds what either branch gives, a field read or a call', async () => {
    const callersOf = await callersIn({
      'src/schema.ts': [
        'export class ObjectType { addField(name: string) {} }',
        'export class InterfaceType { addField(name: string) {} }',
        'export class Other { addField(name: string) {} }',
        'export interface Root { type: ObjectType }',
        'export class Schema {',
        '  root?: Root;',
        '  addType(): InterfaceType { return new InterfaceType(); }',
        '  extend() {',
        '    const found = this.root;',
        '    const queryType = found ? found.type : this.addType();',
        "    queryType.addField('query');",
        '  }',
        '}',
      ].join('\n'),
    });
    for (const type of ['ObjectType', 'InterfaceType'])
      expect(callersOf(`src/schema.ts#${type}.addField`)).toEqual([
        'src/schema.ts#Schema.extend@8 likely type',
      ]);
    expect(callersOf('src/schema.ts#Other.addField')).toEqual([]);
  });

  it('leaves out a branch holding no value (undefined, null)', async () => {
    const callersOf = await callersIn({
      'src/client.ts': [
        'export class Channel { handleEvent() {} watch() {} }',
        'export class Thread { handleEvent() {} watch() {} }',
        'export class Client {',
        '  activeChannels: Record<string, Channel> = {};',
        '  dispatch(cid?: string) {',
        '    const channel = cid ? this.activeChannels[cid] : undefined;',
        '    channel?.handleEvent();',
        '  }',
        '  rewatch(cid: string, closed: boolean) {',
        '    const channel = closed ? null : this.activeChannels[cid];',
        '    channel?.watch();',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/client.ts#Channel.handleEvent')).toEqual([
      'src/client.ts#Client.dispatch@5 likely type',
    ]);
    expect(callersOf('src/client.ts#Channel.watch')).toEqual([
      'src/client.ts#Client.rewatch@9 likely type',
    ]);
    expect(callersOf('src/client.ts#Thread.handleEvent')).toEqual([]);
    expect(callersOf('src/client.ts#Thread.watch')).toEqual([]);
  });
});
