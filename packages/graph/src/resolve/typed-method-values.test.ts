// A method read as a value off a receiver whose type is written or held (`ctx.reply =
// replyContext.reply`, `const send = client.send`): what holds it depends on the method, as on a
// call of it. A write of the method (`ctx.reply = …`) calls nothing.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('methods read as values off typed receivers', () => {
  it("links the holder to the typed object's method, and a class instance's method", async () => {
    const callersOf = await callersIn({
      'src/context.ts': [
        'export default class Context {',
        '  reply(text: string) { return text; }',
        '  replyWithPhoto(photo: string) { return photo; }',
        '}',
      ].join('\n'),
      'src/client.ts': [
        'export class Client { constructor(readonly name: string) {} send(text: string) { return text; } }',
        'export class Mailer { send(text: string) { return text; } }',
      ].join('\n'),
      'src/future.ts': [
        "import Context from './context';",
        "import { Client } from './client';",
        'type ReplyContext = { [key in keyof Context & `reply${string}`]: Context[key] };',
        'const replyContext: ReplyContext = {',
        '  reply(this: Context, text) { return text; },',
        '  replyWithPhoto(this: Context, photo) { return photo; },',
        '};',
        'export function useNewReplies() {',
        '  return (ctx: Context) => {',
        '    ctx.reply = replyContext.reply;',
        '    ctx.replyWithPhoto = replyContext.replyWithPhoto;',
        '  };',
        '}',
        'export function sender(client: Client) {',
        '  const send = client.send;',
        '  return { send, source: client.constructor };',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/future.ts#reply')).toEqual([
      'src/future.ts#useNewReplies@8 possible dispatch',
    ]);
    expect(callersOf('src/future.ts#replyWithPhoto')).toEqual([
      'src/future.ts#useNewReplies@8 possible dispatch',
    ]);
    expect(callersOf('src/client.ts#Client.send')).toEqual(['src/future.ts#sender@14 likely type']);
    // `client.constructor` is the object's class, not a call of its constructor.
    expect(callersOf('src/client.ts#Client')).toEqual([]);
    expect(callersOf('src/client.ts#Client.constructor')).toEqual([]);
    expect(callersOf('src/client.ts#Mailer.send')).toEqual([]);
    expect(callersOf('src/context.ts#Context.reply')).toEqual([]);
  });

  it('links no method by name to a value read off a receiver of unknown type, or whose type declares a field of that name', async () => {
    const callersOf = await callersIn({
      'src/fiber.ts': [
        'export interface Fiber { readonly poll: number; readonly id: number }',
        'export class ListNode { size: number = 0; }',
        'export interface Queue { poll(): number; size(): number }',
        'export class BoundedQueue implements Queue { poll() { return 1; } size() { return 2; } }',
        'declare function use(value: unknown): void;',
        'declare function current(): any;',
        'export function watch(self: Fiber, node: ListNode) {',
        '  use(self.poll);',
        '  const fiber = current();',
        '  use(fiber.poll);',
        '  const size = node.size;',
        '  let held = 0;',
        '  held = node.size;',
        '  return [size, held];',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/fiber.ts#BoundedQueue.poll')).toEqual([]);
    expect(callersOf('src/fiber.ts#BoundedQueue.size')).toEqual([]);
  });
});
