// Two packages' types of one name, each written after the namespace a file imports the package as
// (`Otel.Span` from '@opentelemetry/api', `Tracer.Span` from 'effect/Tracer'), are two types: a
// call through one reaches the values written as that one, never those of the other.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe("packages' same-named types written through namespaces", () => {
  it('are told apart by the package', async () => {
    const callersOf = await callersIn({
      'src/spans.ts': [
        "import * as Otel from '@opentelemetry/api';",
        "import * as Tracer from 'effect/Tracer';",
        'export const wrap = (span: Tracer.Span): Otel.Span => {',
        '  const self: Otel.Span = {',
        '    addLinks(links: unknown[]) { span.addLinks(links); return self; },',
        '    end() { span.end(); },',
        '  };',
        '  return self;',
        '};',
        'export class OtelSpan implements Tracer.Span {',
        '  readonly span: Otel.Span;',
        '  constructor(tracer: Otel.Tracer) { this.span = tracer.startSpan("x"); }',
        '  addLinks(links: unknown[]): void { this.span.addLinks(links); }',
        '  end(): void { this.span.end(); }',
        '}',
      ].join('\n'),
    });
    // `span` is effect's span, which the class implements; `this.span` the literal's kind.
    expect(callersOf('src/spans.ts#OtelSpan.addLinks')).toEqual([
      'src/spans.ts#wrap.addLinks@5 possible dispatch',
    ]);
    expect(callersOf('src/spans.ts#wrap.addLinks@5')).toEqual([
      'src/spans.ts#OtelSpan.addLinks@13 possible dispatch',
    ]);
  });
});
