// Classes named through a namespace import (`import * as Errors from './core/error'`):
// `new Errors.APIError()`, `Errors.APIError.generate()`; and classes declared in a TypeScript
// namespace (`namespace ServerConnection { export class ResponseError {} }`), named through it.
import { TempRepo } from '@codehawk/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { buildGraph } from '../build.js';
import { callersIn } from '../test/callers-in.js';

const repos: TempRepo[] = [];
afterEach(async () => {
  for (const repo of repos.splice(0)) await repo.cleanup();
});

const ERRORS = [
  'export class OpenAIError extends Error {}',
  'export class APIError extends OpenAIError {',
  '  static generate(status: number) { return status; }',
  '  generate() { return 0; }',
  '}',
  'export class Other { static generate() { return 1; } }',
].join('\n');

describe('a namespace import', () => {
  it('names the classes it constructs and whose static methods it calls', async () => {
    const callersOf = await callersIn({
      'src/core/error.ts': ERRORS,
      'src/client.ts': [
        "import * as Errors from './core/error';",
        'export function fail(): never { throw new Errors.OpenAIError("x"); }',
        'export function status(code: number) { return Errors.APIError.generate(code); }',
      ].join('\n'),
    });
    expect(callersOf('src/core/error.ts#OpenAIError')).toEqual([
      'src/client.ts#fail@2 certain import',
    ]);
    expect(callersOf('src/core/error.ts#APIError.generate')).toEqual([
      'src/client.ts#status@3 likely import',
    ]);
    // Read through the namespace, the class is used too (the language service counts it).
    expect(callersOf('src/core/error.ts#APIError')).toEqual([
      'src/client.ts#status@3 certain import',
    ]);
    expect(callersOf('src/core/error.ts#Other.generate')).toEqual([]);
  });
});

describe('a class declared in a TypeScript namespace', () => {
  const SERVER = [
    'export namespace ServerConnection {',
    '  export function makeRequest(url: string) { return fetch(url); }',
    '  export class ResponseError extends Error {',
    '    static async create(response: Response) { return new ResponseError(response.statusText); }',
    '  }',
    '  export namespace Inner {',
    '    export class NetworkError extends TypeError {}',
    '  }',
    '}',
    'export class ResponseError extends Error {',
    '  static async create() { return new ResponseError(); }',
    '}',
  ].join('\n');

  it('is constructed, and its static methods called, through the namespace, however it was taken', async () => {
    const callersOf = await callersIn({
      'src/serverconnection.ts': SERVER,
      'src/index.ts': "export { ServerConnection } from './serverconnection';",
      'src/config.ts': [
        "import { ServerConnection } from './index';",
        'export async function load(url: string) {',
        '  const response = await ServerConnection.makeRequest(url);',
        '  if (!response.ok) throw await ServerConnection.ResponseError.create(response);',
        '}',
        'export function fail(message: string) {',
        '  throw new ServerConnection.ResponseError(message);',
        '}',
        'export function offline() {',
        '  return new ServerConnection.Inner.NetworkError();',
        '}',
        'export async function fetchWorkspace(url: string) {',
        '  const { makeRequest, ResponseError } = ServerConnection;',
        '  const response = await makeRequest(url);',
        '  return ResponseError.create(response);',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/serverconnection.ts#ResponseError.create@4')).toEqual([
      'src/config.ts#fetchWorkspace@12 certain import',
      'src/config.ts#load@2 certain import',
    ]);
    expect(callersOf('src/serverconnection.ts#ResponseError@3')).toEqual([
      'src/config.ts#fail@6 certain import',
      'src/config.ts#load@2 certain import',
      'src/serverconnection.ts#ResponseError.create@4 certain same_file',
    ]);
    expect(callersOf('src/serverconnection.ts#NetworkError')).toEqual([
      'src/config.ts#offline@9 certain import',
    ]);
    // The top-level class of the same name is another one.
    expect(callersOf('src/serverconnection.ts#ResponseError.create@11')).toEqual([]);
  });

  it('renders the components of a namespace in TSX, its own or imported', async () => {
    const callersOf = await callersIn({
      'src/toolbar.tsx': [
        "import { Labels } from './labels.js';",
        'export function createKernelNameItem() {',
        '  return <Private.KernelNameComponent label={<Labels.Title />} />;',
        '}',
        'namespace Private {',
        '  export function KernelNameComponent(props: { label: unknown }) {',
        '    return <div>{String(props.label)}</div>;',
        '  }',
        '}',
      ].join('\n'),
      'src/labels.tsx': [
        'export namespace Labels {',
        '  export function Title() { return <span>title</span>; }',
        '}',
        'export function Title() { return <b>other</b>; }',
      ].join('\n'),
    });
    expect(callersOf('src/toolbar.tsx#Private.KernelNameComponent')).toEqual([
      'src/toolbar.tsx#createKernelNameItem@2 certain same_file',
    ]);
    expect(callersOf('src/labels.tsx#Labels.Title')).toEqual([
      'src/toolbar.tsx#createKernelNameItem@2 certain import',
    ]);
    expect(callersOf('src/labels.tsx#Title@4')).toEqual([]);
  });

  it('merged with a class of its name, is named through the class', async () => {
    const callersOf = await callersIn({
      'src/widget.ts': [
        'export class Widget {',
        '  resize(width: number) { return new Widget.ResizeMessage(width); }',
        '}',
        'export namespace Widget {',
        '  export class ResizeMessage { constructor(readonly width: number) {} }',
        '}',
      ].join('\n'),
      'src/layout.ts': [
        "import { Widget } from './widget';",
        'export function fit(width: number) { return new Widget.ResizeMessage(width); }',
      ].join('\n'),
    });
    expect(callersOf('src/widget.ts#ResizeMessage')).toEqual([
      'src/layout.ts#fit@2 certain import',
      'src/widget.ts#Widget.resize@2 certain same_file',
    ]);
  });
});

describe('a symbol naming a class through its namespace', () => {
  it('finds the class and its members, in a built graph and from the cache', async () => {
    const repo = await TempRepo.create();
    repos.push(repo);
    await repo.commit('files', {
      'src/serverconnection.ts': [
        'export namespace ServerConnection {',
        '  export class ResponseError extends Error {',
        '    static create(message: string) { return new ResponseError(message); }',
        '  }',
        '}',
        'export class ResponseError extends Error {',
        '  static create() { return new ResponseError(); }',
        '}',
      ].join('\n'),
      'src/config.ts': [
        "import { ServerConnection } from './serverconnection';",
        'export function fail(message: string) {',
        '  throw ServerConnection.ResponseError.create(message);',
        '}',
      ].join('\n'),
    });
    const built = await buildGraph({ root: repo.path });
    const warm = await buildGraph({ root: repo.path });
    expect(warm.stats).toMatchObject({ parsed: 0, resolved: 0 });
    for (const graph of [built, warm]) {
      expect(graph.find('ServerConnection.ResponseError').map((found) => found.id)).toEqual([
        'src/serverconnection.ts#ResponseError@2',
      ]);
      expect(
        graph.callers('ServerConnection.ResponseError.create').map((caller) => caller.caller.id),
      ).toEqual(['src/config.ts#fail@2']);
      expect(
        graph.find('src/serverconnection.ts#ServerConnection.ResponseError.create').length,
      ).toBe(1);
      // Not through a namespace that does not hold it.
      expect(graph.find('Other.ResponseError')).toEqual([]);
    }
  });
});
