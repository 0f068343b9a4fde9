import { describe, expect, it } from 'vitest';
import { scoringConfigFromEnv } from './env.js';
import { scoreFindings } from './score.js';

describe('scoringConfigFromEnv', () => {
  it('reads penalty cells and star thresholds from CodeHawk-style variables', () => {
    const options = scoringConfigFromEnv({
      PENALTY_SECURITY_CRITICAL: '6',
      PENALTY_BEST_PRACTICES_SUGGESTION: '0.1',
      PENALTY_THRESHOLD_4_STARS: '8',
      PATH: '/usr/bin',
    });
    expect(options).toEqual({
      penalties: { security: { critical: 6 }, best_practices: { suggestion: 0.1 } },
      thresholds: { 4: 8 },
    });
    const score = scoreFindings([{ category: 'security', severity: 'critical' }], options);
    expect(score).toMatchObject({ penalty: 6, stars: 4 });
  });

  it.each([
    ['PENALTY_SECURITY_CRITICAL', 'high', /PENALTY_SECURITY_CRITICAL="high" is not a penalty/],
    ['PENALTY_TESTING_WARNING', '-2', /PENALTY_TESTING_WARNING="-2"/],
    ['PENALTY_TESTING_WARNING', '', /PENALTY_TESTING_WARNING=""/],
    ['PENALTY_SECURTY_CRITICAL', '3', /PENALTY_SECURTY_CRITICAL is not a scoring variable/],
    ['PENALTY_THRESHOLD_4_STARS', 'NaN', /PENALTY_THRESHOLD_4_STARS/],
  ])('rejects %s=%s with a message naming the variable', (name, value, message) => {
    expect(() => scoringConfigFromEnv({ [name]: value })).toThrow(message);
  });
});
