import { CATEGORIES, REVIEW_MODES, SEVERITIES, VCS_KINDS } from '@codehawk/findings';
import * as z from 'zod';
import { DEFAULT_NOT_CODE, extendList } from './not-code.js';

// The review modes are the findings contract's: a mode config accepts is one findings.json may record.
export { REVIEW_MODES };

/** Files the reviewer never reads as code (the `notCode.extensions` defaults). */
export const DEFAULT_SKIP_EXTENSIONS: readonly string[] = DEFAULT_NOT_CODE.extensions;

/** A `notCode` list: the user's entries extend the defaults, `!entry` removes one. */
const notCodeList = (defaults: readonly string[], entry: z.ZodString) =>
  z
    .array(entry)
    .default([])
    .transform((given) => extendList(defaults, given));

const NotCodeSchema = z
  .object({
    extensions: notCodeList(
      DEFAULT_NOT_CODE.extensions,
      z.string().regex(/^!?\./, 'an ending starts with "." (or "!." to remove a default)'),
    ),
    lockfiles: notCodeList(DEFAULT_NOT_CODE.lockfiles, z.string().min(1)),
    vendored: notCodeList(DEFAULT_NOT_CODE.vendored, z.string().min(1)),
    generated: notCodeList(DEFAULT_NOT_CODE.generated, z.string().min(1)),
  })
  .prefault({});

const fraction = z.number().min(0).max(1);
const positiveInteger = z.number().int().min(1);
const dollarsPerMillion = z.number().min(0);
const penalty = z.number().min(0);
/** The star counts a threshold can be set for. */
export const STAR_COUNTS = ['1', '2', '3', '4', '5'] as const;

/** Which API the model is called through: `auto` uses the Responses API for Codex models only. */
export const MODEL_APIS = ['auto', 'chat', 'responses'] as const;

const ModelPriceSchema = z
  .object({
    input: dollarsPerMillion,
    output: dollarsPerMillion,
    cachedInput: dollarsPerMillion.optional(),
  })
  .strict();

/** Every setting, with its default. Secrets are optional strings that are never echoed. */
export const SettingsSchema = z.object({
  vcs: z.enum(VCS_KINDS).default('local'),
  github: z
    .object({
      token: z.string().min(1).optional(),
      apiUrl: z.string().url().optional(),
    })
    .default({}),
  azureDevOps: z
    .object({
      organization: z.string().min(1).optional(),
      project: z.string().min(1).optional(),
      personalAccessToken: z.string().min(1).optional(),
      accessToken: z.string().min(1).optional(),
    })
    .default({}),
  model: z
    .object({
      name: z.string().min(1).default('gpt-4.1'),
      apiKey: z.string().min(1).optional(),
      baseUrl: z.string().url().optional(),
      api: z.enum(MODEL_APIS).default('auto'),
      /** Whether the Responses API may store responses server-side (false: zero data retention). */
      store: z.boolean().default(true),
      /** One model request's time limit. */
      requestTimeoutSeconds: z.number().positive().default(120),
      /** All model time of one review; past it no new turn starts and the review ends with what it has. */
      totalTimeoutSeconds: z.number().positive().optional(),
      /** The review stops cleanly once its model calls have cost this much. */
      maxCostUsd: z.number().positive().optional(),
      /** US dollars per million tokens by model, over the built-in OpenAI table. */
      prices: z.record(z.string().min(1), ModelPriceSchema).default({}),
      azure: z
        .object({
          endpoint: z.string().url().optional(),
          deployment: z.string().min(1).optional(),
          apiVersion: z.string().min(1).optional(),
          apiKey: z.string().min(1).optional(),
        })
        .default({}),
    })
    .default({
      name: 'gpt-4.1',
      api: 'auto',
      store: true,
      requestTimeoutSeconds: 120,
      prices: {},
      azure: {},
    }),
  review: z
    .object({
      modes: z.array(z.enum(REVIEW_MODES)).min(1).default(['standard']),
      minConfidence: fraction.default(0.5),
      maxCommentsPerFile: positiveInteger.default(5),
    })
    .default({ modes: ['standard'], minConfidence: 0.5, maxCommentsPerFile: 5 }),
  /** What is not reviewed as code, for the review, the graph and risk alike (see not-code.ts). */
  notCode: NotCodeSchema,
  graph: z.object({ enabled: z.boolean().default(true) }).default({ enabled: true }),
  batching: z
    .object({
      batchSize: positiveInteger.default(10),
      maxTurns: positiveInteger.default(10),
      parallelBatches: z.number().int().min(1).max(8).default(3),
    })
    .default({ batchSize: 10, maxTurns: 10, parallelBatches: 3 }),
  twoPass: z
    .object({
      enabled: z.boolean().default(true),
      scanMaxRetries: z.number().int().min(0).default(2),
      verifyMaxTurns: positiveInteger.default(7),
    })
    .default({ enabled: true, scanMaxRetries: 2, verifyMaxTurns: 7 }),
  risk: z
    .object({ high: fraction.default(0.6), medium: fraction.default(0.3) })
    .refine((risk) => risk.medium <= risk.high, {
      message: 'the medium threshold must not exceed the high one',
      path: ['medium'],
    })
    .default({ high: 0.6, medium: 0.3 }),
  gate: z
    .object({
      minStars: z.number().int().min(0).max(5).optional(),
      maxPenalty: z.number().min(0).optional(),
      /** Unseen changed lines: ignored (`off`), flagged in the summary (`warn`), or a failed gate (`fail`). */
      coverage: z.enum(['off', 'warn', 'fail']).default('warn'),
    })
    .default({ coverage: 'warn' }),
  /** Overrides of the scorer's penalty matrix and star thresholds (the rest keep their defaults). */
  scoring: z
    .object({
      /** Penalty per finding, by category and severity: `penalties.security.critical: 8`. */
      penalties: z
        .partialRecord(z.enum(CATEGORIES), z.partialRecord(z.enum(SEVERITIES), penalty))
        .default({}),
      /** The highest penalty that still earns N stars: `thresholds.4: 8`. */
      thresholds: z.partialRecord(z.enum(STAR_COUNTS), penalty).default({}),
    })
    .default({ penalties: {}, thresholds: {} }),
  requests: z
    .object({
      /** Retries of a failed request to GitHub or Azure DevOps (writes only when that is safe). */
      retries: z.number().int().min(0).max(10).default(3),
      /** First backoff when the platform named no Retry-After, doubled each retry. */
      retryDelayMs: z.number().int().min(0).default(1000),
      /** Leave GitHub's recommended pause between writes (1 s; 3 s before notifying comments). */
      paceGitHubWrites: z.boolean().default(true),
    })
    .default({ retries: 3, retryDelayMs: 1000, paceGitHubWrites: true }),
});

export type Settings = z.infer<typeof SettingsSchema>;

/** Dotted paths of the settings that hold secrets. */
export const SECRET_SETTINGS = [
  'github.token',
  'azureDevOps.personalAccessToken',
  'azureDevOps.accessToken',
  'model.apiKey',
  'model.azure.apiKey',
];

/** Whether a dotted path holds a secret (its value is never repeated in a message). */
export const isSecret = (path: string): boolean => SECRET_SETTINGS.includes(path);
