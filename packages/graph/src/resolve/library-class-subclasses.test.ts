// A call through a receiver written with a library's class or interface reaches the methods of
// the repository's classes below it at any depth, also where only a subclass of the class
// extending the library's declares the method (`DrawCommand extends FeedbackCommand extends
// Command`, sprotty's `Command`). Not below JavaScript's own classes, whose methods are known.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe("a call through a library's class or interface", () => {
  it('reaches the methods of the classes below the one extending it', async () => {
    const callersOf = await callersIn({
      'src/feedback.ts': [
        "import { Command, type IActionHandler } from 'sprotty';",
        'export abstract class FeedbackCommand extends Command { rank = 0; }',
        'export class DrawCommand extends FeedbackCommand {',
        '  execute(context: object) { return context; }',
        '}',
        'export abstract class BaseHandler implements IActionHandler {}',
        'export class MoveHandler extends BaseHandler { handle(action: object) {} }',
        'export class Other { execute(context: object) { return context; } handle() {} }',
        'export class ResponseError extends Error {}',
        'export class ValidationError extends ResponseError { pretty() { return this.message; } }',
        'export function describe(instance: unknown) {',
        "  if (instance instanceof Error && 'pretty' in instance) return instance.pretty;",
        '  return undefined;',
        '}',
      ].join('\n'),
      'src/dispatcher.ts': [
        "import type { Command, IActionHandler } from 'sprotty';",
        'export class Dispatcher {',
        '  commands(): Command[] { return []; }',
        '  apply(context: object) {',
        '    return this.commands().map((command) => command.execute(context));',
        '  }',
        '  handleWith(handlers: IActionHandler[], action: object) {',
        '    for (const handler of handlers) handler.handle(action);',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/feedback.ts#DrawCommand.execute')).toEqual([
      'src/dispatcher.ts#Dispatcher.apply@4 possible dispatch',
    ]);
    expect(callersOf('src/feedback.ts#MoveHandler.handle')).toEqual([
      'src/dispatcher.ts#Dispatcher.handleWith@7 possible dispatch',
    ]);
    expect(callersOf('src/feedback.ts#Other.execute')).toEqual([]);
    expect(callersOf('src/feedback.ts#Other.handle')).toEqual([]);
    // JavaScript's own classes declare what they have: `Error` no `pretty`.
    expect(callersOf('src/feedback.ts#ValidationError.pretty')).toEqual([]);
  });
});
