// A class's functions named as an object's properties — a static method (`{ createSsl:
// ChannelCredentials.createSsl }`) or an instance method through the prototype (`{ unary:
// Client.prototype.makeUnaryRequest }`, `Client.prototype.getChannel.call(client)`).
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const CLIENT = [
  'export class Client {',
  '  static create() { return new Client(); }',
  '  create() { return 0; }',
  '  unary() { return 1; }',
  '  getChannel() { return 2; }',
  '}',
  'export class Other { unary() { return 3; } getChannel() { return 4; } }',
].join('\n');

describe("a class's functions named as values", () => {
  it('are dependencies of the code naming them: a static one, or one of the prototype', async () => {
    const callersOf = await callersIn({
      'src/client.ts': CLIENT,
      'src/index.ts': [
        "import { Client } from './client';",
        'export const credentials = { create: Client.create };',
        'export const methods = { unary: Client.prototype.unary };',
        'export function channel(client: Client) {',
        '  return Client.prototype.getChannel.call(client);',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/client.ts#Client.create')).toEqual(['file:src/index.ts likely import']);
    expect(callersOf('src/client.ts#Client.unary')).toEqual(['file:src/index.ts certain import']);
    expect(callersOf('src/client.ts#Client.getChannel')).toEqual([
      'src/index.ts#channel@4 certain import',
    ]);
    expect(callersOf('src/client.ts#Other.unary')).toEqual([]);
    expect(callersOf('src/client.ts#Other.getChannel')).toEqual([]);
  });
});
