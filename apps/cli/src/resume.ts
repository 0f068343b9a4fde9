// A run that died or failed while posting leaves findings.json behind. A re-run on the same head
// re-uses it instead of asking the model again; cr-id dedup then posts exactly what is missing.
import { readFile } from 'node:fs/promises';
import { FindingsFileSchema, type FindingsFile } from '@codehawk/findings';

export interface ResumeCheck {
  /** The pull request's head now. */
  headSha: string;
  /** The review modes of this run: findings of other modes answer another question. */
  modes: readonly string[];
  /** Whether a model is configured for this run: an offline file has no model findings to re-use. */
  modelConfigured: boolean;
}

/**
 * This head's findings from an earlier run, when findings.json is still there, was written for this
 * head by a run whose model finished, and matches this run's modes. Anything else: undefined.
 */
export async function resumableFindings(
  path: string,
  check: ResumeCheck,
): Promise<FindingsFile | undefined> {
  const text = await readFile(path, 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const file = FindingsFileSchema.safeParse(parsed);
  if (!file.success) return undefined;
  const { data } = file;
  const sameModes =
    data.review_modes.length === check.modes.length &&
    data.review_modes.every((mode) => check.modes.includes(mode));
  return data.head_sha === check.headSha &&
    data.error === undefined &&
    data.model_ran === check.modelConfigured &&
    sameModes
    ? data
    : undefined;
}
