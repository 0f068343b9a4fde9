import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Command } from 'commander';
import { publishFindings } from '@codehawk/publish';
import { normalizeFindings } from '@codehawk/findings';
import { sarifLog } from '../sarif.js';
import { EXIT, type ExitCode } from '../exit-codes.js';
import type { Io } from '../io.js';
import { parseNumber } from '../options.js';
import { ensureWritableFile, ignoreInGit } from '../output-path.js';
import { progressOf } from '../progress.js';
import { readJsonFile } from '../read-json.js';
import { publishReport, unsetGateHint } from '../render.js';
import { addChangeOptions } from '../vcs-selection.js';
import {
  openChange,
  repositorySettings,
  verdictSettings,
  type ChangeFlags,
  type OpenedChange,
} from '../wiring.js';

interface PublishFlags extends ChangeFlags {
  dryRun?: boolean;
  json?: boolean;
  sarif?: string;
  progress?: boolean;
}

/** SARIF depends only on the file: written before anything is posted. */
async function writeSarif(
  data: unknown,
  path: string,
  sarifPath: string,
  change: OpenedChange,
  io: Io,
): Promise<void> {
  const { findings } = normalizeFindings(data, { source: path }).file;
  const log = await sarifLog(findings, { env: io.env, root: change.root ?? io.cwd });
  await writeFile(sarifPath, `${JSON.stringify(log, null, 2)}\n`);
}

/** Phase 2 from a findings file: parse → wire (the same VCS and settings as `review`) → publish → render. */
async function runPublish(path: string, flags: PublishFlags, io: Io): Promise<ExitCode> {
  const data = await readJsonFile(path, io.cwd);
  const sarifPath = flags.sarif ? resolve(io.cwd, flags.sarif) : undefined;
  if (sarifPath) await ensureWritableFile(sarifPath, '--sarif');
  const change = await openChange(flags, io);
  if (sarifPath) await writeSarif(data, path, sarifPath, change, io);
  const { settings } = (await repositorySettings(change, flags, io)).loaded;
  const progress = progressOf(io, flags.progress);
  const result = await publishFindings(data, change.vcs, {
    source: path,
    dryRun: flags.dryRun === true,
    ...verdictSettings(settings),
    ...(progress ? { onProgress: progress } : {}),
  });
  if (!result.dryRun && change.vcs.kind === 'local' && change.root)
    await ignoreInGit(resolve(change.root, '.codehawk'));
  io.stdout(
    flags.json ? JSON.stringify(result, null, 2) : publishReport(result, path, change.where),
  );
  const hint = unsetGateHint(result.state.open, result.gate, result.score);
  if (hint) io.stderr(`codehawk: ${hint}`);
  if (!result.ok) return EXIT.runtime;
  return result.gate.pass ? EXIT.ok : EXIT.gateFailed;
}

export function publishCommand(io: Io, done: (code: ExitCode) => void): Command {
  return addChangeOptions(
    new Command('publish')
      .description(
        'Publish a findings.json (Phase 2) to the change `review` would review: post new findings, apply fix verifications, upsert the summary, gate.',
      )
      .argument('<findings.json>', 'path of the findings file'),
  )
    .option(
      '--dry-run',
      'print exactly what would be posted (comments, replies, status changes, summary), posting nothing',
    )
    .option('--json', 'print the publish result (gate, counts, every finding’s fate) as JSON')
    .option('--sarif <file>', 'also write the findings as SARIF 2.1.0 to this file')
    .option('--progress', 'progress on stderr (default: only at a terminal, not in CI)')
    .option('--no-progress', 'no progress on stderr')
    .option('--min-stars <n>', 'fail the gate below this many stars (0-5)', (value) =>
      parseNumber('--min-stars', value, 0, 5, true),
    )
    .option('--max-penalty <n>', 'fail the gate above this total penalty', (value) =>
      parseNumber('--max-penalty', value, 0),
    )
    .option(
      '--min-confidence <x>',
      'do not post or score findings below this confidence (default 0.5)',
      (value) => parseNumber('--min-confidence', value, 0, 1),
    )
    .option(
      '--max-comments-per-file <n>',
      'at most this many new comments per file (default 5)',
      (value) => parseNumber('--max-comments-per-file', value, 1, 1000, true),
    )
    .addHelpText(
      'after',
      `
Examples:
  $ codehawk review --dry-run --output .codehawk     # Phase 1 only: findings.json, nothing posted
  $ codehawk publish .codehawk/findings.json --dry-run
  $ codehawk publish .codehawk/findings.json --vcs github --pr 42
  $ codehawk publish findings.json --min-stars 3 --json > gate.json
  $ codehawk publish findings.json --sarif codehawk.sarif

Exit codes: 0 gate passed, 1 gate failed, 2 bad input or usage, 3 runtime failure.`,
    )
    .action(async (path: string, flags: PublishFlags) => done(await runPublish(path, flags, io)));
}
