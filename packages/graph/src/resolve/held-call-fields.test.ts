// A field of a variable holding what a call returned (`const entry = wrapper.getMapEntry();
// entry.counter.addSuccess()`): the field the returned type declares.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('a field of a variable holding a call', () => {
  it('is typed by what the returned type declares for it', async () => {
    const callersOf = await callersIn({
      'src/counter.ts': [
        'export class Counter { addSuccess() { return 1; } }',
        'export class Timer { addSuccess() { return 2; } }',
        'export interface MapEntry { counter: Counter }',
        'export class Wrapper { getMapEntry(): MapEntry | undefined { return undefined; } }',
      ].join('\n'),
      'src/picker.ts': [
        "import type { Wrapper } from './counter.js';",
        'export class Picker {',
        '  pick(wrapper: Wrapper) {',
        '    const entry = wrapper.getMapEntry();',
        '    if (entry) entry.counter.addSuccess();',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/counter.ts#Counter.addSuccess')).toEqual([
      'src/picker.ts#Picker.pick@3 likely type',
    ]);
    expect(callersOf('src/counter.ts#Timer.addSuccess')).toEqual([]);
  });
});
