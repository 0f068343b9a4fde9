// Cassettes on disk: --record writes every model exchange of a run to one, --replay answers from
// one instead of calling the endpoint.
import { readFile, mkdir, writeFile, rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname } from 'node:path';
import {
  parseCassette,
  RecordingProvider,
  ReplayProvider,
  serializeCassette,
  type LlmProvider,
  type PriceTable,
} from '@codehawk/agent';
import type { Settings } from '@codehawk/config';
import { OPENAI_PRICES } from '@codehawk/provider-openai/prices';
import { UsageError } from './exit-codes.js';

export interface CassetteFlags {
  record?: string;
  replay?: string;
}

export interface CassetteWiring {
  provider?: LlmProvider;
  /** Set with --record: write it once the run is over. */
  recorder?: RecordingProvider;
  /** Set with --replay: check `mismatch` after the run. */
  replay?: ReplayProvider;
}

/** Secrets every command hands to redaction. */
export function secretsOf(settings: Settings): (string | undefined)[] {
  return [
    settings.model.apiKey,
    settings.model.azure.apiKey,
    settings.github.token,
    settings.azureDevOps.personalAccessToken,
    settings.azureDevOps.accessToken,
  ];
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Rewrites the parts of a request that differ between runs without meaning anything: the
 * repository's own path and eval's temporary checkouts.
 */
export function requestNormalizer(root: string | undefined): (text: string) => string {
  const checkouts = new RegExp(`${escapeRegExp(tmpdir())}/codehawk-eval-[\\w.-]+`, 'g');
  return (text) => {
    let normalized = text.replace(checkouts, '<checkout>');
    if (root) normalized = normalized.split(root).join('<repository>');
    return normalized;
  };
}

/** The model settings recorded in a cassette: what shaped the requests, never credentials. */
function recordedSettings(settings: Settings): Record<string, unknown> {
  const { apiKey: _apiKey, azure, ...model } = settings.model;
  void _apiKey;
  const { apiKey: _azureKey, ...azureSettings } = azure;
  void _azureKey;
  return {
    model: { ...model, azure: azureSettings },
    review: settings.review,
    // Which files the requests show (it held review.skipExtensions before).
    notCode: settings.notCode,
    twoPass: settings.twoPass,
    batching: settings.batching,
  };
}

/**
 * Reads a cassette for --replay; a missing file is a usage error, a malformed one the agent's
 * `CassetteError` (exit 2 by the exit-code table), both naming the flag and the file.
 */
export async function readCassetteFile(path: string): Promise<ReplayProvider['cassette']> {
  const text = await readFile(path, 'utf8').catch((error: unknown) => {
    throw new UsageError(
      `--replay: cannot read ${path} (${error instanceof Error ? error.message : String(error)}); record one with --record first.`,
    );
  });
  return parseCassette(text, `--replay: ${path}`);
}

/**
 * --record wraps the run's provider; --replay replaces it and needs no endpoint at all. Without
 * either, the provider is used as it is (none: offline).
 */
export async function wireCassette(
  provider: LlmProvider | undefined,
  settings: Settings,
  flags: CassetteFlags,
  env: Readonly<Record<string, string | undefined>>,
  root?: string,
): Promise<CassetteWiring> {
  if (flags.record && flags.replay)
    throw new UsageError('--record and --replay cannot be used together.');
  const options = { secrets: secretsOf(settings), env, normalize: requestNormalizer(root) };
  if (flags.replay) {
    const replay = new ReplayProvider(await readCassetteFile(flags.replay), options);
    return { provider: replay, replay };
  }
  if (!flags.record) return provider ? { provider } : {};
  if (!provider)
    throw new UsageError(
      '--record needs a model to record: set OPENAI_API_KEY, --base-url (OPENAI_BASE_URL) or AZURE_OPENAI_ENDPOINT.',
    );
  const recorder = new RecordingProvider(provider, recordedSettings(settings), options);
  return { provider: recorder, recorder };
}

/** The prices a replayed run is costed with: the same table the endpoint wiring uses. */
export function replayPrices(settings: Settings): PriceTable {
  return { ...OPENAI_PRICES, ...settings.model.prices };
}

/** Writes a recorded cassette atomically. */
export async function writeCassetteFile(
  path: string,
  recorder: RecordingProvider,
  run?: Record<string, unknown>,
): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, serializeCassette(recorder.toCassette(run)));
  await rename(temporary, path);
}
