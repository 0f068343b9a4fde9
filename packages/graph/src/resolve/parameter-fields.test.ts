// A TypeScript field with no type written, set from a typed parameter (`this.log = logger` in the
// constructor), has the parameter's type: calls through it reach that type's methods.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('fields set from a typed parameter', () => {
  it("take the parameter's type, unless a type is written for the field", async () => {
    const callersOf = await callersIn({
      'src/log.ts': [
        'export class Logger { debug(message: string) {} }',
        'export class Sink { write(line: string) {} }',
        'export class FileSink extends Sink { write(line: string) {} }',
      ].join('\n'),
      'src/proxy.ts': [
        "import { FileSink, Logger, Sink } from './log.js';",
        'export class Proxy {',
        '  private readonly log;',
        '  sink: Sink;',
        '  constructor(logger: Logger, sink: FileSink) {',
        '    this.log = logger;',
        '    this.sink = sink;',
        '  }',
        '  stop() { this.log.debug("stop"); }',
        '}',
        'export const flush = (proxy: Proxy) => proxy.sink.write("flush");',
      ].join('\n'),
    });
    expect(callersOf('src/log.ts#Logger.debug')).toEqual(['src/proxy.ts#Proxy.stop@9 likely type']);
    expect(callersOf('src/log.ts#Sink.write')).toEqual(['src/proxy.ts#flush@11 likely type']);
  });
});
