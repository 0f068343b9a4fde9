// The flags of `graph`'s queries, written once: graph.ts gives them to commander, and a query
// (callers, dependents, blast-radius) whose arguments are plain is read here without it — loading
// and setting up commander was ~10 % of a warm query's instructions. Anything else (help, a
// mistake, any form but `--name`, `--name value`, `--name=value` of a known flag and plain
// arguments) is left to commander, which answers as it always has.
import type { ExitCode } from '../exit-codes.js';
import type { Io } from '../io.js';
import { numberProblem } from '../number-flag.js';
import { isGraphQueryName, type GraphQueryName } from './graph-query-names.js';
import { runBlastRadius, runCallers, runDependents, type GraphFlags } from './graph-run.js';

export interface GraphFlag {
  /** As commander reads it: `--name`, `--name <value>` or `--no-name`. */
  flags: string;
  description: string;
  /** A number's bounds: the value is checked and converted. */
  number?: { min: number; max?: number; integer?: boolean };
  default?: number;
}

/** The flags every subcommand takes: where to index, JSON, progress, a time budget. */
export const COMMON_FLAGS: readonly GraphFlag[] = [
  {
    flags: '--root <dir>',
    description:
      'the directory to index (default: the git repository around the current directory)',
  },
  { flags: '--json', description: 'print JSON on stdout' },
  {
    flags: '--progress',
    description: 'progress on stderr (default: only at a terminal, not in CI)',
  },
  { flags: '--no-progress', description: 'no progress on stderr' },
  {
    flags: '--timeout <seconds>',
    description: 'stop indexing after this long and use the partial graph',
    number: { min: 1 },
  },
];

export type QueryFlags = GraphFlags & { depth?: number };

export interface GraphQuery {
  description: string;
  argument: string;
  /** Its own flags, after the common ones. */
  flags: readonly GraphFlag[];
  run: (target: string, flags: QueryFlags, io: Io) => Promise<ExitCode>;
}

export const GRAPH_QUERIES: Readonly<Record<GraphQueryName, GraphQuery>> = {
  callers: {
    description: 'Who calls a symbol (an id, file#name, or a name).',
    argument: '<symbol>',
    flags: [],
    run: runCallers,
  },
  dependents: {
    description: 'Files that import a file.',
    argument: '<file>',
    flags: [],
    run: runDependents,
  },
  'blast-radius': {
    description: 'What a change to a file or symbol can affect.',
    argument: '<target>',
    flags: [
      {
        flags: '--depth <n>',
        description: 'hops to follow backwards (default 2)',
        number: { min: 1, max: 10, integer: true },
        default: 2,
      },
    ],
    run: (target, flags, io) => runBlastRadius(target, { ...flags, depth: flags.depth ?? 2 }, io),
  },
};

/** A flag's name on the command line (`no-progress`) and in the flags it sets (`progress`). */
function namesOf(flag: GraphFlag): { option: string; key: string } {
  const option = /^--([\w-]+)/.exec(flag.flags)?.[1] ?? '';
  const key = option
    .replace(/^no-/, '')
    .replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
  return { option, key };
}

/** An option as written: its name, and its value if it takes one. */
interface OptionToken {
  name: string;
  value?: string;
}

/**
 * The options in order and the arguments, read as util.parseArgs reads them (strict) — without it:
 * loading and running it cost a warm query ~3.5 M instructions. Undefined for anything else: a
 * short or unknown flag, a switch given a value, a value missing or starting with `-`.
 */
function tokensOf(
  args: readonly string[],
  takesValue: ReadonlyMap<string, boolean>,
): { options: OptionToken[]; positionals: string[] } | undefined {
  const options: OptionToken[] = [];
  const positionals: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? '';
    if (!arg.startsWith('-')) {
      positionals.push(arg);
      continue;
    }
    const option = /^--([^=]+)(?:=(.*))?$/s.exec(arg);
    const name = option?.[1] ?? '';
    const takes = takesValue.get(name);
    if (takes === undefined) return undefined;
    let value = option?.[2];
    if (takes && value === undefined) {
      value = args[++index];
      if (value === undefined || value.startsWith('-')) return undefined;
    }
    if (!takes && value !== undefined) return undefined;
    options.push(value === undefined ? { name } : { name, value });
  }
  return { options, positionals };
}

/** The query's target and flags as commander would give them, or undefined to leave it to commander. */
function readPlainly(
  query: GraphQuery,
  args: readonly string[],
): { target: string; flags: QueryFlags } | undefined {
  if (args.some((arg) => arg === '--' || arg === '-h' || arg === '--help')) return undefined;
  const known = [...COMMON_FLAGS, ...query.flags].map((flag) => ({ flag, ...namesOf(flag) }));
  const parsed = tokensOf(
    args,
    new Map(known.map(({ flag, option }) => [option, flag.flags.includes('<')])),
  );
  if (parsed === undefined) return undefined;
  const [target, ...more] = parsed.positionals;
  if (target === undefined || more.length > 0) return undefined;
  // Each value has its flag's kind (text, number or switch), as commander gives it.
  const flags: QueryFlags = {};
  const set = (key: string, value: string | number | boolean): void => {
    Object.assign(flags, { [key]: value });
  };
  for (const { flag, key } of known) if (flag.default !== undefined) set(key, flag.default);
  // In order, so the last of `--progress` and `--no-progress` wins, as with commander.
  for (const token of parsed.options) {
    const read = known.find(({ option }) => option === token.name);
    if (read === undefined) continue;
    const { flag, key, option } = read;
    if (token.value === undefined) set(key, !option.startsWith('no-'));
    else if (flag.number === undefined) set(key, token.value);
    else {
      const { min, max, integer } = flag.number;
      if (numberProblem(`--${option}`, token.value, min, max, integer) !== undefined)
        return undefined;
      set(key, Number(token.value));
    }
  }
  return { target, flags };
}

/** `graph <query> …` ready to run when commander is not needed to read it; undefined when it is. */
export function plainQuery(args: readonly string[], io: Io): (() => Promise<ExitCode>) | undefined {
  const name = args[0];
  const query = isGraphQueryName(name) ? GRAPH_QUERIES[name] : undefined;
  const read = query && readPlainly(query, args.slice(1));
  return read && (() => query.run(read.target, read.flags, io));
}
