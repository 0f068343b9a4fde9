import type { Finding } from '@codehawk/findings';
import { describe, expect, it } from 'vitest';
import { verdictOf } from '@codehawk/scorer';
import { stateFile } from './publish.js';
import {
  lifecycleOf,
  nextRunState,
  parseRunState,
  runStateMarker,
  type OpenFinding,
  type RunState,
} from './run-state.js';

const finding = (id: string, overrides: Partial<Finding> = {}): Finding => ({
  cr_id: id,
  file: 'src/a.ts',
  line: 3,
  category: 'security',
  severity: 'critical',
  title: 'Title with --> and #12 in it',
  message: 'Message.',
  confidence: 0.9,
  ...overrides,
});

const open = (id: string, inline: boolean, overrides: Partial<Finding> = {}): OpenFinding => ({
  ...finding(id, overrides),
  cr_id: id,
  inline,
});

describe('the run state in the summary', () => {
  it('survives the summary body, whatever the findings say', () => {
    const state = nextRunState({
      previous: undefined,
      head: 'h1',
      found: [finding('aaaa1111')],
      inline: new Set(['aaaa1111']),
      verifications: [],
      complete: true,
    });
    const body = `## CodeHawk\n\nsome text\n\n${runStateMarker(state)}\n\n<!-- codehawk-summary -->`;
    expect(parseRunState(body)).toEqual(state);
    expect(parseRunState('## an older summary')).toBeUndefined();
    expect(parseRunState('<!-- codehawk-run: not-base64!! -->')).toBeUndefined();
  });

  it('keeps what is still open, adds what is new, drops what was fixed or dismissed', () => {
    const previous: RunState = {
      reviewed: 'h1',
      head: 'h1',
      complete: true,
      open: [
        open('fixed001', true),
        open('dismiss1', true),
        open('offdiff1', false, { line: 90 }),
        open('static01', true, { source: 'static' }),
      ],
    };
    const next = nextRunState({
      previous,
      head: 'h2',
      found: [finding('newbug01')],
      inline: new Set(['fixed001', 'dismiss1', 'static01', 'newbug01']),
      verifications: [
        { cr_id: 'fixed001', status: 'fixed', reason: 'r' },
        { cr_id: 'dismiss1', status: 'dismissed', reason: 'r' },
        { cr_id: 'offdiff1', status: 'still_present', reason: 'r' },
      ],
      complete: false,
    });
    // The static finding was not reported again: the checks re-ran, so it is fixed.
    expect(next.open.map((entry) => entry.cr_id)).toEqual(['offdiff1', 'newbug01']);
    expect(next.open[0]?.inline).toBe(false);
    // An unfinished run keeps the last head reviewed completely.
    expect(next).toMatchObject({ reviewed: 'h1', head: 'h2', complete: false });
  });

  it('decides the run: first, unchanged head, or verify and review', () => {
    const complete: RunState = { reviewed: 'h1', head: 'h1', complete: true, open: [] };
    expect(lifecycleOf(undefined, 'h1')).toBe('first');
    expect(lifecycleOf({ head: 'h1', complete: false, open: [] }, 'h1')).toBe('first');
    expect(lifecycleOf(complete, 'h1')).toBe('unchanged');
    expect(lifecycleOf(complete, 'h2')).toBe('repush');
    expect(lifecycleOf({ ...complete, head: 'h2', complete: false }, 'h2')).toBe('repush');
  });

  it('remembers the coverage, so an unchanged re-run fails the coverage gate again', () => {
    const coverage = {
      changed_lines: 1001,
      reviewable_lines: 1001,
      shown_lines: 1,
      tokens_per_shown_line: 40,
      files: [],
    };
    const state = nextRunState({
      previous: undefined,
      head: 'h1',
      found: [],
      inline: new Set(),
      verifications: [],
      complete: true,
      coverage,
    });
    const read = parseRunState(runStateMarker(state));
    expect(read?.coverage).toEqual({ changed_lines: 1001, reviewable_lines: 1001, shown_lines: 1 });
    const gate = (mode: 'warn' | 'fail') =>
      read && verdictOf(stateFile(read, ['standard']), { gate: { coverage: mode } }).gate;
    expect(gate('fail')).toEqual({
      pass: false,
      reason:
        'COVERAGE_GATE_MODE=fail: the model was not shown 1,000 of 1,001 reviewable changed lines',
    });
    expect(gate('warn')?.pass).toBe(true);
  });
});
