import type { Coverage } from '@codehawk/findings';
import { describe, expect, it } from 'vitest';
import { applyCoverageGate, coverageSentence } from './coverage.js';

const partial: Coverage = {
  changed_lines: 1_240,
  reviewable_lines: 1_200,
  shown_lines: 1_194,
  tokens_per_shown_line: 41.5,
  files: [
    {
      file: 'src/big.ts',
      changed_lines: 900,
      shown_lines: 894,
      not_shown: [
        {
          lines: [[895, 900]],
          count: 6,
          reason: 'turns',
          detail: 'the verify pass reached its turn limit (7) before reading it',
        },
      ],
    },
    {
      file: 'package-lock.json',
      changed_lines: 40,
      shown_lines: 0,
      not_shown: [{ lines: [], count: 40, reason: 'skipped', detail: 'lockfile' }],
    },
  ],
};

const allSkipped: Coverage = {
  changed_lines: 40,
  reviewable_lines: 0,
  shown_lines: 0,
  files: [partial.files[1] as Coverage['files'][number]],
};

describe('coverage in the summary and the gate', () => {
  it('says how much was reviewed and what was not shown, and why', () => {
    expect(coverageSentence(partial)).toBe(
      'Reviewed 1,194 of 1,240 changed lines (41.5 tokens per line shown); not shown: ' +
        '`src/big.ts` line(s) 895–900 (turns: the verify pass reached its turn limit (7) before reading it); ' +
        '`package-lock.json` 40 line(s) (skipped: lockfile).',
    );
  });

  it('never reads as a clean review when every file was set aside', () => {
    expect(coverageSentence(allSkipped)).toBe(
      'No changed line was reviewed: every changed file was set aside (40 changed lines); not shown: `package-lock.json` 40 line(s) (skipped: lockfile).',
    );
    expect(applyCoverageGate({ pass: true, reason: 'ok' }, allSkipped, 'fail')).toEqual({
      pass: false,
      reason: 'COVERAGE_GATE_MODE=fail: every changed file was set aside, so nothing was reviewed',
    });
  });

  it('fails only in fail mode, keeping an earlier failure reason', () => {
    const passing = { pass: true, reason: 'no gate thresholds set' };
    expect(applyCoverageGate(passing, partial, 'warn')).toBe(passing);
    expect(applyCoverageGate(passing, partial, 'off')).toBe(passing);
    expect(
      applyCoverageGate(
        { pass: false, reason: '1 star(s) is below the minimum of 3' },
        partial,
        'fail',
      ),
    ).toEqual({
      pass: false,
      reason:
        '1 star(s) is below the minimum of 3; COVERAGE_GATE_MODE=fail: the model was not shown 6 of 1,200 reviewable changed lines',
    });
    expect(applyCoverageGate(passing, { ...partial, shown_lines: 1_200 }, 'fail')).toBe(passing);
  });
});
