// The scripted pull request the lifecycle tests and the soak share: its files at each head, and a
// model that always answers the same findings.
import { crId } from '@codehawk/findings';
import { FakeOpenAI, vulnerableAuth } from '@codehawk/testkit';

const TOKEN = `ghp_${'Q1w2E3r4T5y6U7i8O9p0A1s2D3f4G5h6J7k8'}`;

/** The pull request's files at each head: a hard-coded token (a static critical finding) and a util module. */
export const HEADS = {
  first: {
    'src/auth.ts': vulnerableAuth(TOKEN),
    'src/util.ts': [
      'export function last<T>(items: T[]): T | undefined {',
      '  return items[items.length];',
      '}',
      'export const ratio = (a: number, b: number) => a / b;',
      ...Array.from({ length: 30 }, (_, index) => `export const constant${index} = ${index};`),
      'export const retries = -1;',
      '',
    ].join('\n'),
  },
} as const;

/** A base version of util.ts that differs only in its first four lines: line 35 is off the diff. */
export const UTIL_BASE = HEADS.first['src/util.ts']
  .split('\n')
  .map((line, index) => (index < 4 ? `// line ${index + 1}` : line))
  .join('\n');

export const MODEL_FINDINGS = [
  {
    file: 'src/util.ts',
    line: 2,
    category: 'correctness',
    severity: 'warning',
    title: 'last() reads one past the end',
    message: 'items[items.length] is always undefined; use items.length - 1.',
    confidence: 0.9,
  },
  {
    file: 'src/util.ts',
    line: 35,
    category: 'correctness',
    severity: 'warning',
    title: 'A negative retry count',
    message: 'retries = -1 disables every retry loop that counts down to 0.',
    confidence: 0.8,
  },
];

/** The fix of the off-diff finding (line 35 of util.ts). */
export const RETRIES_FIXED = 'export const retries = 3;';

/** A bug only the second head has: the model finds it when it reviews the new commits. */
export const NEW_BUG = {
  file: 'src/cache.ts',
  line: 2,
  category: 'security',
  severity: 'critical',
  title: 'Cache key from user input',
  message: 'The raw header becomes a file path: a request can read any file.',
  confidence: 0.9,
};

/**
 * The scripted model: reports the bugs the code it is shown still has, accepts a developer's
 * dismissal, and verifies the off-by-one as fixed once the code shows the fix.
 */
export async function scriptedModel(): Promise<FakeOpenAI> {
  return FakeOpenAI.start({
    fallback: (request) => {
      const sent = JSON.stringify(request.body);
      if (sent.includes('Accept the dismissal'))
        return {
          text: JSON.stringify({
            decision: 'accept',
            explanation: 'The token is a published test fixture.',
            rule_suggestion: 'Tokens under fixtures/ are test data.',
          }),
        };
      if (sent.includes('fix verifier'))
        return {
          text: JSON.stringify({
            verifications: [
              ...(sent.includes('items.length - 1')
                ? [
                    {
                      cr_id: crId('src/util.ts', 2, 'correctness'),
                      status: 'fixed',
                      reason: 'last() now reads the last element.',
                    },
                  ]
                : []),
              ...(sent.includes(RETRIES_FIXED)
                ? [
                    {
                      cr_id: crId('src/util.ts', 35, 'correctness'),
                      status: 'fixed',
                      reason: 'retries is positive now.',
                    },
                  ]
                : []),
            ],
          }),
        };
      const findings = [
        ...(sent.includes('items[items.length];') ? MODEL_FINDINGS.slice(0, 1) : []),
        ...(sent.includes('src/util.ts') && !sent.includes(RETRIES_FIXED)
          ? MODEL_FINDINGS.slice(1)
          : []),
        ...(sent.includes('src/cache.ts') ? [NEW_BUG] : []),
      ];
      return { text: JSON.stringify({ findings }) };
    },
  });
}
