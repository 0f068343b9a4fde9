// A method read as a value off a receiver written with an interface that declares it as a method
// is its implementations' (`run(command.undo)` on an `ICommand`), as a call of it would be; a
// property of the interface read so is no method.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const files = {
  'src/command.ts': [
    'export interface ICommand {',
    '  undo(): void;',
    '  redo(): void;',
    '  label: string;',
    '}',
    'export class MoveCommand implements ICommand {',
    "  label = 'move';",
    '  undo() {}',
    '  redo() {}',
    '}',
    'export class DeleteCommand implements ICommand {',
    "  label = 'delete';",
    '  undo() {}',
    '  redo() {}',
    '}',
  ].join('\n'),
  'src/stack.ts': [
    "import type { ICommand } from './command';",
    'export class CommandStack {',
    '  handle(command: ICommand, run: () => void) { run.call(command); }',
    '  undo(command: ICommand) { this.handle(command, command.undo); }',
    '  title(command: ICommand) { return command.label; }',
    '}',
  ].join('\n'),
};

describe('methods read as values through an interface', () => {
  it('are its implementations, as calls of them are', async () => {
    const callersOf = await callersIn(files);
    expect(callersOf('src/command.ts#MoveCommand.undo')).toEqual([
      'src/stack.ts#CommandStack.undo@4 possible dispatch',
    ]);
    expect(callersOf('src/command.ts#DeleteCommand.undo')).toEqual([
      'src/stack.ts#CommandStack.undo@4 possible dispatch',
    ]);
    expect(callersOf('src/command.ts#MoveCommand.redo')).toEqual([]);
  });
});
