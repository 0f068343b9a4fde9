// An object literal written with the type of another type's field (`const defaults:
// InternalOptions["callbacks"] = { signIn() {} }`) implements that field's type: a call through a
// value of it (`options.callbacks.signIn()`) reaches the literal's methods.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const files = {
  'src/types.ts': [
    'export interface CallbacksOptions {',
    '  signIn(user: string): boolean;',
    '  redirect(url: string): string;',
    '}',
    'export interface InternalOptions {',
    '  callbacks: CallbacksOptions;',
    '  basePath: string;',
    '}',
    'export interface Page {',
    '  signIn(user: string): boolean;',
    '}',
  ].join('\n'),
  'src/init.ts': [
    "import type { InternalOptions } from './types';",
    'export const defaultCallbacks: InternalOptions["callbacks"] = {',
    '  signIn() {',
    '    return true;',
    '  },',
    '  redirect(url) {',
    '    return url;',
    '  },',
    '};',
  ].join('\n'),
  'src/page.ts': [
    "import type { Page } from './types';",
    'export const page: Page = {',
    '  signIn() {',
    '    return false;',
    '  },',
    '};',
  ].join('\n'),
  'src/send-token.ts': [
    "import type { InternalOptions } from './types';",
    'export function sendToken(options: InternalOptions, user: string) {',
    '  const { callbacks } = options;',
    '  return callbacks.signIn(user) ? callbacks.redirect(options.basePath) : null;',
    '}',
  ].join('\n'),
};

describe('object literals written with a field of another type', () => {
  it('implement the type the field is written with', async () => {
    const callersOf = await callersIn(files);
    expect(callersOf('src/init.ts#signIn')).toEqual([
      'src/send-token.ts#sendToken@2 possible dispatch',
    ]);
    expect(callersOf('src/init.ts#redirect')).toEqual([
      'src/send-token.ts#sendToken@2 possible dispatch',
    ]);
    expect(callersOf('src/page.ts#signIn')).toEqual([]);
  });
});
