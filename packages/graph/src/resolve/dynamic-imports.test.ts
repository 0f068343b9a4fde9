// A module loaded by a dynamic import, awaited into a variable (`const autotrack = await
// import('../auto-track')`) or taken by the callback of its promise (`import('./x').then((mod) =>
// mod.f())`): a call of one of its members is a call of what the module exports under that name.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const FILES = {
  'src/auto-track.ts': [
    'export function link(this: unknown, selector: string) { return selector; }',
    'export function form(selector: string) { return selector; }',
  ].join('\n'),
  'src/plugins/index.ts': "export { schemaFilter } from './schema-filter';",
  'src/plugins/schema-filter.ts': 'export function schemaFilter(plan: unknown) { return plan; }',
  'src/other.ts': 'export function form(selector: string) { return selector; }',
};

describe('a module loaded by a dynamic import', () => {
  it('awaited into a variable: its members are what the module exports', async () => {
    const callersOf = await callersIn({
      ...FILES,
      'src/analytics.ts': [
        'export class Analytics {',
        '  async trackLink(selector: string) {',
        "    const autotrack = await import('./auto-track');",
        '    return autotrack.link.call(this, selector);',
        '  }',
        '  async trackForm(selector: string) {',
        "    const autotrack = await import(/* webpackChunkName: 'auto' */ './auto-track');",
        '    return autotrack.form(selector);',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/auto-track.ts#link@1')).toEqual([
      'src/analytics.ts#Analytics.trackLink@2 certain import',
    ]);
    expect(callersOf('src/auto-track.ts#form@2')).toEqual([
      'src/analytics.ts#Analytics.trackForm@6 certain import',
    ]);
    expect(callersOf('src/other.ts#form@1')).toEqual([]);
  });

  it('taken by the callback of its promise, through a re-export', async () => {
    const callersOf = await callersIn({
      ...FILES,
      'src/register.ts': [
        'export async function registerPlugins(plan: unknown) {',
        '  const filter = plan',
        "    ? await import('./plugins').then((mod) => mod.schemaFilter(plan))",
        '    : undefined;',
        "  await import('./auto-track').then(function (mod) { return mod.form('a'); });",
        '  return filter;',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/plugins/schema-filter.ts#schemaFilter@1')).toEqual([
      'src/register.ts#registerPlugins@1 certain import',
    ]);
    expect(callersOf('src/auto-track.ts#form@2')).toEqual([
      'src/register.ts#registerPlugins@1 certain import',
    ]);
    expect(callersOf('src/other.ts#form@1')).toEqual([]);
  });
});
