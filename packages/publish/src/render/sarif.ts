import { CATEGORIES, type Finding } from '@codehawk/findings';
import manifest from '../../package.json' with { type: 'json' };

const LEVEL: Record<Finding['severity'], 'error' | 'warning' | 'note'> = {
  critical: 'error',
  warning: 'warning',
  suggestion: 'note',
};

/**
 * Findings as a SARIF 2.1.0 log (for GitHub code scanning and other tools). Each result carries its
 * cr-id as a partial fingerprint, so the same finding is recognised across runs.
 */
export function renderSarif(
  findings: readonly Finding[],
  /** The version of the tool that produced the findings (default: this package's). */
  toolVersion: string = manifest.version,
): Record<string, unknown> {
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'CodeHawk',
            informationUri: 'https://github.com/codehawk/codehawk',
            version: toolVersion,
            rules: CATEGORIES.map((category) => ({
              id: category,
              name: category.replace(/_(\w)/g, (_match, letter: string) => letter.toUpperCase()),
              shortDescription: { text: `CodeHawk ${category.replace(/_/g, ' ')} finding` },
            })),
          },
        },
        results: findings.map((finding) => ({
          ruleId: finding.category,
          ruleIndex: CATEGORIES.indexOf(finding.category),
          level: LEVEL[finding.severity],
          message: { text: `${finding.title}\n\n${finding.message}` },
          locations: [
            {
              physicalLocation: {
                artifactLocation: { uri: finding.file },
                region: {
                  startLine: finding.line,
                  ...(finding.end_line ? { endLine: finding.end_line } : {}),
                },
              },
            },
          ],
          partialFingerprints: { 'codehawk/crId/v1': finding.cr_id ?? '' },
          properties: {
            severity: finding.severity,
            confidence: finding.confidence,
            source: finding.source ?? 'agent',
          },
        })),
      },
    ],
  };
}
