// A function handing out functions of its module in the object it returns (a React hook's `return
// { keys }`): calling a member of what it returned calls that function, destructured or not, and
// a chain on what that function returns goes on from there.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const KEYS = [
  'class Base {',
  '  constructor(public segments: string[] = []) {}',
  '  get() { return this.segments; }',
  '}',
  'class AuthKeys extends Base {',
  '  action(name: string) { return new Base([...this.segments, name]); }',
  '}',
  'export class KeyBuilder extends Base {',
  "  auth() { return new AuthKeys(['auth']); }",
  '}',
  'export const keys = () => new KeyBuilder([]);',
].join('\n');

describe('members of a returned object naming functions of the module', () => {
  it('are called through a destructured variable and through the returned value', async () => {
    const callersOf = await callersIn({
      'src/keys.ts': KEYS,
      'src/use-keys.ts': [
        "import { keys } from './keys.js';",
        'export const useKeys = () => {',
        '  return { keys };',
        '};',
      ].join('\n'),
      'src/logout.ts': [
        "import { useKeys } from './use-keys.js';",
        'export function useLogout() {',
        '  const { keys } = useKeys();',
        "  return keys().auth().action('logout').get();",
        '}',
      ].join('\n'),
      'src/login.ts': [
        "import { useKeys } from './use-keys.js';",
        'export function useLogin() {',
        '  const hooks = useKeys();',
        "  return hooks.keys().auth().action('login');",
        '}',
      ].join('\n'),
    });
    // The hook names it as a value too.
    expect(callersOf('src/keys.ts#keys@11')).toEqual([
      'src/login.ts#useLogin@2 likely type',
      'src/logout.ts#useLogout@2 likely type',
      'src/use-keys.ts#useKeys@2 certain import',
    ]);
    expect(callersOf('src/keys.ts#AuthKeys.action@6')).toEqual([
      'src/login.ts#useLogin@2 likely type',
      'src/logout.ts#useLogout@2 likely type',
    ]);
    expect(callersOf('src/keys.ts#Base.get@3')).toEqual(['src/logout.ts#useLogout@2 likely type']);
  });

  it("are not the module's when the function declares the name, or spreads another object", async () => {
    const callersOf = await callersIn({
      'src/keys.ts': KEYS,
      'src/use-keys.ts': [
        "import { keys } from './keys.js';",
        'export const useLocalKeys = (prefix: string) => {',
        '  const keys = () => prefix;',
        '  return { keys };',
        '};',
        'export const useSpreadKeys = (base: object) => {',
        '  return { ...base, keys };',
        '};',
      ].join('\n'),
      'src/logout.ts': [
        "import { useLocalKeys, useSpreadKeys } from './use-keys.js';",
        'export function useLogout() {',
        "  const { keys } = useLocalKeys('x');",
        '  return keys();',
        '}',
        'export function useLogin() {',
        '  const { keys } = useSpreadKeys({});',
        '  return keys();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/keys.ts#keys@11')).toEqual([
      'src/use-keys.ts#useSpreadKeys@6 certain import',
    ]);
  });
});
