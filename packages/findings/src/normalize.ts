import { crId } from './cr-id.js';
import { FindingsError } from './errors.js';
import {
  CATEGORIES,
  FindingsFileSchema,
  FINDING_SOURCES,
  SEVERITIES,
  type Category,
  type Finding,
  type FindingSource,
  type FindingsFile,
  type Severity,
} from './schema.js';

/** A finding that could not be repaired, with where it was and why. */
export interface RejectedFinding {
  /** Index in the input `findings` array. */
  index: number;
  /** JSON path of the offending value, e.g. `$.findings[3].category`. */
  path: string;
  reason: string;
  finding: unknown;
}

/** A finding folded into another one with the same file, line and category. */
export interface MergedFinding {
  index: number;
  /** Index (in the input) of the finding that was kept. */
  keptIndex: number;
  crId: string;
}

/** A value that was changed to fit the schema (a severity alias, a clamped confidence, …). */
export interface CoercedValue {
  /** Index in the input `findings` array. */
  index: number;
  /** JSON path of the value, e.g. `$.findings[3].confidence`. */
  path: string;
  from: unknown;
  to: unknown;
}

export interface NormalizeResult {
  /** Values of kept findings that were changed to fit, so nothing is changed silently. */
  coerced: CoercedValue[];
  /** The repaired file: every kept finding is valid and carries its computed `cr_id`. */
  file: FindingsFile;
  rejected: RejectedFinding[];
  merged: MergedFinding[];
  /** How many findings the input held. */
  received: number;
  /** The input index of each kept finding, parallel to `file.findings`. */
  inputIndexes: number[];
}

/** Confidence given to a finding that states none: exactly the default publishing threshold. */
export const DEFAULT_CONFIDENCE = 0.5;

const SEVERITY_ALIASES: Record<string, Severity> = {
  critical: 'critical',
  blocker: 'critical',
  high: 'critical',
  error: 'critical',
  warning: 'warning',
  warn: 'warning',
  medium: 'warning',
  major: 'warning',
  suggestion: 'suggestion',
  low: 'suggestion',
  minor: 'suggestion',
  info: 'suggestion',
  nit: 'suggestion',
};

type Repair<T> = { ok: true; value: T } | { ok: false; field: string; reason: string };

function fail<T>(field: string, reason: string): Repair<T> {
  return { ok: false, field, reason };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// C0 and C1 control characters other than tab and newline (which git allows in committed names):
// in a path they can only rewrite a terminal or a log line.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

/** The first control character of a path that no committed file name should carry, if any. */
export function controlCharacterIn(path: string): string | undefined {
  const found = CONTROL.exec(path)?.[0];
  return found === undefined
    ? undefined
    : `U+${(found.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Repository-relative POSIX path, or null when nothing usable remains or it escapes the repository. */
export function normalizePath(raw: string): string | null {
  if (controlCharacterIn(raw) !== undefined) return null;
  const segments: string[] = [];
  for (const segment of raw.trim().replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') return null;
    segments.push(segment);
  }
  return segments.length > 0 ? segments.join('/') : null;
}

function toInteger(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? Math.trunc(number) : null;
}

function repairCategory(value: unknown): Repair<Category> {
  if (typeof value !== 'string') return fail('category', 'missing category');
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  const match = CATEGORIES.find((category) => category === key);
  return match
    ? { ok: true, value: match }
    : fail('category', `unknown category "${value}"; expected one of ${CATEGORIES.join(', ')}`);
}

function repairSeverity(value: unknown): Repair<Severity> {
  if (typeof value !== 'string') return fail('severity', 'missing severity');
  const match = SEVERITY_ALIASES[value.trim().toLowerCase()];
  return match
    ? { ok: true, value: match }
    : fail('severity', `unknown severity "${value}"; expected one of ${SEVERITIES.join(', ')}`);
}

function repairConfidence(value: unknown): number {
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || Number.isNaN(number)) return DEFAULT_CONFIDENCE;
  return Math.min(1, Math.max(0, number));
}

function firstSentence(text: string): string {
  const line = text.trim().split('\n')[0] ?? '';
  const end = line.search(/[.!?](\s|$)/);
  const sentence = end === -1 ? line : line.slice(0, end + 1);
  return sentence.length > 80 ? `${sentence.slice(0, 77)}...` : sentence;
}

function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Repairs one raw finding, or says which field made that impossible. */
export function repairFinding(raw: unknown): Repair<Finding> {
  if (!isRecord(raw)) return fail('', 'a finding must be a JSON object');
  const control = typeof raw.file === 'string' ? controlCharacterIn(raw.file) : undefined;
  if (control !== undefined)
    return fail('file', `the path contains the control character ${control}; no file is named so`);
  const file = typeof raw.file === 'string' ? normalizePath(raw.file) : null;
  if (file === null) {
    return fail('file', 'missing file path, or a path that leaves the repository');
  }
  const line = toInteger(raw.line);
  if (line === null || line < 1) return fail('line', 'line must be a number of at least 1');
  const category = repairCategory(raw.category);
  if (!category.ok) return category;
  const severity = repairSeverity(raw.severity);
  if (!severity.ok) return severity;
  const message = optionalText(raw.message) ?? optionalText(raw.description);
  const title = optionalText(raw.title);
  if (message === undefined && title === undefined) return fail('message', 'missing message');

  const { end_line: rawEndLine, suggestion: rawSuggestion, source: rawSource, ...rest } = raw;
  const endLine = toInteger(rawEndLine);
  const suggestion = optionalText(rawSuggestion);
  const source = FINDING_SOURCES.find((known) => known === rawSource);
  const finding: Finding = {
    ...rest,
    cr_id: crId(file, line, category.value),
    file,
    line,
    category: category.value,
    severity: severity.value,
    title: title ?? firstSentence(message ?? ''),
    message: message ?? title ?? '',
    confidence: repairConfidence(raw.confidence),
    source: source ?? ('agent' satisfies FindingSource),
  };
  if (endLine !== null && endLine > line) finding.end_line = endLine;
  if (suggestion !== undefined) finding.suggestion = suggestion;
  return { ok: true, value: finding };
}

/** The given values a repair changed: every one a reader of the input would be surprised by. */
function coercionsOf(raw: unknown, finding: Finding, index: number): CoercedValue[] {
  if (!isRecord(raw)) return [];
  const changes: CoercedValue[] = [];
  const note = (field: string, from: unknown, to: unknown): void => {
    if (from !== undefined && from !== to)
      changes.push({ index, path: jsonPath(['findings', index, field]), from, to });
  };
  note('file', raw.file, finding.file);
  note('line', raw.line, finding.line);
  note('category', raw.category, finding.category);
  note('severity', raw.severity, finding.severity);
  note('confidence', raw.confidence, finding.confidence);
  if (raw.end_line !== undefined && raw.end_line !== null)
    note('end_line', raw.end_line, finding.end_line ?? null);
  return changes;
}

/** `['findings', 3, 'line']` → `$.findings[3].line`. */
function jsonPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : `${text}.${String(key)}`),
    '$',
  );
}

function describeTopLevel(data: unknown): string | null {
  if (!isRecord(data)) return '$: findings.json must be a JSON object';
  if (!Array.isArray(data.findings)) return '$.findings: expected an array of findings';
  return null;
}

/** Where the findings came from (a file's path), named in the error when the file is unusable. */
export interface NormalizeOptions {
  source?: string | undefined;
}

/** The error for an unusable file: which file and field, and what to do about it. */
function invalidFile(detail: string, source: string | undefined): FindingsError {
  return new FindingsError(
    'INVALID_FINDINGS_FILE',
    source === undefined
      ? `Invalid findings file: ${detail}`
      : `${source}: ${detail}. Correct the file there to match the findings.json format (FindingsFileSchema of @codehawk/findings), or let \`codehawk review --output DIR\` write it again.`,
  );
}

