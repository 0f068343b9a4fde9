// Settings → VCS, configuration and checkout: how every command that talks to a change is wired,
// so `review` and `publish` open the same pull request with the same settings (`graph` and `risk`
// read their working tree through `working-tree.ts`). Only the settings are imported up front: `score` loads no VCS client (see the
// start-up test).
import { readFile, stat } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import {
  CONFIG_FILE,
  loadRepositoryFiles,
  loadSettings,
  type LoadedSettings,
  type RepositoryFiles,
  type Settings,
} from '@codehawk/config';
import type { VcsProvider } from '@codehawk/vcs';
import { UsageError } from './exit-codes.js';
import type { Io } from './io.js';
import type { VcsChoice } from './vcs-selection.js';

/** The flags that become settings, shared by `review`, `publish`, `score` and `eval`. */
export interface SettingsFlags {
  config?: string;
  model?: string;
  baseUrl?: string;
  mode?: string[];
  minStars?: number;
  maxPenalty?: number;
  minConfidence?: number;
  maxCommentsPerFile?: number;
}

/** Only the flags that were given, as a partial settings object (flags win over file and env). */
function flagSettings(flags: SettingsFlags): Record<string, unknown> {
  const pick = <T extends object>(entries: T): T | undefined =>
    Object.keys(entries).length > 0 ? entries : undefined;
  const model = pick({
    ...(flags.model ? { name: flags.model } : {}),
    ...(flags.baseUrl ? { baseUrl: flags.baseUrl } : {}),
  });
  const review = pick({
    ...(flags.mode ? { modes: flags.mode } : {}),
    ...(flags.minConfidence === undefined ? {} : { minConfidence: flags.minConfidence }),
    ...(flags.maxCommentsPerFile === undefined
      ? {}
      : { maxCommentsPerFile: flags.maxCommentsPerFile }),
  });
  const gate = pick({
    ...(flags.minStars === undefined ? {} : { minStars: flags.minStars }),
    ...(flags.maxPenalty === undefined ? {} : { maxPenalty: flags.maxPenalty }),
  });
  return { ...(model ? { model } : {}), ...(review ? { review } : {}), ...(gate ? { gate } : {}) };
}

/**
 * Defaults < the repository's configuration (`file`) < environment < flags; a bad value is
 * config's `ConfigError`, exit 2 by the exit-code table.
 */
export function settingsFrom(flags: SettingsFlags, io: Io, file?: string): LoadedSettings {
  return loadSettings({
    env: io.env,
    ...(file === undefined ? {} : { file, ...(flags.config ? { fileName: flags.config } : {}) }),
    flags: flagSettings(flags),
  });
}

/** The flags that say which change to open. */
export interface ChangeFlags extends SettingsFlags {
  repo: string;
  vcs?: VcsChoice;
  pr?: number;
  base?: string;
  head?: string;
  workingTree?: boolean;
}

/** The change a command works on, and where its files are on disk. */
export interface OpenedChange {
  vcs: VcsProvider;
  /** The checkout (a local repository's root; a remote review's workspace when it exists). */
  root: string | undefined;
  /** Where the command posts, in words ("the GitHub pull request", "the local outbox …"). */
  where: string;
}

/** The workspace of a remote review: the checkout, when there is one (the tools and the graph read it). */
async function checkoutRoot(directory: string): Promise<string | undefined> {
  const found = await stat(directory).catch(() => undefined);
  return found?.isDirectory() ? directory : undefined;
}

/**
 * Opens the change the flags and environment name — credentials come from the environment; the
 * repository's configuration waits for the base branch (`repositorySettings`).
 */
export async function openChange(
  flags: ChangeFlags,
  io: Io,
  outboxDirectory?: string,
): Promise<OpenedChange> {
  const [{ LocalGitProvider }, { detectVcs, openVcs }] = await Promise.all([
    import('@codehawk/vcs'),
    import('./vcs-selection.js'),
  ]);
  const directory = resolve(io.cwd, flags.repo);
  const early = settingsFrom(flags, io).settings;
  const vcs = await openVcs({
    // --vcs, else the VCS setting, else detected from the CI environment.
    choice:
      flags.vcs ??
      (io.env.VCS ? (early.vcs === 'ado' ? 'azure-devops' : early.vcs) : detectVcs(io.env)),
    settings: early,
    env: io.env,
    directory,
    ...(flags.pr === undefined ? {} : { pullRequest: flags.pr }),
    ...(flags.base ? { base: flags.base } : {}),
    ...(flags.head ? { head: flags.head } : {}),
    ...(flags.workingTree ? { workingTree: true } : {}),
    ...(outboxDirectory ? { outboxDirectory } : {}),
  });
  if (vcs instanceof LocalGitProvider)
    return {
      vcs,
      root: vcs.root,
      where: `the local outbox ${relative(io.cwd, vcs.outboxDirectory) || '.'}`,
    };
  return {
    vcs,
    root: await checkoutRoot(directory),
    where: `the ${vcs.kind === 'github' ? 'GitHub' : 'Azure DevOps'} pull request`,
  };
}

/**
 * The settings of a change: its configuration and team rules come from the base branch, so a
 * change cannot rewrite its reviewer (a differing working-tree copy is warned about, not used).
 */
export async function repositorySettings(
  change: OpenedChange,
  flags: SettingsFlags,
  io: Io,
): Promise<{ loaded: LoadedSettings; files: RepositoryFiles }> {
  const configPath = flags.config ?? CONFIG_FILE;
  const files = await loadRepositoryFiles(
    (path) => change.vcs.getFileContent(path, 'base').catch(() => null),
    configPath,
  );
  if (flags.config !== undefined && files.config === undefined)
    throw new UsageError(
      `--config ${flags.config}: no such file on the base branch (configuration is read from the base of the change, so a change cannot rewrite its reviewer). Commit it there, or pass the path of an existing one.`,
    );
  if (change.root) {
    const checkedOut = await readFile(resolve(change.root, configPath), 'utf8').catch(
      () => undefined,
    );
    if (checkedOut !== undefined && checkedOut !== files.config)
      io.stderr(
        `codehawk: ${configPath} in the working tree differs from the base branch's; the base branch's ${files.config === undefined ? '(none: defaults)' : 'one'} is used, so a change cannot rewrite its reviewer. Merge the change to use it.`,
      );
  }
  const loaded = settingsFrom(flags, io, files.config);
  for (const deprecation of loaded.deprecations) io.stderr(`codehawk: ${deprecation}`);
  return { loaded, files };
}

/** The verdict settings of a run: the same for `review`, `publish` and `score`. */
export const verdictSettings = (settings: Settings) => ({
  minConfidence: settings.review.minConfidence,
  maxCommentsPerFile: settings.review.maxCommentsPerFile,
  gate: settings.gate,
  scoring: settings.scoring,
});
