// An alias of what a function returns (`type Metrics = ReturnType<typeof getMetrics>`, a factory
// function written instead of a class) is the object literal that function returns: a call
// through a value written Metrics reaches that object's methods, not another object's.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('aliases of what a function returns', () => {
  it("are the returned object's type", async () => {
    const callersOf = await callersIn({
      'src/metrics.ts': [
        'export type Metrics = ReturnType<typeof getMetrics>;',
        'export function getMetrics(prefix: string) {',
        '  return {',
        '    onJoin(topic: string): void { console.log(prefix, topic); },',
        '  };',
        '}',
        'export const createTracer = () => {',
        '  return { onJoin(topic: string): void { console.log(topic); } };',
        '};',
        'export type Tracer = ReturnType<typeof createTracer>;',
      ].join('\n'),
      'src/router.ts': [
        "import { getMetrics, type Metrics, type Tracer } from './metrics.js';",
        'export class Router {',
        '  private readonly metrics: Metrics | null = getMetrics("gossip");',
        '  constructor(private readonly tracer: Tracer) {}',
        '  join(topic: string) { this.metrics?.onJoin(topic); }',
        '  trace(topic: string) { this.tracer.onJoin(topic); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/metrics.ts#getMetrics.onJoin@4')).toEqual([
      'src/router.ts#Router.join@5 possible dispatch',
    ]);
    expect(callersOf('src/metrics.ts#createTracer.onJoin@8')).toEqual([
      'src/router.ts#Router.trace@6 possible dispatch',
    ]);
  });
});
