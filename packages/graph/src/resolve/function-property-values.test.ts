// A function an interface's property holds (`profile?: ProfileCallback<P>`), read as a value off
// a receiver written with the interface or an alias of a union joining it, is each object's
// method of that name: held (`const p = c.profile`) or the side of a fallback (`profile:
// c.profile ?? defaultProfile`), also off a field of a value (`logger.warn = config.logger.warn`). A
// property holding data stays unlinked.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const files = {
  'src/oauth.ts': [
    'export type ProfileCallback<P> = (profile: P) => Promise<string>;',
    'export interface OAuth2Config<P> {',
    '  id: string;',
    '  type: "oauth";',
    '  profile?: ProfileCallback<P>;',
    '  account?(tokens: string): string;',
    '}',
    'export interface OIDCConfig<P> extends Omit<OAuth2Config<P>, "type"> {',
    '  type: "oidc";',
    '}',
    'export type OAuthConfig<P> = OIDCConfig<P> | OAuth2Config<P>;',
    'export type OAuthUserConfig<P> = Omit<Partial<OAuthConfig<P>>, "type">;',
  ].join('\n'),
  'src/github.ts': [
    "import type { OAuth2Config } from './oauth';",
    'export default function GitHub(): OAuth2Config<{ login: string }> {',
    '  return {',
    "    id: 'github',",
    "    type: 'oauth',",
    '    profile(profile) {',
    '      return Promise.resolve(profile.login);',
    '    },',
    '  };',
    '}',
  ].join('\n'),
  'src/gitlab.ts': [
    "import type { OIDCConfig } from './oauth';",
    'export default function GitLab(): OIDCConfig<{ username: string }> {',
    '  return {',
    "    id: 'gitlab',",
    "    type: 'oidc',",
    '    profile(profile) {',
    '      return Promise.resolve(profile.username);',
    '    },',
    '  };',
    '}',
  ].join('\n'),
  'src/logger.ts': [
    'export interface LoggerInstance {',
    '  warn: (code: string) => void;',
    '  error: (error: Error) => void;',
    '}',
    'export interface AuthConfig {',
    '  logger?: Partial<LoggerInstance>;',
    '}',
    'const defaultLogger: LoggerInstance = {',
    '  error(error) { console.error(error); },',
    '  warn(code) { console.warn(code); },',
    '};',
    'export function setLogger(config: AuthConfig): LoggerInstance {',
    '  const logger: LoggerInstance = { ...defaultLogger };',
    '  if (config.logger?.warn) logger.warn = config.logger.warn;',
    '  return logger;',
    '}',
  ].join('\n'),
  'src/providers.ts': [
    "import type { OAuthConfig, OAuthUserConfig } from './oauth';",
    'function defaultProfile(profile: unknown) {',
    '  return Promise.resolve(String(profile));',
    '}',
    'export function normalize(c: OAuthConfig<unknown> | OAuthUserConfig<unknown>) {',
    '  return { ...c, profile: c.profile ?? defaultProfile };',
    '}',
    'export function profileOf(c: OAuthConfig<unknown>) {',
    '  const profile = c.profile;',
    '  return profile;',
    '}',
    'export function idOf(c: OAuthConfig<unknown>) {',
    '  return c.id ?? "none";',
    '}',
  ].join('\n'),
};

describe('functions held by interface properties, read as values', () => {
  it('are the methods of the objects the interface types', async () => {
    const callersOf = await callersIn(files);
    for (const provider of ['src/github.ts#GitHub.profile', 'src/gitlab.ts#GitLab.profile'])
      expect(callersOf(provider)).toEqual([
        'src/providers.ts#normalize@5 possible dispatch',
        'src/providers.ts#profileOf@8 possible dispatch',
      ]);
    expect(callersOf('src/providers.ts#defaultProfile')).toEqual([
      'src/providers.ts#normalize@5 certain same_file',
    ]);
  });

  it('are read off a field of a value as off the value', async () => {
    const callersOf = await callersIn(files);
    expect(callersOf('src/logger.ts#warn')).toEqual([
      'src/logger.ts#setLogger@12 possible dispatch',
    ]);
    expect(callersOf('src/logger.ts#error')).toEqual([]);
  });
});
