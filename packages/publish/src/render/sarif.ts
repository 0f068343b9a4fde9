import { createHash } from 'node:crypto';
import type { Finding } from '@codehawk/findings';
import type { Log, ReportingDescriptor, Result } from 'sarif';
import manifest from '../../package.json' with { type: 'json' };
import {
  checkRule,
  checkRuleId,
  LEVEL,
  MODEL_RULES,
  modelRule,
  modelRuleId,
  unknownCheck,
  type SarifCheck,
} from './sarif-rules.js';
import { maskCredentialsEach } from '../sanitize.js';

export interface SarifOptions {
  /** The version of the tool that produced the findings (default: this package's). */
  toolVersion?: string;
  /** Descriptions of the static checks (`STATIC_CHECKS` from `@codehawk/review`): one rule each. */
  checks?: readonly SarifCheck[];
  /**
   * `runs[0].automationDetails`: which analysis this is. Code scanning keeps one set of alerts per
   * `category/` (default `codehawk/`); Azure DevOps Advanced Security requires the pipeline's own id
   * and properties (see the CLI's `sarifAutomation`).
   */
  automation?: SarifAutomation;
  /**
   * Reads a reviewed file (repository-relative path) at the reviewed revision, or undefined when it
   * cannot. With it, each result's `primaryLocationLineHash` follows the flagged line's content, so
   * an alert survives lines moving above it; without it, the hash follows the file and line.
   */
  readFile?: (path: string) => string | undefined;
}

/** `runs[0].automationDetails` (SARIF §3.17). */
export interface SarifAutomation {
  id: string;
  properties?: Record<string, string>;
}

/** The URI base every result location is relative to: the repository root. */
export const SOURCE_ROOT = '%SRCROOT%';

/**
 * A repository-relative path as a relative URI reference: each segment percent-encoded (spaces,
 * `#`, `%`, `?`, `:` and non-ASCII characters would otherwise make it invalid or change its meaning).
 */
export function pathToUri(path: string): string {
  return path
    .replace(/^(?:\.\/)+/, '')
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

const digest = (text: string): string =>
  createHash('sha256').update(text).digest('hex').slice(0, 16);

/**
 * Per line of a file, a hash of its content without whitespace and `:n`, the n-th line with that
 * content — the `hash:count` shape of GitHub's own `primaryLocationLineHash`.
 */
function lineHashes(content: string): string[] {
  const seen = new Map<string, number>();
  return content.split(/\r\n|\r|\n/).map((line) => {
    const hash = digest(line.replace(/\s+/g, ''));
    const count = (seen.get(hash) ?? 0) + 1;
    seen.set(hash, count);
    return `${hash}:${count}`;
  });
}

/**
 * Findings as a SARIF 2.1.0 log for GitHub code scanning, Azure DevOps Advanced Security and SARIF
 * viewers: one rule per static check and per category × severity of model findings, each with a
 * description and help; repository-relative, percent-encoded URIs against `%SRCROOT%`; stable
 * fingerprints (the cr-id, and `primaryLocationLineHash`, which GitHub matches alerts by).
 * Credentials in the messages (the model may quote one) are masked, as in posted comments.
 */
export async function renderSarif(
  findings: readonly Finding[],
  options: SarifOptions = {},
): Promise<Log> {
  const rules = rulesUsed(findings, options.checks ?? []);
  const indexOf = new Map(rules.map((rule, index) => [rule.id, index]));
  const lineHash = lineHasher(options.readFile);
  const messages = await maskCredentialsEach(findings.map(messageText));
  const results = findings.map((finding, index): Result => {
    const ruleId = ruleIdOf(finding);
    return {
      ruleId,
      ruleIndex: indexOf.get(ruleId) ?? -1,
      level: LEVEL[finding.severity],
      message: { text: messages[index] ?? '' },
      locations: [locationOf(finding)],
      partialFingerprints: {
        primaryLocationLineHash: lineHash(finding),
        ...(finding.cr_id ? { 'codehawk/crId/v1': finding.cr_id } : {}),
      },
      properties: {
        severity: finding.severity,
        confidence: finding.confidence,
        source: finding.source ?? 'agent',
      },
    };
  });
  return sarifLog(rules, results, options);
}

/** A static check's finding is its check's result; a model finding, its category × severity's. */
function ruleIdOf(finding: Finding): string {
  return finding.source === 'static' && finding.rule_id !== undefined
    ? checkRuleId(finding.rule_id)
    : modelRuleId(finding.category, finding.severity);
}

/** Only the rules results use, in a stable order: static checks, then model rules by category. */
function rulesUsed(
  findings: readonly Finding[],
  checks: NonNullable<SarifOptions['checks']>,
): ReportingDescriptor[] {
  const used = new Set(findings.map(ruleIdOf));
  const staticChecks = new Map(checks.map((check) => [check.id, check]));
  for (const finding of findings)
    if (
      finding.source === 'static' &&
      finding.rule_id !== undefined &&
      !staticChecks.has(finding.rule_id)
    )
      staticChecks.set(finding.rule_id, unknownCheck({ ...finding, rule_id: finding.rule_id }));
  return [
    ...[...staticChecks.values()].map(checkRule),
    ...MODEL_RULES.map(({ category, severity }) => modelRule(category, severity)),
  ].filter((rule) => used.has(rule.id));
}

/** The finding's line hash from its file's content when readable, else from its file and line. */
function lineHasher(readFile: SarifOptions['readFile']): (finding: Finding) => string {
  const hashes = new Map<string, string[] | undefined>();
  return (finding) => {
    if (!hashes.has(finding.file)) {
      const content = readFile?.(finding.file);
      hashes.set(finding.file, content === undefined ? undefined : lineHashes(content));
    }
    return (
      hashes.get(finding.file)?.[finding.line - 1] ??
      `${digest(`${finding.file}\n${finding.line}`)}:1`
    );
  };
}

function locationOf(finding: Finding): NonNullable<Result['locations']>[number] {
  return {
    physicalLocation: {
      artifactLocation: { uri: pathToUri(finding.file), uriBaseId: SOURCE_ROOT },
      region: {
        startLine: finding.line,
        ...(finding.end_line !== undefined && finding.end_line >= finding.line
          ? { endLine: finding.end_line }
          : {}),
      },
    },
  };
}

/** One run of CodeHawk, its rules and results. */
function sarifLog(rules: ReportingDescriptor[], results: Result[], options: SarifOptions): Log {
  const version = options.toolVersion ?? manifest.version;
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'CodeHawk',
            fullName: `CodeHawk AI pull-request reviewer ${version}`,
            version,
            semanticVersion: version,
            informationUri: 'https://github.com/codehawk/codehawk',
            organization: 'CodeHawk',
            rules,
          },
        },
        automationDetails: options.automation ?? { id: 'codehawk/' },
        originalUriBaseIds: {
          [SOURCE_ROOT]: { description: { text: 'The root of the reviewed repository.' } },
        },
        columnKind: 'utf16CodeUnits',
        results,
      },
    ],
  };
}

/** Title and message as one plain-text message that ends as a sentence. */
function messageText(finding: Finding): string {
  const title = finding.title.replace(/\s+/g, ' ').trim();
  const message = finding.message.trim();
  const text = message === '' ? title : title === '' ? message : `${title}: ${message}`;
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
