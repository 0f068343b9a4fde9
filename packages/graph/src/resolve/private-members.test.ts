// A class's private member (`#send`) and a public one of the same spelling (`send`) are two
// members: `this.#send()` reaches only the class's own `#send` (never a superclass's, a
// subclass's or an interface's implementations), and `x.send()` never reaches `#send`.
import { TempRepo } from '@codehawk/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { buildGraph } from '../build.js';
import { callersIn } from '../test/callers-in.js';

const repos: TempRepo[] = [];
afterEach(async () => {
  for (const repo of repos.splice(0)) await repo.cleanup();
});

const socket = [
  'export class Socket {',
  '  #send(frame: string) { return frame.length; }',
  '  send(message: string) { return this.#send(message); }',
  '  flush() { return this.send("ping"); }',
  '}',
].join('\n');

describe('private members', () => {
  it('keep `#m` and `m` of one class apart, inside the class and from outside', async () => {
    const callersOf = await callersIn({
      'src/socket.ts': socket,
      'src/use.ts': [
        "import { Socket } from './socket.js';",
        'export function greet(socket: Socket) { return socket.send("hello"); }',
      ].join('\n'),
    });
    expect(callersOf('src/socket.ts#Socket.send')).toEqual([
      'src/socket.ts#Socket.flush@4 certain this',
      'src/use.ts#greet@2 likely type',
    ]);
    expect(callersOf('src/socket.ts#Socket.#send')).toEqual([
      'src/socket.ts#Socket.send@3 certain this',
    ]);
  });

  it('keep `#m` and `m` apart in JavaScript', async () => {
    const callersOf = await callersIn({ 'src/socket.js': socket.replaceAll(': string', '') });
    expect(callersOf('src/socket.js#Socket.send')).toEqual([
      'src/socket.js#Socket.flush@4 certain this',
    ]);
    expect(callersOf('src/socket.js#Socket.#send')).toEqual([
      'src/socket.js#Socket.send@3 certain this',
    ]);
  });

  it('are neither inherited nor overridden', async () => {
    const callersOf = await callersIn({
      'src/base.ts': [
        'export class Base {',
        '  #reset() { return 0; }',
        '  clear() { return this.#reset(); }',
        '}',
        'export class Derived extends Base {',
        '  #reset() { return 1; }',
        '  reset() { return 2; }',
        '  restart() { return this.reset(); }',
        '}',
        'export class Plain extends Base {',
        '  again() { return this.reset(); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/base.ts#Derived.reset')).toEqual([
      'src/base.ts#Derived.restart@8 certain this',
    ]);
    expect(callersOf('src/base.ts#Base.#reset')).toEqual(['src/base.ts#Base.clear@3 certain this']);
    expect(callersOf('src/base.ts#Derived.#reset')).toEqual([]);
  });

  it('are no implementations of an interface’s method of the same spelling', async () => {
    const callersOf = await callersIn({
      'src/sender.ts': [
        'export interface Sender { send(message: string): number }',
        'export class Quiet implements Sender {',
        '  send(message: string) { return this.#send(message); }',
        '  #send(message: string) { return message.length; }',
        '}',
        'export class Loud implements Sender {',
        '  #send(message: string) { return message.length * 2; }',
        '  send(message: string) { return 0; }',
        '}',
        'export function shout(sender: Sender) { return sender.send("a"); }',
        'export function whisper(other) { return other.send("b"); }',
      ].join('\n'),
    });
    expect(callersOf('src/sender.ts#Loud.send')).toEqual([
      'src/sender.ts#shout@10 possible dispatch',
      'src/sender.ts#whisper@11 possible dispatch',
    ]);
    expect(callersOf('src/sender.ts#Quiet.#send')).toEqual([
      'src/sender.ts#Quiet.send@3 certain this',
    ]);
    expect(callersOf('src/sender.ts#Loud.#send')).toEqual([]);
  });

  it('type a call on a private field by its written type, not a public field’s', async () => {
    const callersOf = await callersIn({
      'src/stores.ts': [
        'export class Database { query() { return 1; } }',
        'export class Cache { query() { return 2; } }',
      ].join('\n'),
      'src/repository.ts': [
        "import { Database, Cache } from './stores.js';",
        'export class Repository {',
        '  #client: Database;',
        '  client: Cache;',
        '  constructor(database: Database, cache: Cache) { this.#client = database; this.client = cache; }',
        '  find() { return this.#client.query(); }',
        '  cached() { return this.client.query(); }',
        '}',
        'export class Archive extends Repository {',
        '  #rows = new Cache();',
        '  old() { return this.#rows.query(); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/stores.ts#Database.query')).toEqual([
      'src/repository.ts#Repository.find@6 likely type',
    ]);
    expect(callersOf('src/stores.ts#Cache.query')).toEqual([
      'src/repository.ts#Archive.old@11 likely type',
      'src/repository.ts#Repository.cached@7 likely type',
    ]);
  });

  it('type a chained call by what a private method returns', async () => {
    const callersOf = await callersIn({
      'src/rows.ts': [
        'export class Rows { first() { return 1; } }',
        'export class Table {',
        '  #rows(): Rows { return new Rows(); }',
        '  head() { return this.#rows().first(); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/rows.ts#Rows.first')).toEqual(['src/rows.ts#Table.head@4 likely type']);
    expect(callersOf('src/rows.ts#Table.#rows')).toEqual(['src/rows.ts#Table.head@4 certain this']);
  });

  it('are found by their own name, `#` and all, from a warm graph too', async () => {
    const repo = await TempRepo.create();
    repos.push(repo);
    await repo.commit('files', { 'src/socket.ts': socket });
    await buildGraph({ root: repo.path });
    const warm = await buildGraph({ root: repo.path });
    expect(warm.stats).toMatchObject({ parsed: 0, resolved: 0 });
    for (const symbol of ['src/socket.ts#Socket.#send', 'Socket.#send', '#send'])
      expect(warm.callers(symbol).map((caller) => caller.caller.id)).toEqual([
        'src/socket.ts#Socket.send@3',
      ]);
    expect(warm.find('src/socket.ts#send').map((definition) => definition.id)).toEqual([
      'src/socket.ts#Socket.send@3',
    ]);
  });
});
