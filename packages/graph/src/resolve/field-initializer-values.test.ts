// A class field initialised with a function or class named as a value (`override
// SERVER_COMMAND_RESPONSE_TYPE = MongoDBResponse`, `handler = defaultHandler`): the class depends
// on what it names, as a variable holding it would.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('values named by class field initializers', () => {
  it('links the class to a class or function its fields are set to, with any modifiers', async () => {
    const callersOf = await callersIn({
      'src/responses.ts': [
        'export class MongoDBResponse { static make() { return new MongoDBResponse(); } }',
        'export class CursorResponse extends MongoDBResponse {}',
        'export function defaultHandler() { return 1; }',
        'export const codecs = { json: defaultHandler };',
      ].join('\n'),
      'src/operations.ts': [
        "import { CursorResponse, MongoDBResponse, codecs, defaultHandler } from './responses';",
        'export abstract class AbstractOperation {',
        '  SERVER_COMMAND_RESPONSE_TYPE = MongoDBResponse;',
        '}',
        'export class FindOperation extends AbstractOperation {',
        '  override SERVER_COMMAND_RESPONSE_TYPE = CursorResponse;',
        '  private readonly handler = defaultHandler;',
        '  static readonly parse = codecs.json;',
        '  count = 0;',
        '}',
      ].join('\n'),
      'src/plain.js': [
        "import { defaultHandler } from './responses';",
        'export class Plain { handler = defaultHandler; }',
      ].join('\n'),
    });
    expect(callersOf('src/responses.ts#MongoDBResponse')).toEqual([
      'src/operations.ts#AbstractOperation@2 certain import',
      'src/responses.ts#MongoDBResponse.make@1 certain same_file',
    ]);
    expect(callersOf('src/responses.ts#CursorResponse')).toEqual([
      'src/operations.ts#FindOperation@5 certain import',
    ]);
    expect(callersOf('src/responses.ts#defaultHandler')).toEqual([
      'file:src/responses.ts certain same_file',
      'src/operations.ts#FindOperation@5 certain import',
      'src/plain.js#Plain@2 certain import',
    ]);
  });
});