/**
 * Validates each finding on its own, repairs what can be repaired (clamped confidence, normalised
 * paths, severity aliases, missing titles), merges exact duplicates (same file, line and category)
 * keeping the most confident, and lists everything it could not keep. Top-level fields are
 * validated against the schema; an unusable file throws a `FindingsError` naming the JSON path
 * (and `options.source`, the file, when given).
 */
export function normalizeFindings(data: unknown, options: NormalizeOptions = {}): NormalizeResult {
  const problem = describeTopLevel(data);
  if (problem !== null || !isRecord(data) || !Array.isArray(data.findings)) {
    throw invalidFile(problem ?? '$', options.source);
  }

  const rejected: RejectedFinding[] = [];
  const merged: MergedFinding[] = [];
  const coerced: CoercedValue[] = [];
  const kept = new Map<string, { index: number; finding: Finding }>();
  data.findings.forEach((raw: unknown, index) => {
    const repair = repairFinding(raw);
    if (!repair.ok) {
      const path = jsonPath(
        repair.field === '' ? ['findings', index] : ['findings', index, repair.field],
      );
      rejected.push({ index, path, reason: repair.reason, finding: raw });
      return;
    }
    coerced.push(...coercionsOf(raw, repair.value, index));
    const id = repair.value.cr_id ?? '';
    const previous = kept.get(id);
    if (previous === undefined) {
      kept.set(id, { index, finding: repair.value });
    } else if (repair.value.confidence > previous.finding.confidence) {
      merged.push({ index: previous.index, keptIndex: index, crId: id });
      kept.set(id, { index, finding: repair.value });
    } else {
      merged.push({ index, keptIndex: previous.index, crId: id });
    }
  });

  const ordered = [...kept.values()].sort((a, b) => a.index - b.index);
  const parsed = FindingsFileSchema.safeParse({
    pr_id: null,
    repo: '',
    vcs: 'local',
    review_modes: ['standard'],
    ...data,
    findings: ordered.map((entry) => entry.finding),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalidFile(
      `${jsonPath(issue?.path ?? [])}: ${issue?.message ?? 'does not match the schema'}`,
      options.source,
    );
  }
  return {
    file: parsed.data,
    rejected,
    merged,
    coerced,
    received: data.findings.length,
    inputIndexes: ordered.map((entry) => entry.index),
  };
}
