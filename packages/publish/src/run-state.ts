// A pull request's review state lives in the VCS, in a hidden marker of the summary comment: which
// head was last reviewed completely, whether the last run finished, and every finding still open.
// Nothing else is stored anywhere, so any CI runner can pick the pull request up where it was left.
import {
  CrIdSet,
  parseRunStateMarker,
  runStateMarker as stateMarker,
  type Coverage,
  type Finding,
  type FixVerification,
} from '@codehawk/findings';

/** An open finding as the summary remembers it (inline ones have their thread; off-diff ones only this). */
export interface OpenFinding {
  cr_id: string;
  file: string;
  line: number;
  category: Finding['category'];
  severity: Finding['severity'];
  title: string;
  message: string;
  confidence: number;
  source?: Finding['source'];
  /** Posted inline (false: it lives in the summary only). */
  inline: boolean;
}

/** How much of the change the last review showed the model: what the coverage gate reads. */
export type CoverageTotals = Pick<Coverage, 'changed_lines' | 'reviewable_lines' | 'shown_lines'>;

export interface RunState {
  /** The last head commit reviewed completely (every finding posted, the model finished). */
  reviewed?: string;
  /** The head commit of the last run. */
  head: string;
  /** The last run finished: everything it found is on the pull request. */
  complete: boolean;
  /** Findings open after the last run: what the gate is computed over. */
  open: OpenFinding[];
  /** The last run's coverage, so a re-run's coverage gate (COVERAGE_GATE_MODE) is the same. */
  coverage?: CoverageTotals;
}

/** The summary must stay under GitHub's 65,536 characters: the most severe findings are kept. */
const MAX_REMEMBERED = 100;
const MAX_MESSAGE = 300;
const SEVERITY_RANK = { critical: 0, warning: 1, suggestion: 2 } as const;

/** The run-state marker (the findings package's `runStateMarker`) for a state, its findings capped. */
export function runStateMarker(state: RunState): string {
  const open = [...state.open]
    .sort((a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity])
    .slice(0, MAX_REMEMBERED)
    .map((finding) => ({ ...finding, message: finding.message.slice(0, MAX_MESSAGE) }));
  return stateMarker(JSON.stringify({ v: 1, ...state, open }));
}

function isOpenFinding(value: unknown): value is OpenFinding {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.cr_id === 'string' &&
    typeof entry.file === 'string' &&
    typeof entry.line === 'number' &&
    typeof entry.category === 'string' &&
    typeof entry.severity === 'string' &&
    entry.severity in SEVERITY_RANK &&
    typeof entry.title === 'string' &&
    typeof entry.message === 'string' &&
    typeof entry.confidence === 'number' &&
    typeof entry.inline === 'boolean'
  );
}

function isCoverageTotals(value: unknown): value is CoverageTotals {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return ['changed_lines', 'reviewable_lines', 'shown_lines'].every(
    (key) => typeof entry[key] === 'number',
  );
}

/** The run state a summary body carries, or undefined (no summary, an older CodeHawk, a damaged marker). */
export function parseRunState(body: string | null | undefined): RunState | undefined {
  if (!body) return undefined;
  const json = parseRunStateMarker(body);
  if (json === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const raw = parsed as Record<string, unknown>;
  if (typeof raw.head !== 'string' || typeof raw.complete !== 'boolean') return undefined;
  if (!Array.isArray(raw.open) || !raw.open.every(isOpenFinding)) return undefined;
  return {
    ...(typeof raw.reviewed === 'string' ? { reviewed: raw.reviewed } : {}),
    head: raw.head,
    complete: raw.complete,
    open: raw.open,
    ...(isCoverageTotals(raw.coverage) ? { coverage: raw.coverage } : {}),
  };
}

/** What a run does, decided from the run state and the pull request's head. */
export type Lifecycle =
  /** Never reviewed (or the first review never finished posting its summary): review everything. */
  | 'first'
  /** This head was reviewed completely: nothing to ask the model, nothing to post. */
  | 'unchanged'
  /** A new head since the last complete review, or an unfinished run: verify earlier findings and review. */
  | 'repush';

export function lifecycleOf(state: RunState | undefined, headSha: string): Lifecycle {
  if (!state?.reviewed) return 'first';
  if (state.complete && state.reviewed === headSha) return 'unchanged';
  return 'repush';
}

export interface NextStateInput {
  previous: RunState | undefined;
  head: string;
  /** This run's findings above the confidence threshold, with their cr-ids. */
  found: readonly Finding[];
  /** cr-ids that have one of our threads after this run's posting. */
  inline: { has(id: string): boolean };
  verifications: readonly FixVerification[];
  complete: boolean;
  /** This run's coverage report (absent: none was made). */
  coverage?: Coverage;
}

const CLOSING = new Set<FixVerification['status']>(['fixed', 'not_relevant', 'dismissed']);

/**
 * The pull request's open findings after this run: those open before that were not verified fixed,
 * no longer relevant or dismissed, plus this run's. A static finding the checks no longer report is
 * fixed (the checks re-run over the whole change every time).
 */
export function nextRunState(input: NextStateInput): RunState {
  // Ids an earlier version remembered (8 characters) find the full ids computed now.
  const closed = new CrIdSet(
    input.verifications.filter((entry) => CLOSING.has(entry.status)).map((entry) => entry.cr_id),
  );
  const foundIds = new CrIdSet(input.found.map((finding) => finding.cr_id ?? ''));
  const open = new Map<string, OpenFinding>();
  for (const finding of input.previous?.open ?? []) {
    if (closed.has(finding.cr_id)) continue;
    const current = foundIds.find(finding.cr_id);
    if (finding.source === 'static' && current === undefined) continue;
    const id = current ?? finding.cr_id;
    open.set(id, { ...finding, cr_id: id, inline: finding.inline || input.inline.has(id) });
  }
  for (const finding of input.found) {
    const id = finding.cr_id ?? '';
    if (id === '' || closed.has(id)) continue;
    open.set(id, {
      cr_id: id,
      file: finding.file,
      line: finding.line,
      category: finding.category,
      severity: finding.severity,
      title: finding.title,
      message: finding.message,
      confidence: finding.confidence,
      ...(finding.source ? { source: finding.source } : {}),
      inline: input.inline.has(id) || open.get(id)?.inline === true,
    });
  }
  const reviewed = input.complete ? input.head : input.previous?.reviewed;
  const { coverage } = input;
  return {
    ...(reviewed === undefined ? {} : { reviewed }),
    head: input.head,
    complete: input.complete,
    open: [...open.values()],
    ...(coverage
      ? {
          coverage: {
            changed_lines: coverage.changed_lines,
            reviewable_lines: coverage.reviewable_lines,
            shown_lines: coverage.shown_lines,
          },
        }
      : {}),
  };
}

/** An open finding in the findings contract's shape, for scoring and the summary. */
export function asFinding(open: OpenFinding): Finding {
  return {
    cr_id: open.cr_id,
    file: open.file,
    line: open.line,
    category: open.category,
    severity: open.severity,
    title: open.title,
    message: open.message,
    confidence: open.confidence,
    ...(open.source ? { source: open.source } : {}),
  };
}
