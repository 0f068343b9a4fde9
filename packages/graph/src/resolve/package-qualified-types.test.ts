// A type written after a package's name (`winston.Logger`, with `import * as winston from
// 'winston'`) is the package's, even where the file imports a type of its own by that name
// (`import { Logger } from './logger'`): calls through it reach none of the repository's methods.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const LOGGER = [
  'export abstract class Logger {',
  '  abstract info(message: string): void;',
  '}',
  'export class ConsoleLogger extends Logger {',
  '  info(message: string): void { console.log(message); }',
  '}',
].join('\n');

describe("a package's type named like the file's own", () => {
  it('types fields and parameters as the package says, not as the own type', async () => {
    const callersOf = await callersIn({
      'src/logger.ts': LOGGER,
      'src/winston-logger.ts': [
        "import * as winston from 'winston';",
        "import { Logger } from './logger';",
        'export class WinstonLogger extends Logger {',
        '  protected baseLogger: winston.Logger;',
        '  constructor(base: winston.Logger) { super(); this.baseLogger = base; }',
        '  info(message: string): void { this.baseLogger.info(message); }',
        '  forward(to: winston.Logger, own: Logger): void { to.info("x"); own.info("y"); }',
        '}',
      ].join('\n'),
    });
    // Only `own.info` calls the repository's loggers.
    for (const method of ['Logger.info', 'ConsoleLogger.info'])
      expect(callersOf(`src/logger.ts#${method}`)).toEqual([
        'src/winston-logger.ts#WinstonLogger.forward@7 likely type',
      ]);
    expect(callersOf('src/winston-logger.ts#WinstonLogger.info')).toEqual([
      'src/winston-logger.ts#WinstonLogger.forward@7 likely type',
    ]);
  });

  it("is the own type when written through the repository's namespace, or also unqualified", async () => {
    const callersOf = await callersIn({
      'src/logger.ts': LOGGER,
      'src/use.ts': [
        "import * as winston from 'winston';",
        "import * as log from './logger';",
        "import { Logger } from './logger';",
        'export function viaNamespace(logger: log.Logger) { logger.info("a"); }',
        'export function either(logger: winston.Logger | Logger) { logger.info("b"); }',
      ].join('\n'),
    });
    expect(callersOf('src/logger.ts#ConsoleLogger.info')).toEqual([
      'src/use.ts#either@5 likely type',
      'src/use.ts#viaNamespace@4 likely type',
    ]);
  });
});
