// A function named as a value behind a type assertion (`login: handleLogin as Context['login']`,
// a provider handing its handlers out) is named all the same: the function naming it depends on it.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('functions named behind a type assertion', () => {
  it('are values of the function naming them', async () => {
    const callersOf = await callersIn({
      'src/auth.tsx': [
        'export interface AuthContext { login(name: string): boolean; logout(): void }',
        'function handleLogin(name: string) { return name.length > 0; }',
        'function handleLogout() {}',
        'export function AuthProvider({ children }: { children: unknown }) {',
        '  const value = {',
        "    login: handleLogin as AuthContext['login'],",
        '    logout: handleLogout satisfies AuthContext["logout"],',
        '  };',
        '  return <Provider value={value}>{children}</Provider>;',
        '}',
        'function Provider(props: { value: AuthContext; children: unknown }) { return props.children; }',
      ].join('\n'),
    });
    expect(callersOf('src/auth.tsx#handleLogin@2')).toEqual([
      'src/auth.tsx#AuthProvider@4 certain same_file',
    ]);
    expect(callersOf('src/auth.tsx#handleLogout@3')).toEqual([
      'src/auth.tsx#AuthProvider@4 certain same_file',
    ]);
  });

  it("are not when a property of theirs is read (a test's mock)", async () => {
    const callersOf = await callersIn({
      'src/is-dev.ts': 'export function isDev() { return true; }',
      'src/is-dev.test.ts': [
        "import { isDev } from './is-dev.js';",
        'type Mock = { mockReturnValue(value: boolean): void; calls: unknown[] };',
        'export function production() {',
        '  (isDev as unknown as Mock).mockReturnValue(false);',
        "  return (isDev as unknown as Mock)['calls'].length;",
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/is-dev.ts#isDev@1')).toEqual([]);
  });
});
