// Methods an object literal defines, reached through what holds the literal: a function returning
// it with no written return type (`const render = renderPage(); render.csrf()`), an object
// constant read through a namespace import (`checks.state.create()`), and functions a module
// takes out of a namespace at its top under a name of its own (`const { parse: parseCookie } =
// cookie`).
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const files = {
  'src/pages.ts': [
    'export default function renderPage(params: { title: string }) {',
    '  const { title } = params;',
    '  return {',
    '    csrf(skip: boolean) {',
    "      return skip ? '' : title;",
    '    },',
    '    signout() {',
    '      return title;',
    '    },',
    '  };',
    '}',
    'export function other() {',
    '  return { csrf() { return 1; } };',
    '}',
  ].join('\n'),
  'src/checks.ts': [
    'export const state = {',
    '  async create(origin?: string) {',
    "    return origin ?? 'state';",
    '  },',
    '};',
    'export const pkce = {',
    '  async create() {',
    "    return 'pkce';",
    '  },',
    '};',
  ].join('\n'),
  'src/cookie.ts': [
    "export function parse(header: string) { return header.split(';'); }",
    'export function serialize(value: string) { return value; }',
  ].join('\n'),
  'src/handler.ts': [
    "import renderPage from './pages';",
    "import * as checks from './checks';",
    "import * as cookie from './cookie';",
    'const { parse: parseCookie } = cookie;',
    'const { serialize } = cookie;',
    'export function handle(action: string) {',
    "  const render = renderPage({ title: 'sign in' });",
    "  if (action === 'csrf') return render.csrf(false);",
    '  return render.signout();',
    '}',
    'export async function authorize() {',
    "  return (await checks.state.create('here')) + parseCookie('a=b').length;",
    '}',
    'export function write() {',
    "  return serialize('a=b');",
    '}',
  ].join('\n'),
};

describe('methods of object literals', () => {
  it('are reached through the function returning the literal', async () => {
    const callersOf = await callersIn(files);
    expect(callersOf('src/pages.ts#renderPage.csrf')).toEqual([
      'src/handler.ts#handle@6 likely type',
    ]);
    expect(callersOf('src/pages.ts#renderPage.signout')).toEqual([
      'src/handler.ts#handle@6 likely type',
    ]);
    expect(callersOf('src/pages.ts#other.csrf')).toEqual([]);
  });

  it('are reached through a namespace import of the constant holding the literal', async () => {
    const callersOf = await callersIn(files);
    expect(callersOf('src/checks.ts#create@2')).toEqual([
      'src/handler.ts#authorize@11 likely import',
    ]);
    expect(callersOf('src/checks.ts#create@7')).toEqual([]);
  });

  it('taken out of a namespace at the top of a module are what the module depends on', async () => {
    const callersOf = await callersIn(files);
    expect(callersOf('src/cookie.ts#parse')).toEqual(['file:src/handler.ts certain import']);
    // Taken under its own name (`const { serialize } = cookie`), it is no dependency of the module.
    expect(callersOf('src/cookie.ts#serialize')).not.toContain(
      'file:src/handler.ts certain import',
    );
  });
});
