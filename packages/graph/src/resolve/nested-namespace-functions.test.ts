// A nested namespace named from inside its parent: protons generates a message's nested messages
// as namespaces inside the message's own (`namespace Message { namespace PeerInfo { … } }`), and
// their codec functions call `PeerInfo.codec()`, the name TypeScript resolves to the nested one.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe("a nested namespace's functions named from inside its parent", () => {
  it('are the nested namespace’s, before a top-level namespace of the same name', async () => {
    const callersOf = await callersIn({
      'src/pb.ts': [
        'export namespace PeerInfo {',
        '  export const codec = (): string => "top";',
        '}',
        'export namespace Message {',
        '  export namespace PeerInfo {',
        '    export const codec = (): string => "nested";',
        '    export function encode(): string { return PeerInfo.codec(); }',
        '  }',
        '  export function encode(): string { return PeerInfo.codec(); }',
        '  export function qualified(): string { return Message.PeerInfo.codec(); }',
        '}',
        'export function top(): string { return PeerInfo.codec(); }',
      ].join('\n'),
    });
    expect(callersOf('src/pb.ts#Message.PeerInfo.codec')).toEqual([
      'src/pb.ts#Message.PeerInfo.encode@7 certain same_file',
      'src/pb.ts#Message.encode@9 certain same_file',
      'src/pb.ts#Message.qualified@10 certain same_file',
    ]);
    expect(callersOf('src/pb.ts#PeerInfo.codec')).toEqual(['src/pb.ts#top@12 certain same_file']);
  });
});
