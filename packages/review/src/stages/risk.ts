import { notCodeGlobs, type Settings } from '@codehawk/config';
import { isTestPath, type ChangeAnalysis } from '@codehawk/graph';
import { createRiskClassifier, type RiskAssessment, type RiskLevel } from '@codehawk/risk';
import type { ChangedFile } from '@codehawk/vcs';

/**
 * Each code file's risk, with the graph's caller and test signals when there is a graph. A test is
 * what the graph calls one, so a file's test reach and its path component agree.
 */
export function classifyRisk(
  code: readonly ChangedFile[],
  settings: Settings,
  changeAnalysis?: ChangeAnalysis,
): RiskAssessment[] {
  const classify = createRiskClassifier({
    thresholds: settings.risk,
    isTestPath,
    notCodePaths: notCodeGlobs(settings.notCode),
  });
  return code.map((file) => {
    const signals = changeAnalysis?.fileSignals[file.path];
    return classify({
      path: file.path,
      additions: file.additions,
      deletions: file.deletions,
      isNew: file.status === 'added',
      renamed: file.status === 'renamed',
      ...(signals
        ? {
            callerCount: signals.callerCount,
            ...(signals.coveredByTests === undefined
              ? {}
              : { coveredByTests: signals.coveredByTests }),
            testReason: signals.testReason,
          }
        : changeAnalysis
          ? { testReason: 'not analysed: the graph does not parse this file' }
          : {}),
    });
  });
}

const RANK: Record<RiskLevel, number> = { HIGH: 0, MEDIUM: 1, LOW: 2 };

/** Sort rank of a risk level: riskiest first. */
export function riskRank(level: RiskLevel | undefined): number {
  return level === undefined ? RANK.LOW : RANK[level];
}
