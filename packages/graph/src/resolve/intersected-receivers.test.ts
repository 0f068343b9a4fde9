// A value written as an intersection of an interface and a class (`getProviderHelper(provider,
// task): AudioClassificationTaskHelper & TaskProviderHelper`): it is an instance of the class that
// implements the interface too, so a method both declare runs as one of the class's subclasses
// implementing the interface overrides it, not as any subclass's.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const HELPERS = {
  'src/helpers.ts': [
    'export abstract class TaskHelper {',
    '  abstract getResponse(response: unknown): unknown;',
    '  url(): string { return ""; }',
    '}',
    'export interface AudioHelper { getResponse(response: unknown): number; }',
    'export interface ImageHelper { getResponse(response: unknown): string; }',
    'export class AudioTask extends TaskHelper implements AudioHelper {',
    '  getResponse(response: unknown) { return 0; }',
    '}',
    'export class ImageTask extends TaskHelper implements ImageHelper {',
    '  getResponse(response: unknown) { return ""; }',
    '}',
    'export class TextTask extends TaskHelper {',
    '  getResponse(response: unknown) { return null; }',
    '}',
  ].join('\n'),
};

describe('a value written as an intersection of an interface and a class', () => {
  it("reaches the method of the class's subclasses implementing the interface", async () => {
    const callersOf = await callersIn({
      ...HELPERS,
      'src/use.ts': [
        "import type { AudioHelper, TaskHelper } from './helpers.js';",
        'export function classify(helper: AudioHelper & TaskHelper) {',
        '  helper.url();',
        '  return helper.getResponse(null);',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/helpers.ts#AudioTask.getResponse')).toEqual([
      'src/use.ts#classify@2 likely type',
    ]);
    expect(callersOf('src/helpers.ts#ImageTask.getResponse')).toEqual([]);
    expect(callersOf('src/helpers.ts#TextTask.getResponse')).toEqual([]);
    expect(callersOf('src/helpers.ts#TaskHelper.url')).toEqual([
      'src/use.ts#classify@2 likely type',
    ]);
  });

  it('reaches them all through a union of the same types', async () => {
    const callersOf = await callersIn({
      ...HELPERS,
      'src/use.ts': [
        "import type { AudioHelper, TaskHelper } from './helpers.js';",
        'export function classify(helper: AudioHelper | TaskHelper) {',
        '  return helper.getResponse(null);',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/helpers.ts#ImageTask.getResponse')).toEqual([
      'src/use.ts#classify@2 likely type',
    ]);
    expect(callersOf('src/helpers.ts#TextTask.getResponse')).toEqual([
      'src/use.ts#classify@2 likely type',
    ]);
  });
});
