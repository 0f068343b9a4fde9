import { readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import type { Finding } from '@codehawk/findings';
import { renderSarif, type SarifAutomation } from '@codehawk/publish';
import { STATIC_CHECKS } from '@codehawk/review';
import type { Log } from 'sarif';
import { VERSION } from './version.js';

type Environment = Readonly<Record<string, string | undefined>>;

/** The organisation (or collection) name in an Azure DevOps collection URL. */
function organisation(collectionUri: string): string {
  const url = new URL(collectionUri);
  const legacy = /^([^.]+)\.visualstudio\.com$/i.exec(url.hostname)?.[1];
  return legacy ?? url.pathname.split('/').filter(Boolean).pop() ?? url.hostname;
}

/**
 * The SARIF automation details of this run. In Azure Pipelines, the id and properties Advanced
 * Security requires (`azuredevops/pipeline/build/<org>/<project>/<definition>/<phase>/<branch>/<build>`);
 * elsewhere the `codehawk/` category code scanning groups alerts by.
 */
export function sarifAutomation(env: Environment): SarifAutomation | undefined {
  const variables = [
    env.SYSTEM_COLLECTIONURI,
    env.SYSTEM_TEAMPROJECT,
    env.SYSTEM_DEFINITIONID,
    env.BUILD_DEFINITIONNAME,
    env.SYSTEM_PHASEID,
    env.SYSTEM_PHASENAME,
    env.BUILD_SOURCEBRANCH,
    env.BUILD_BUILDID,
  ];
  const [collection, project, definitionId, definitionName, phaseId, phaseName, branch, buildId] =
    variables;
  if (
    env.TF_BUILD?.toLowerCase() !== 'true' ||
    !collection ||
    !project ||
    !definitionId ||
    !definitionName ||
    !phaseId ||
    !phaseName ||
    !branch ||
    !buildId
  )
    return undefined;
  const prefix = 'azuredevops/pipeline/build/';
  return {
    id: `${prefix}${[organisation(collection), project, definitionId, phaseId, branch, buildId].join('/')}`,
    properties: {
      [`${prefix}buildDefinitionId`]: definitionId,
      [`${prefix}buildDefinitionName`]: definitionName,
      [`${prefix}phaseId`]: phaseId,
      [`${prefix}phaseName`]: phaseName,
    },
  };
}

/**
 * Findings as the SARIF log CodeHawk uploads: static checks described rule by rule, the
 * automation details of the CI run, and line hashes read from the checkout at `root`.
 */
export async function sarifLog(
  findings: readonly Finding[],
  options: {
    env: Environment;
    root?: string | undefined;
    /** Default: this CLI's version. */
    toolVersion?: string;
    /** What the review found beyond findings (risk, blast radius, test reach): run properties. */
    analysis?: Record<string, unknown>;
  },
): Promise<Log> {
  const { root } = options;
  const automation = sarifAutomation(options.env);
  const log = await renderSarif(findings, {
    toolVersion: options.toolVersion ?? VERSION,
    checks: STATIC_CHECKS,
    ...(automation ? { automation } : {}),
    ...(root === undefined
      ? {}
      : {
          readFile: (path: string) => {
            const file = resolve(root, path);
            // A path from a findings file never reads outside the repository.
            if (!file.startsWith(`${resolve(root)}${sep}`)) return undefined;
            try {
              return readFileSync(file, 'utf8');
            } catch {
              return undefined;
            }
          },
        }),
  });
  const run = log.runs[0];
  if (run && options.analysis) run.properties = { ...run.properties, codehawk: options.analysis };
  return log;
}
