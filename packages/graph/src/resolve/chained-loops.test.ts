// A variable holding what a method of a field read returns (`const t = sr.context.getTimeline()`),
// and a loop over it (`for (const ev of sr.context.getTimeline())`).
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const TIMELINE = {
  'src/event.ts': [
    'export class MatrixEvent { setMetadata() { return 1; } getId() { return ""; } }',
    'export class Other { setMetadata() { return 0; } getId() { return 2; } }',
  ].join('\n'),
  'src/timeline.ts': [
    "import type { MatrixEvent } from './event.js';",
    'export class Timeline {',
    '  getTimeline(): MatrixEvent[] { return []; }',
    '  getLast(): MatrixEvent { return this.getTimeline()[0]; }',
    '}',
    'export interface SearchResult { context: Timeline }',
  ].join('\n'),
};

describe('a method of a field read on a typed value', () => {
  it('types a loop over what it returns', async () => {
    const callersOf = await callersIn({
      ...TIMELINE,
      'src/use.ts': [
        "import type { SearchResult } from './timeline.js';",
        'export function mark(sr: SearchResult) {',
        '  for (const ev of sr.context.getTimeline()) ev.setMetadata();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/event.ts#MatrixEvent.setMetadata')).toEqual([
      'src/use.ts#mark@2 likely type',
    ]);
    expect(callersOf('src/event.ts#Other.setMetadata')).toEqual([]);
  });

  it('types a variable holding what it returns', async () => {
    const callersOf = await callersIn({
      ...TIMELINE,
      'src/use.ts': [
        "import type { SearchResult } from './timeline.js';",
        'export function last(sr: SearchResult) {',
        '  const event = sr.context.getLast();',
        '  return event.getId();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/event.ts#MatrixEvent.getId')).toEqual(['src/use.ts#last@2 likely type']);
    expect(callersOf('src/event.ts#Other.getId')).toEqual([]);
  });
});
