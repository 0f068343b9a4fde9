import { writeFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { Command } from 'commander';
import { ConfigError, loadSettings, type Settings } from '@codehawk/config';
import { PublishError, publishFindings, type PublishResult } from '@codehawk/publish';
import { FindingsError, normalizeFindings } from '@codehawk/findings';
import { LocalGitProvider, VcsError } from '@codehawk/vcs';
import { sarifLog } from '../sarif.js';
import { EXIT, UsageError, type ExitCode } from '../exit-codes.js';
import { unsetGateHint, type Io } from '../io.js';
import { parseNumber } from '../options.js';
import { ensureWritableFile, ignoreInGit } from '../output-path.js';
import { readJsonFile } from '../read-json.js';

interface PublishFlags {
  repo?: string;
  base?: string;
  dryRun?: boolean;
  json?: boolean;
  sarif?: string;
  minStars?: number;
  maxPenalty?: number;
  minConfidence?: number;
  maxCommentsPerFile?: number;
}

function render(result: PublishResult, path: string, outbox: string): string {
  const lines: string[] = [];
  if (result.dryRun) {
    const toSummary = result.counts.moved_to_summary;
    lines.push(
      `Dry run — nothing was posted. ${result.counts.would_post} comment(s) would be posted inline${toSummary > 0 ? `; ${toSummary} finding(s) outside the diff would go in the summary` : ''}:`,
      '',
    );
    for (const comment of result.comments)
      lines.push(`── ${comment.file}:${comment.line}`, comment.body, '');
    lines.push('── summary', result.summary.body, '');
  }
  const { counts } = result;
  lines.push(
    `${path}: ${counts.input} finding(s) — ${counts.posted + counts.would_post} ${result.dryRun ? 'to post' : 'posted'}, ` +
      `${counts.already_posted} already open, ${counts.moved_to_summary} in the summary (outside the diff), ` +
      `${counts.capped} capped, ${counts.filtered_low_confidence} below confidence, ${counts.merged_duplicate} duplicate(s), ` +
      `${counts.rejected} malformed, ${counts.failed} failed.`,
  );
  for (const rejected of result.rejected) lines.push(`  ${rejected.path}: ${rejected.reason}`);
  if (result.coerced.length > 0) lines.push(`Changed to fit (${result.coerced.length}):`);
  for (const change of result.coerced.slice(0, 20))
    lines.push(`  ${change.path}: ${JSON.stringify(change.from)} → ${JSON.stringify(change.to)}`);
  if (result.coerced.length > 20)
    lines.push(`  … and ${result.coerced.length - 20} more (--json lists them all)`);
  for (const error of result.errors) lines.push(`  error: ${error}`);
  if (!result.dryRun) lines.push(`Posted to the local outbox ${outbox}.`);
  lines.push(
    `Score ${result.score.stars}/5 (${result.score.quality}), penalty ${result.score.penalty}. Gate: ${result.gate.pass ? 'PASS' : 'FAIL'} — ${result.gate.reason}`,
  );
  return lines.join('\n');
}

async function runPublish(path: string, flags: PublishFlags, io: Io): Promise<ExitCode> {
  const data = await readJsonFile(path, io.cwd);
  // Checked before any work, and written before anything is posted: SARIF depends only on the file.
  const sarifPath = flags.sarif ? resolve(io.cwd, flags.sarif) : undefined;
  if (sarifPath) await ensureWritableFile(sarifPath, '--sarif');
  let vcs: LocalGitProvider;
  try {
    vcs = await LocalGitProvider.open({
      repository: resolve(io.cwd, flags.repo ?? '.'),
      ...(flags.base ? { base: flags.base } : {}),
    });
  } catch (error) {
    if (error instanceof VcsError) throw new UsageError(error.message);
    throw error;
  }
  if (sarifPath) {
    let findings;
    try {
      findings = normalizeFindings(data).file.findings;
    } catch (error) {
      if (error instanceof FindingsError)
        throw new UsageError(`${path}: ${error.message.replace(/^Invalid findings file: /, '')}`);
      throw error;
    }
    const log = await sarifLog(findings, { env: io.env, root: resolve(io.cwd, flags.repo ?? '.') });
    await writeFile(sarifPath, `${JSON.stringify(log, null, 2)}\n`);
  }
  let settings: Settings;
  try {
    ({ settings } = loadSettings({ env: io.env }));
  } catch (error) {
    if (error instanceof ConfigError) throw new UsageError(error.message);
    throw error;
  }
  let result: PublishResult;
  try {
    result = await publishFindings(data, vcs, {
      dryRun: flags.dryRun === true,
      scoring: settings.scoring,
      gate: {
        coverage: settings.gate.coverage,
        ...(flags.minStars === undefined ? {} : { minStars: flags.minStars }),
        ...(flags.maxPenalty === undefined ? {} : { maxPenalty: flags.maxPenalty }),
      },
      ...(flags.minConfidence === undefined ? {} : { minConfidence: flags.minConfidence }),
      ...(flags.maxCommentsPerFile === undefined
        ? {}
        : { maxCommentsPerFile: flags.maxCommentsPerFile }),
    });
  } catch (error) {
    if (error instanceof PublishError)
      throw new UsageError(`${path}: ${error.message.replace(/^Invalid findings file: /, '')}`);
    throw error;
  }
  if (!result.dryRun) await ignoreInGit(resolve(vcs.root, '.codehawk'));
  io.stdout(
    flags.json
      ? JSON.stringify(result, null, 2)
      : render(result, path, relative(io.cwd, vcs.outboxDirectory) || '.'),
  );
  const hint = unsetGateHint(result.state.open, result.gate, result.score);
  if (hint) io.stderr(`codehawk: ${hint}`);
  if (!result.ok) return EXIT.runtime;
  return result.gate.pass ? EXIT.ok : EXIT.gateFailed;
}

export function publishCommand(io: Io, done: (code: ExitCode) => void): Command {
  return new Command('publish')
    .description(
      'Publish a findings.json (Phase 2): post new findings, apply fix verifications, upsert the summary, gate.',
    )
    .argument('<findings.json>', 'path of the findings file')
    .option('--repo <dir>', 'the local repository to publish to (its outbox in .codehawk/)', '.')
    .option(
      '--base <ref>',
      'base of the change (default: merge-base with origin/HEAD, main or master)',
    )
    .option('--dry-run', 'print exactly what would be posted, touching nothing')
    .option('--json', 'print the publish result (gate, counts, every finding’s fate) as JSON')
    .option('--sarif <file>', 'also write the findings as SARIF 2.1.0 to this file')
    .option('--min-stars <n>', 'fail the gate below this many stars (0-5)', (value) =>
      parseNumber('--min-stars', value, 0, 5, true),
    )
    .option('--max-penalty <n>', 'fail the gate above this total penalty', (value) =>
      parseNumber('--max-penalty', value, 0),
    )
    .option(
      '--min-confidence <x>',
      'do not post findings below this confidence (default 0.5)',
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
  $ codehawk publish .codehawk/findings.json --dry-run
  $ codehawk publish findings.json --min-stars 3 --json > gate.json
  $ codehawk publish findings.json --sarif codehawk.sarif

Exit codes: 0 gate passed, 1 gate failed, 2 bad input or usage, 3 runtime failure.`,
    )
    .action(async (path: string, flags: PublishFlags) => done(await runPublish(path, flags, io)));
}
